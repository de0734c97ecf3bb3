import { ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { usePortalContainer } from './Field';
import * as styles from './field.css';
import { useFieldParts, type FieldPartsProps } from './useFieldWiring';

/** One choice of a Select or ComboBox. */
export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

/** The props Select and ComboBox share: the options, and the chosen option's id (or null). */
export interface OptionsFieldProps extends FieldPartsProps<Key | null> {
  options: readonly SelectOption[];
  /** The chosen option's id, or null. */
  value?: Key | null;
  defaultValue?: Key | null;
  onChange?: (id: Key | null) => void;
  onBlur?: () => void;
}

/** The ids of the options that cannot be chosen (Select and ComboBox). */
export const disabledKeysOf = (options: readonly SelectOption[]): Key[] =>
  options.filter((option) => option.isDisabled).map((option) => option.id);

/**
 * The list of options in a popover, inside the field's ThemeProvider element (see usePortalContainer). A Select
 * passes its options; a ComboBox leaves `items` out, so the list shows the ComboBox's filtered items.
 */
export function OptionsPopover({
  container,
  items,
}: {
  container: Element | undefined;
  items?: readonly SelectOption[];
}) {
  return (
    <Popover UNSTABLE_portalContainer={container} className={styles.popover}>
      <ListBox<SelectOption> {...(items ? { items } : {})} className={styles.listBox}>
        {(option) => (
          <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
            {option.label}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}

/**
 * What Select and ComboBox share: the field chrome and Form wiring of a choice (null when none), the root props
 * that tie the choice and the disabled options to react-aria, and the popover of options.
 */
export function useOptionsField<E extends HTMLElement, P extends OptionsFieldProps>({
  options,
  ...props
}: P) {
  const parts = useFieldParts<Key | null, E, Omit<P, 'options'>>(props, null);
  const [portalRef, portalContainer] = usePortalContainer();
  return {
    ...parts,
    rootProps: {
      ...parts.rest,
      ...parts.rootProps,
      ref: portalRef,
      selectedKey: parts.field.value,
      onSelectionChange: (key: Key | null) => parts.field.setValue(key),
      disabledKeys: disabledKeysOf(options),
    },
    /** The list of options; a Select passes its options, a ComboBox nothing (it filters its own items). */
    popover: (items?: readonly SelectOption[]) => (
      <OptionsPopover container={portalContainer} items={items} />
    ),
  };
}
