// @lcars/ui/input: the pure helpers (no React, no CSS), safe to import in Node (the API, the CLI, tests).
// Everything here is re-exported from the main entry as well.
export { formatCurrency, type FormatCurrencyOptions } from './money/formatCurrency';
export { contrastRatio, relativeLuminance, WCAG_AA_NON_TEXT, WCAG_AA_TEXT } from './theme/contrast';
export {
  applyMask,
  isMaskComplete,
  isMaskPresetName,
  maskEdit,
  maskPresets,
  resolveMask,
  unmask,
  type Mask,
  type MaskEditInput,
  type MaskEditResult,
  type MaskPresetName,
} from './masks';
export {
  DATE_PICKER_DAY_CELLS,
  DATE_PICKER_YEARS_BACK,
  DATE_PICKER_YEARS_FORWARD,
  DATE_RANGE_SEPARATOR,
  DEFAULT_DATE_FORMAT,
  datePickerYears,
  daysInMonth,
  formatDateInput,
  isLeapYear,
  localeDateFormat,
  monthGrid,
  parseDateInput,
  parseIsoDate,
  toIsoDate,
  type CalendarDate,
  type DateFormatOptions,
  type DateInputOptions,
  type DateInputResult,
  type MonthGridCell,
} from './dates';
export { DEFAULT_MAX_ERRORS, isEmptyValue, rules, validate, type Rule } from './validation';
export {
  DEFAULT_ITEMS_PER_PAGE,
  pagedListMeta,
  pageOf,
  ROWS_PER_PAGE_OPTIONS,
  TABLE_PAGE_SIZES,
  type PagedList,
  type PagedListMeta,
  type PageOptions,
  type SortDirection,
} from './paging';
export {
  pageTransitions,
  transitionDurations,
  type PageTransitionName,
  type TransitionDurations,
} from './components/Transition/transitions';
