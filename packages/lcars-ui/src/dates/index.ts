// Date input: parsing, display and the date picker's data.
export {
  daysInMonth,
  isLeapYear,
  parseIsoDate,
  toIsoDate,
  type CalendarDate,
  type TodayInput,
} from './calendar';
export {
  DEFAULT_DATE_FORMAT,
  localeDateFormat,
  parseDateFormat,
  resolveDateFormat,
  type DateFormatOptions,
  type DateInputFormat,
  type DatePart,
  type DateSeparator,
} from './dateFormat';
export {
  DATE_PICKER_DAY_CELLS,
  DATE_PICKER_YEARS_BACK,
  DATE_PICKER_YEARS_FORWARD,
  datePickerYears,
  monthGrid,
  type MonthGridCell,
} from './datePicker';
export { DATE_RANGE_SEPARATOR, formatDateInput } from './formatDateInput';
export {
  parseDateInput,
  resolveTwoDigitYear,
  type DateInputOptions,
  type DateInputResult,
} from './parseDateInput';
