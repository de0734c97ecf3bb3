import type { DateRange } from '../DatePicker';
import { DateInputBase, type DateInputCommonProps } from '../DateField/DateInputBase';

export interface DateRangeFieldProps extends DateInputCommonProps {
  /** The first and last day, ISO, or null when empty. */
  value?: DateRange | null;
  defaultValue?: DateRange | null;
  onChange?: (range: DateRange | null) => void;
}

/**
 * Two dates in one field: '01/02/2024 - 01/05/2024', split by a dash or other non-date characters, each part
 * checked; a range typed backwards is put in order, and one date alone is a one-day range. The calendar picks
 * the first and the last day with two presses.
 */
export function DateRangeField(props: DateRangeFieldProps) {
  return <DateInputBase<DateRange | null> {...props} mode="range" />;
}
