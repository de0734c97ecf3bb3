export { CurrencyField, type CurrencyFieldProps } from './CurrencyField';
export { parseCurrencyInput, type CurrencyInputResult } from './parseCurrencyInput';
