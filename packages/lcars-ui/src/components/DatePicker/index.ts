export { DatePicker, type DatePickerProps, type DateRange } from './DatePicker';
