export { DateRangeField, type DateRangeFieldProps } from './DateRangeField';
