// The public API of @lcars/ui. Anything not exported here is internal.
export {
  ThemeProvider,
  useAlert,
  useTheme,
  type ActiveAlert,
  type AlertSettings,
  type Look,
  type TextDirection,
  type ThemeProviderProps,
  type ThemeState,
} from './theme/ThemeProvider';
export { vars, type ThemeVars } from './theme/contract.css';
export { materialDarkTheme, materialLightTheme } from './theme/material.css';
export { lcarsTheme } from './theme/lcars.css';
export {
  fontStacks,
  lcarsCanon,
  lcarsTokens,
  materialBrand,
  materialDarkTokens,
  materialLightTokens,
  type AlertTokens,
  type ColorTokens,
  type ThemeTokens,
} from './theme/tokens';

export {
  AlertType,
  alertKind,
  alertLabels,
  alertPalettes,
  alertTypes,
  blinkPhase,
  DEFAULT_ALERT_TIMEOUT,
  isAlertType,
  isAlternateAlert,
  resolveAlertColors,
  type AlertBase,
  type AlertKind,
  type AlertPalette,
} from './theme/alertPalettes';
export {
  isThemeColorValue,
  readableOn,
  serverThemeVars,
  type ServerTheme,
  type ThemeColor,
} from './theme/serverTheme';
export type { LcarsColor } from './theme/fills.css';
export type { LcarsSize } from './theme/frame.css';

// Layout: the elements pages are built from, spaced by the theme's space scale.
export * from './components/Box';
export * from './components/Stack';
export * from './components/Inline';
export * from './components/Columns';
export * from './components/VisuallyHidden';
export * from './components/Table';

export { Button, type ButtonProps, type ButtonVariant } from './components/Button';
export { Card, type CardProps } from './components/Card';
export { TextField, type TextFieldProps } from './components/TextField';
export { TextArea, type TextAreaProps } from './components/TextArea';
export { NumberField, type NumberFieldProps } from './components/NumberField';
export {
  CurrencyField,
  parseCurrencyInput,
  type CurrencyFieldProps,
  type CurrencyInputResult,
} from './components/CurrencyField';
export { MaskedField, type MaskedFieldProps } from './components/MaskedField';
export { DatePicker, type DatePickerProps, type DateRange } from './components/DatePicker';
export { DateField, type DateFieldProps, type DateInputCommonProps } from './components/DateField';
export { DateRangeField, type DateRangeFieldProps } from './components/DateRangeField';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { ComboBox, type ComboBoxProps } from './components/ComboBox';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { Switch, type SwitchProps } from './components/Switch';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/RadioGroup';
export {
  DOCUMENT_FILE_TYPES,
  FileDropZone,
  formatFileSize,
  IMAGE_FILE_TYPES,
  type FileAccept,
  type FileDropZoneProps,
  type FileRejection,
} from './components/FileDropZone';
export {
  Form,
  useFormField,
  type FormFieldProps,
  type FormFieldState,
  type FormProps,
  type FormValues,
} from './components/Form';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
} from './components/DataTable';
export { List, type ListItem, type ListProps } from './components/List';

// Shell, navigation, overlays and feedback.
export * from './layout';
export type { ShellTokens } from './theme/tokens';
export * from './components/IconButton';
export * from './components/Badge';
export * from './components/AppBar';
export * from './components/Toolbar';
export * from './components/Footer';
export * from './components/NavigationDrawer';
export * from './components/Drawer';
export * from './components/Menu';
export * from './components/Dialog';
export * from './components/ConfirmDialog';
export * from './components/Toast';
export * from './components/Loader';
export * from './components/Transition';

// The LCARS frame, the alert status block and sound.
export * from './components/AlertStatus';
export * from './components/LcarsElbow';
export * from './components/LcarsBar';
export * from './components/LcarsPill';
export * from './components/LcarsBlock';
export * from './components/LcarsSidePanel';
export * from './components/LcarsHeaderBar';
export * from './components/LcarsFooterBar';
export * from './components/LcarsDataCascade';
export * from './components/LcarsFrame';
export * from './sound';

// The pure helpers: formatting, masks, dates, validation rules, paging.
export * from './input';
