import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import {
  FieldFooter,
  FieldIcon,
  FieldLabel,
  fieldStyles,
  joinClasses,
  useFieldWiring,
  usePortalContainer,
  type FieldChromeProps,
} from '../field';
import type { FormFieldProps } from '../Form/formContext';
import * as styles from './Select.css';

/** One choice of a Select or ComboBox. */
export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

/** The ids of the options that cannot be chosen (Select and ComboBox). */
export const disabledKeysOf = (options: readonly SelectOption[]): Key[] =>
  options.filter((option) => option.isDisabled).map((option) => option.id);

export interface SelectProps
  extends
    FieldChromeProps,
    FormFieldProps,
    Pick<
      AriaSelectProps<SelectOption>,
      'isDisabled' | 'isRequired' | 'autoFocus' | 'aria-label' | 'aria-labelledby' | 'id'
    > {
  options: readonly SelectOption[];
  /** The chosen option's id, or null. */
  value?: Key | null;
  defaultValue?: Key | null;
  onChange?: (id: Key | null) => void;
  onBlur?: () => void;
  /** Shown while nothing is chosen. Default 'Select an item'. */
  placeholder?: string;
}

/** Choose one of a list (react-aria Select): a button showing the choice and a list box in a popover. */
export function Select({
  label,
  description,
  errorMessage,
  className,
  name,
  rules,
  maxErrors,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  placeholder = 'Select an item',
  isRequired,
  ...props
}: SelectProps) {
  const { field, focusRef, rootProps } = useFieldWiring<Key | null, HTMLButtonElement>({
    name,
    rules,
    maxErrors,
    value,
    defaultValue,
    onChange,
    onBlur,
    emptyValue: null,
    errorMessage,
    isRequired,
    className,
  });
  const [portalRef, portalContainer] = usePortalContainer();
  return (
    <AriaSelect
      {...props}
      {...rootProps}
      ref={portalRef}
      placeholder={placeholder}
      selectedKey={field.value}
      onSelectionChange={(key) => field.setValue(key)}
      onOpenChange={(open) => {
        if (!open) field.onBlur();
      }}
      disabledKeys={disabledKeysOf(options)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <AriaButton ref={focusRef} className={joinClasses(fieldStyles.control, styles.trigger)}>
        <SelectValue className={styles.value} />
        <FieldIcon name="chevron-down" />
      </AriaButton>
      <FieldFooter description={description} errorMessage={field.errorMessage} />
      <Popover UNSTABLE_portalContainer={portalContainer} className={fieldStyles.popover}>
        <ListBox items={options} className={fieldStyles.listBox}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={fieldStyles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
