import { DateInputBase, type DateInputCommonProps } from './DateInputBase';

export interface DateFieldProps extends DateInputCommonProps {
  /** The date, ISO yyyy-mm-dd, or null when empty. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (isoDate: string | null) => void;
}

/**
 * A date typed in the locale's order and separator (or ISO yyyy-mm-dd), parsed when the field is left or Enter
 * is pressed, with a calendar button that opens the DatePicker. Two-digit years go to the nearest century; an
 * empty field is null; what cannot be read shows why.
 */
export function DateField(props: DateFieldProps) {
  return <DateInputBase<string | null> {...props} mode="single" />;
}
