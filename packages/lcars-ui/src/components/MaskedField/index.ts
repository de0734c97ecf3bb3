export { MaskedField, type MaskedFieldProps } from './MaskedField';
