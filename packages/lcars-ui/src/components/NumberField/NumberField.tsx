import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { FieldIcon, fieldStyles, joinClasses, useFieldParts, type FieldPartsProps } from '../field';

export interface NumberFieldProps
  extends
    FieldPartsProps<number | null>,
    Pick<
      AriaNumberFieldProps,
      | 'minValue'
      | 'maxValue'
      | 'step'
      | 'formatOptions'
      | 'isDisabled'
      | 'isReadOnly'
      | 'autoFocus'
      | 'aria-label'
      | 'aria-labelledby'
      | 'id'
    > {
  /** The number, or null when the field is empty. */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Show the minus and plus stepper buttons. Default true. */
  showSteppers?: boolean;
}

/**
 * A number input formatted for the locale (react-aria NumberField): arrow keys and the steppers change it by
 * `step`, typing is limited to characters a number can hold, and an empty field is null.
 */
export function NumberField({ placeholder, showSteppers = true, ...props }: NumberFieldProps) {
  const { field, focusRef, rootProps, rest, label, footer } = useFieldParts<
    number | null,
    HTMLInputElement,
    typeof props
  >(props, null);
  return (
    <AriaNumberField
      {...rest}
      {...rootProps}
      value={field.value ?? Number.NaN}
      onChange={(next) => field.setValue(Number.isNaN(next) ? null : next)}
    >
      {label}
      <Group className={fieldStyles.control}>
        {showSteppers ? (
          <AriaButton slot="decrement" className={fieldStyles.iconButton}>
            <FieldIcon name="minus" />
          </AriaButton>
        ) : null}
        <Input
          ref={focusRef}
          placeholder={placeholder}
          className={joinClasses(fieldStyles.input, fieldStyles.numericInput)}
        />
        {showSteppers ? (
          <AriaButton slot="increment" className={fieldStyles.iconButton}>
            <FieldIcon name="plus" />
          </AriaButton>
        ) : null}
      </Group>
      {footer()}
    </AriaNumberField>
  );
}
