// Generic form rules, shared by every form.
export { isEmptyValue } from './isEmptyValue';
export { rules, type Rule } from './rules';
export { DEFAULT_MAX_ERRORS, validate } from './validate';
