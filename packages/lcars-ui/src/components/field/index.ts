// Field chrome shared by the form components; internal to the package.
export {
  FieldCounter,
  FieldFooter,
  FieldIcon,
  FieldLabel,
  joinClasses,
  usePortalContainer,
  type FieldChromeProps,
} from './Field';
export * as fieldStyles from './field.css';
export {
  useFieldParts,
  useFieldWiring,
  useParsedFieldParts,
  useToggleParts,
  useToggleWiring,
  type FieldParts,
  type FieldPartsProps,
  type FieldWiring,
  type FieldWiringOptions,
  type ToggleProps,
} from './useFieldWiring';
