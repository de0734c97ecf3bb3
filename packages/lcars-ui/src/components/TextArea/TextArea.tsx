import { TextArea as AriaTextArea } from 'react-aria-components';
import { fieldStyles, joinClasses } from '../field';
import { TextFieldFrame, type TextChromeProps } from '../field/TextFieldFrame';

export interface TextAreaProps extends TextChromeProps {
  /** Visible lines. Default 4. */
  rows?: number;
}

/** Multi-line text with label, help, error and an optional length counter. */
export function TextArea({ placeholder, rows = 4, ...props }: TextAreaProps) {
  return (
    <TextFieldFrame<HTMLTextAreaElement>
      {...props}
      control={(focusRef) => (
        <div className={joinClasses(fieldStyles.control, fieldStyles.controlMultiline)}>
          <AriaTextArea
            ref={focusRef}
            rows={rows}
            placeholder={placeholder}
            className={fieldStyles.textarea}
          />
        </div>
      )}
    />
  );
}
