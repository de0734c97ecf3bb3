import type { ReactNode } from 'react';
import { Input, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { fieldStyles } from '../field';
import { TextFieldFrame, type TextChromeProps } from '../field/TextFieldFrame';

export interface TextFieldProps
  extends TextChromeProps, Pick<AriaTextFieldProps, 'autoComplete' | 'inputMode' | 'onFocus' | 'onKeyDown'> {
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
  /** Text or an element before the input (a unit, an icon). */
  prefix?: ReactNode;
  /** Text or an element after the input. */
  suffix?: ReactNode;
}

/** A single-line text input with label, help, error and an optional length counter. */
export function TextField({ placeholder, prefix, suffix, ...props }: TextFieldProps) {
  return (
    <TextFieldFrame<HTMLInputElement>
      {...props}
      control={(focusRef) => (
        <div className={fieldStyles.control}>
          {prefix !== undefined ? <span className={fieldStyles.adornment}>{prefix}</span> : null}
          <Input ref={focusRef} placeholder={placeholder} className={fieldStyles.input} />
          {suffix !== undefined ? <span className={fieldStyles.adornment}>{suffix}</span> : null}
        </div>
      )}
    />
  );
}
