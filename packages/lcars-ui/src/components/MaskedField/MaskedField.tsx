import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { applyMask, maskEdit, resolveMask, unmask, type Mask } from '../../masks';
import { fieldStyles, useFieldParts, type FieldChromeProps } from '../field';
import type { FormFieldProps } from '../Form/formContext';

export interface MaskedFieldProps
  extends
    FieldChromeProps,
    FormFieldProps,
    Pick<
      AriaTextFieldProps,
      | 'isDisabled'
      | 'isReadOnly'
      | 'isRequired'
      | 'autoFocus'
      | 'autoComplete'
      | 'aria-label'
      | 'aria-labelledby'
      | 'id'
    > {
  /**
   * A mask (# digit, A/a letter, N/n alphanumeric, X symbol, anything else literal) or a preset name:
   * credit-card, date, date-time, iso-date, iso-date-time, phone, social, time, time-with-seconds.
   */
  mask: Mask;
  /** The formatted value, e.g. '(555) 123-4567'. */
  value?: string;
  defaultValue?: string;
  /** Called with the formatted value and the raw characters without literals. */
  onChange?: (value: string, raw: string) => void;
  onBlur?: () => void;
  /** Placeholder; defaults to the mask itself. */
  placeholder?: string;
}

interface Edit {
  value: string;
  caret: number;
}

/**
 * Text that follows a mask as it is typed: literals appear by themselves, pasting formats the pasted text,
 * Backspace over a literal removes the character before it, and the caret stays where a person expects.
 */
export function MaskedField({
  mask,
  value,
  defaultValue,
  onChange,
  placeholder,
  ...props
}: MaskedFieldProps) {
  const wiring = {
    ...props,
    value: value === undefined ? undefined : applyMask(value, mask),
    defaultValue: defaultValue === undefined ? undefined : applyMask(defaultValue, mask),
    onChange: onChange ? (next: string) => onChange(next, unmask(next, mask)) : undefined,
  };
  const parts = useFieldParts<string, HTMLInputElement, typeof wiring>(wiring, '');
  const { field, focusRef: inputRef } = parts;
  // The caret to restore after React writes the formatted value; a new object on every edit, so a refused
  // character (same value) still puts the caret back.
  const [pendingCaret, setPendingCaret] = useState<Edit | null>(null);
  // The collapsed caret before the edit, which tells Delete from Backspace.
  const caretBefore = useRef<number | undefined>(undefined);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret && input && document.activeElement === input) {
      input.setSelectionRange(pendingCaret.caret, pendingCaret.caret);
    }
  }, [pendingCaret, inputRef]);

  const rememberCaret = () => {
    const input = inputRef.current;
    caretBefore.current =
      input && input.selectionStart === input.selectionEnd ? (input.selectionStart ?? undefined) : undefined;
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.target;
    const result = maskEdit({
      previousValue: field.value,
      previousCaret: caretBefore.current,
      nextRawValue: target.value,
      caret: target.selectionStart ?? target.value.length,
      mask,
    });
    if (result.value !== field.value) field.setValue(result.value);
    setPendingCaret({ ...result });
    caretBefore.current = result.caret;
  };

  return (
    <AriaTextField {...parts.rest} {...parts.rootProps} value={field.value}>
      {parts.label}
      <div className={fieldStyles.control}>
        <Input
          ref={inputRef}
          placeholder={placeholder ?? resolveMask(mask)}
          onChange={handleChange}
          onKeyDown={rememberCaret}
          onSelect={rememberCaret}
          className={fieldStyles.input}
        />
      </div>
      {parts.footer()}
    </AriaTextField>
  );
}
