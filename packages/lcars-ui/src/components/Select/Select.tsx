import {
  Button as AriaButton,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { FieldIcon, fieldStyles, joinClasses } from '../field';
import { useOptionsField, type OptionsFieldProps, type SelectOption } from '../field/OptionsField';
import * as styles from './Select.css';

export type { SelectOption } from '../field/OptionsField';

export interface SelectProps
  extends
    OptionsFieldProps,
    Pick<
      AriaSelectProps<SelectOption>,
      'isDisabled' | 'autoFocus' | 'aria-label' | 'aria-labelledby' | 'id'
    > {
  /** Shown while nothing is chosen. Default 'Select an item'. */
  placeholder?: string;
}

/** Choose one of a list (react-aria Select): a button showing the choice and a list box in a popover. */
export function Select({ placeholder = 'Select an item', ...props }: SelectProps) {
  const { field, focusRef, rootProps, label, footer, popover } = useOptionsField<
    HTMLButtonElement,
    typeof props
  >(props);
  return (
    <AriaSelect
      {...rootProps}
      placeholder={placeholder}
      onOpenChange={(open) => {
        if (!open) field.onBlur();
      }}
    >
      {label}
      <AriaButton ref={focusRef} className={joinClasses(fieldStyles.control, styles.trigger)}>
        <SelectValue className={styles.value} />
        <FieldIcon name="chevron-down" />
      </AriaButton>
      {footer()}
      {popover(props.options)}
    </AriaSelect>
  );
}
