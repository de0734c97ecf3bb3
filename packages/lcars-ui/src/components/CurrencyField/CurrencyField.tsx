import { useLayoutEffect, useRef, useState } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { formatCurrency } from '../../money/formatCurrency';
import { fieldStyles, joinClasses, useParsedFieldParts, type FieldPartsProps } from '../field';
import { centsToEditText, parseCurrencyInput } from './parseCurrencyInput';

export interface CurrencyFieldProps
  extends
    FieldPartsProps<number | null>,
    Pick<
      AriaTextFieldProps,
      'isDisabled' | 'isReadOnly' | 'autoFocus' | 'aria-label' | 'aria-labelledby' | 'id'
    > {
  /** The amount in integer cents, or null when empty. */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (cents: number | null) => void;
  onBlur?: () => void;
  /** Currency symbol. Default '$'. */
  symbol?: string;
  /**
   * Fraction digits of the currency's minor unit, the unit of `value`: 2 (cents, the default), 0 (yen: whole
   * amounts only), 3 (dinars).
   */
  fractionDigits?: number;
  placeholder?: string;
}

/**
 * Money in integer cents. Shown with formatCurrency ($1,234.56, negatives in parentheses); while focused it
 * shows plain text to edit, selected whole so that typing replaces it, and what is typed is parsed digit by
 * digit, never through floating point.
 */
export function CurrencyField({
  symbol = '$',
  fractionDigits = 2,
  placeholder,
  ...props
}: CurrencyFieldProps) {
  const parts = useParsedFieldParts<number | null, HTMLInputElement, typeof props>(props, null);
  const { field, focusRef: inputRef } = parts;
  // The text being edited; null shows the formatted value.
  const [editText, setEditText] = useState<string | null>(null);
  const shown =
    editText ??
    (field.value === null ? '' : formatCurrency(field.value, { symbol, minorDigits: fractionDigits }));
  // Focus selects the whole amount, so what is typed replaces it: clicking "$0.00" and typing 2500 gives
  // 2,500.00, not 25,000.00 from "0.00" with 2500 typed into it (issue 29). The text changes on focus (the
  // formatted value becomes plain), so the selection is made once that text is in the input.
  const selectAll = useRef(false);
  useLayoutEffect(() => {
    if (!selectAll.current) return;
    selectAll.current = false;
    inputRef.current?.select();
  });
  // A click's own mouseup would put the caret where it landed (Safari does): the click that focused the field
  // keeps the whole amount selected.
  const focusedByPointer = useRef(false);

  const commit = (text: string) => {
    const parsed = parseCurrencyInput(text, symbol, fractionDigits);
    if (parsed.valid) {
      parts.setParseError(null);
      setEditText(null);
      if (parsed.cents !== field.value) field.setValue(parsed.cents);
    } else {
      parts.setParseError(parsed.reason);
    }
  };

  return (
    <AriaTextField
      {...parts.rest}
      {...parts.rootProps}
      value={shown}
      onChange={setEditText}
      onFocus={() => {
        if (editText === null) {
          selectAll.current = true;
          setEditText(centsToEditText(field.value, fractionDigits));
        } else {
          inputRef.current?.select();
        }
      }}
      onBlur={() => {
        commit(shown);
        parts.rootProps.onBlur();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(shown);
        else event.continuePropagation();
      }}
      inputMode={fractionDigits === 0 ? 'numeric' : 'decimal'}
    >
      {parts.label}
      <div className={fieldStyles.control}>
        {editText !== null ? (
          <span className={fieldStyles.adornment} aria-hidden="true">
            {symbol}
          </span>
        ) : null}
        <Input
          ref={inputRef}
          onMouseDown={(event) => {
            focusedByPointer.current = document.activeElement !== event.currentTarget;
          }}
          onMouseUp={(event) => {
            if (!focusedByPointer.current) return;
            focusedByPointer.current = false;
            event.preventDefault();
            event.currentTarget.select();
          }}
          placeholder={placeholder}
          className={joinClasses(fieldStyles.input, fieldStyles.numericInput)}
        />
      </div>
      {parts.footer()}
    </AriaTextField>
  );
}
