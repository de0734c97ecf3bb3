import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
} from 'react-aria-components';
import {
  FieldFooter,
  FieldIcon,
  FieldLabel,
  fieldStyles,
  useFieldWiring,
  usePortalContainer,
  type FieldChromeProps,
} from '../field';
import type { FormFieldProps } from '../Form/formContext';
import { disabledKeysOf, type SelectOption } from '../Select/Select';

export interface ComboBoxProps
  extends
    FieldChromeProps,
    FormFieldProps,
    Pick<
      AriaComboBoxProps<SelectOption>,
      | 'isDisabled'
      | 'isReadOnly'
      | 'isRequired'
      | 'autoFocus'
      | 'menuTrigger'
      | 'allowsCustomValue'
      | 'onInputChange'
      | 'aria-label'
      | 'aria-labelledby'
      | 'id'
    > {
  options: readonly SelectOption[];
  /** The chosen option's id, or null. */
  value?: Key | null;
  defaultValue?: Key | null;
  onChange?: (id: Key | null) => void;
  onBlur?: () => void;
  placeholder?: string;
}

/** Type to filter a list and choose one (react-aria ComboBox). */
export function ComboBox({
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
  placeholder,
  isRequired,
  ...props
}: ComboBoxProps) {
  const { field, focusRef, rootProps } = useFieldWiring<Key | null, HTMLInputElement>({
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
    <AriaComboBox
      {...props}
      {...rootProps}
      ref={portalRef}
      defaultItems={options}
      selectedKey={field.value}
      onSelectionChange={(key) => field.setValue(key)}
      disabledKeys={disabledKeysOf(options)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.control}>
        <Input ref={focusRef} placeholder={placeholder} className={fieldStyles.input} />
        <AriaButton className={fieldStyles.iconButton}>
          <FieldIcon name="chevron-down" />
        </AriaButton>
      </Group>
      <FieldFooter description={description} errorMessage={field.errorMessage} />
      <Popover UNSTABLE_portalContainer={portalContainer} className={fieldStyles.popover}>
        <ListBox<SelectOption> className={fieldStyles.listBox}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={fieldStyles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
