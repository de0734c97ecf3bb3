// Generic form rules (platform spec section 5).
export { isEmptyValue } from './isEmptyValue';
export { rules, type Rule } from './rules';
export { DEFAULT_MAX_ERRORS, validate } from './validate';
