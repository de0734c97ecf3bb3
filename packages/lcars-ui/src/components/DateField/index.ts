export { DateField, type DateFieldProps } from './DateField';
export type { DateInputCommonProps } from './DateInputBase';
