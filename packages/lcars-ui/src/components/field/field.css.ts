import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inLook } from '../../theme/looks';
import { labelCase } from '../../theme/labelCase';

// The chrome every field shares: label, outlined control (material) or pill (lcars), description, error and
// counter. Components compose these classes; only the inside of the control differs between them.

/** The width of an LCARS pill's outline; the invalid cap covers it to end the pill in one solid shape. */
const lcarsOutline = '0.1875rem';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  // Room between the label and the pill's focus ring, which sits outside the pill.
  selectors: { [inLook('lcars')]: { gap: vars.space.sm } },
});

export const label = style({
  fontFamily: vars.font.label,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  selectors: {
    [`${field}:focus-within &`]: { color: vars.color.primaryText },
    [`${field}[data-invalid] &`]: { color: vars.color.error },
    // LCARS labels: uppercase Antonio in the primary canon colour, at the start of the pill.
    [inLook('lcars')]: {
      color: vars.color.primaryText,
      fontWeight: vars.fontWeight.regular,
      ...labelCase,
      paddingInlineStart: vars.space.md,
    },
    [`${inLook('lcars')}:is(${field}:focus-within *)`]: { color: vars.color.tertiary },
    [`${inLook('lcars')}:is(${field}[data-invalid] *)`]: { color: vars.color.error },
  },
});

export const requiredMark = style({ color: vars.color.error, marginInlineStart: vars.space.xxs });

/** The box around an input and its adornments (prefix, buttons). */
export const control = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.control,
  paddingInline: vars.space.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  border: `0.0625rem solid ${vars.color.outline}`,
  borderRadius: vars.radii.sm,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': { borderColor: vars.color.onSurface },
    // The focused outline thickens without moving the content: an inset shadow adds the second pixel.
    '&:focus-within': {
      borderColor: vars.color.primaryText,
      boxShadow: `inset 0 0 0 0.0625rem ${vars.color.primaryText}`,
    },
    [`${field}[data-invalid] &`]: { borderColor: vars.color.error },
    [`${field}[data-invalid] &:focus-within`]: { boxShadow: `inset 0 0 0 0.0625rem ${vars.color.error}` },
    [`${field}[data-disabled] &`]: { opacity: 0.5, borderStyle: 'dashed' },
    // LCARS: a black pill outlined in lilac, turning blue when focused and red when invalid.
    [inLook('lcars')]: {
      backgroundColor: vars.color.background,
      border: `${lcarsOutline} solid ${vars.color.secondary}`,
      borderRadius: vars.shape.pillCap,
      paddingInline: vars.space.md,
    },
    [`${inLook('lcars')}:hover`]: { borderColor: vars.color.tertiary },
    [`${inLook('lcars')}:focus-within`]: { borderColor: vars.color.tertiary, boxShadow: 'none' },
    [`${inLook('lcars')}:is(${field}[data-invalid] *)`]: { borderColor: vars.color.error },
    // In red alert every frame colour turns red, close to the error red, so colour alone no longer marks an
    // invalid pill: it also ends in a solid cap marked "!", a shape that tells in any palette. The alt text ("")
    // keeps the mark out of the accessible name; the error message carries the meaning.
    [`${inLook('lcars')}:is(${field}[data-invalid] *)::after`]: {
      content: '"!" / ""',
      flex: 'none',
      alignSelf: 'stretch',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      minInlineSize: '1.75rem',
      // Over the end of the outline too, so the pill ends in one solid cap.
      marginBlock: `calc(-1 * ${lcarsOutline})`,
      marginInlineEnd: `calc(-1 * (${vars.space.md} + ${lcarsOutline}))`,
      paddingInlineEnd: vars.space.xs,
      borderStartEndRadius: vars.shape.pillCap,
      borderEndEndRadius: vars.shape.pillCap,
      backgroundColor: vars.color.error,
      color: vars.color.onError,
      fontFamily: vars.font.label,
      fontSize: vars.fontSize.lg,
      fontWeight: vars.fontWeight.bold,
      lineHeight: 1,
    },
  },
  '@media': {
    '(pointer: coarse)': { minBlockSize: vars.size.controlTouch },
    '(forced-colors: active)': { borderColor: 'CanvasText' },
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
});

/** Taller box for a text area: the pill becomes a rounded panel. */
export const controlMultiline = style({
  alignItems: 'stretch',
  paddingBlock: vars.space.xs,
  selectors: {
    [inLook('lcars')]: { borderRadius: vars.radii.lg },
    // The invalid mark runs the panel's full height, rounded like the panel.
    [`${inLook('lcars')}:is(${field}[data-invalid] *)::after`]: {
      marginBlock: `calc(-1 * (${vars.space.xs} + ${lcarsOutline}))`,
      borderStartEndRadius: vars.radii.lg,
      borderEndEndRadius: vars.radii.lg,
    },
  },
});

export const input = style({
  flex: 1,
  minInlineSize: 0,
  alignSelf: 'stretch',
  margin: 0,
  padding: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
    [inLook('lcars')]: { letterSpacing: '0.02em' },
  },
});

export const textarea = style([
  input,
  { resize: 'vertical', minBlockSize: '4.5rem', lineHeight: vars.lineHeight.normal },
]);

export const numericInput = style({ textAlign: 'end' });

/** Text before or after the input inside the control ($, units). */
export const adornment = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  userSelect: 'none',
  selectors: { [inLook('lcars')]: { color: vars.color.primaryText } },
});

/** Small square buttons inside the control: steppers, the calendar and list openers, clear. */
export const iconButton = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  inlineSize: '1.75rem',
  blockSize: '1.75rem',
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: `color-mix(in srgb, currentColor 12%, transparent)` },
    '&[data-pressed]': { backgroundColor: `color-mix(in srgb, currentColor 20%, transparent)` },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: 0,
    },
    '&[data-disabled]': { opacity: 0.45, cursor: 'default' },
    [inLook('lcars')]: {
      borderRadius: vars.shape.pillCap,
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    [`${inLook('lcars')}[data-hovered]`]: { backgroundColor: vars.color.primary, filter: 'brightness(1.12)' },
    [`${inLook('lcars')}[data-pressed]`]: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
  },
  '@media': { '(pointer: coarse)': { minInlineSize: '2.75rem', minBlockSize: '2.75rem' } },
});

export const icon = style({
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  fill: 'currentColor',
  flex: 'none',
});

/** The line under the control: description or error at the start, counter at the end. */
export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: '1.125rem',
  selectors: { [inLook('lcars')]: { paddingInline: vars.space.md } },
});

export const description = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.error,
  selectors: {
    [inLook('lcars')]: labelCase,
  },
});

export const counter = style({
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: { '&[data-over]': { color: vars.color.error, fontWeight: vars.fontWeight.bold } },
});

/** Popovers (select lists, the date picker), rendered into the ThemeProvider's element (usePortalContainer). */
export const popover = style({
  boxSizing: 'border-box',
  minInlineSize: 'var(--trigger-width)',
  maxBlockSize: '20rem',
  overflow: 'auto',
  padding: vars.space.xs,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  border: `0.0625rem solid ${vars.color.outline}`,
  borderRadius: vars.radii.sm,
  boxShadow: vars.elevation.buttonHover,
  outline: 'none',
  selectors: {
    [inLook('lcars')]: {
      backgroundColor: vars.color.background,
      border: `0.1875rem solid ${vars.color.secondary}`,
      borderRadius: vars.radii.lg,
      boxShadow: 'none',
    },
  },
  '@media': { '(forced-colors: active)': { border: '0.0625rem solid CanvasText' } },
});

export const listBox = style({
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.control,
  paddingInline: vars.space.sm,
  borderRadius: vars.radii.sm,
  cursor: 'pointer',
  outline: 'none',
  fontSize: vars.fontSize.md,
  selectors: {
    '&[data-focused]': { backgroundColor: `color-mix(in srgb, ${vars.color.primary} 14%, transparent)` },
    '&[data-selected]': { color: vars.color.primaryText, fontWeight: vars.fontWeight.medium },
    '&[data-focus-visible]': {
      outline: `0.125rem solid ${vars.color.focusRing}`,
      outlineOffset: '-0.125rem',
    },
    '&[data-disabled]': { opacity: 0.45, cursor: 'default' },
    [inLook('lcars')]: {
      borderRadius: vars.shape.pillCap,
      paddingInline: vars.space.md,
      ...labelCase,
    },
    [`${inLook('lcars')}[data-focused]`]: {
      backgroundColor: vars.color.tertiary,
      color: vars.color.onTertiary,
    },
    [`${inLook('lcars')}[data-selected]`]: {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

// The tick is decoration (the option says aria-selected): its alternative text is empty, so it stays out of
// the option's accessible name ("3. Description", not "3. Description ✓").
globalStyle(`${option}[data-selected]::after`, { content: '"✓" / ""', marginInlineStart: 'auto' });
