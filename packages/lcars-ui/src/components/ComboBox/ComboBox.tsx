import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { FieldIcon, fieldStyles } from '../field';
import { useOptionsField, type OptionsFieldProps, type SelectOption } from '../field/OptionsField';

export interface ComboBoxProps
  extends
    OptionsFieldProps,
    Pick<
      AriaComboBoxProps<SelectOption>,
      | 'isDisabled'
      | 'isReadOnly'
      | 'autoFocus'
      | 'menuTrigger'
      | 'allowsCustomValue'
      | 'onInputChange'
      | 'aria-label'
      | 'aria-labelledby'
      | 'id'
    > {
  placeholder?: string;
}

/** Type to filter a list and choose one (react-aria ComboBox). */
export function ComboBox({ placeholder, ...props }: ComboBoxProps) {
  const { focusRef, rootProps, label, footer, popover } = useOptionsField<HTMLInputElement, typeof props>(
    props,
  );
  return (
    <AriaComboBox {...rootProps} defaultItems={props.options}>
      {label}
      <Group className={fieldStyles.control}>
        <Input ref={focusRef} placeholder={placeholder} className={fieldStyles.input} />
        <AriaButton className={fieldStyles.iconButton}>
          <FieldIcon name="chevron-down" />
        </AriaButton>
      </Group>
      {footer()}
      {popover()}
    </AriaComboBox>
  );
}
