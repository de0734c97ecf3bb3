import type { ReactNode, RefObject } from 'react';
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldCounter } from './Field';
import { useFieldParts, type FieldPartsProps } from './useFieldWiring';

/** The props TextField and TextArea share: a string value, its chrome, a placeholder and a length counter. */
export interface TextChromeProps
  extends
    FieldPartsProps<string>,
    Pick<
      AriaTextFieldProps,
      'isDisabled' | 'isReadOnly' | 'autoFocus' | 'aria-label' | 'aria-labelledby' | 'id'
    > {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  /**
   * Shows a counter of the length against this maximum, error-coloured when over. It does not stop typing:
   * add `rules.maxLength(n)` to refuse the value.
   */
  counter?: number;
}

type TextFrameProps<E extends HTMLElement> = Omit<TextChromeProps, 'placeholder'> &
  Pick<AriaTextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'onFocus' | 'onKeyDown'> & {
    /** Draws the control; give `focusRef` to the input, which a Form focuses when the field is invalid. */
    control: (focusRef: RefObject<E | null>) => ReactNode;
  };

/**
 * One react-aria TextField with its label, footer and counter, around the control the caller draws: what
 * TextField (one line) and TextArea (several) have in common.
 */
export function TextFieldFrame<E extends HTMLInputElement | HTMLTextAreaElement>({
  counter,
  control,
  ...props
}: TextFrameProps<E>) {
  const { field, focusRef, rootProps, rest, label, footer } = useFieldParts<string, E, typeof props>(
    props,
    '',
  );
  return (
    <AriaTextField {...rest} {...rootProps} value={field.value} onChange={field.setValue}>
      {label}
      {control(focusRef)}
      {footer(counter !== undefined ? <FieldCounter length={field.value.length} max={counter} /> : null)}
    </AriaTextField>
  );
}
