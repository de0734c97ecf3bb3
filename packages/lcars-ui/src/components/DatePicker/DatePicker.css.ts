import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inLook } from '../../theme/looks';
import { labelCase } from '../../theme/labelCase';

export const picker = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.onSurface,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const navButton = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radii.pill,
  background: 'transparent',
  color: vars.color.onSurface,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: `color-mix(in srgb, currentColor 12%, transparent)` },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` },
    '&[data-disabled]': { opacity: 0.4, cursor: 'default' },
    [inLook('lcars')]: { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    [`${inLook('lcars')}[data-hovered]`]: { backgroundColor: vars.color.primary, filter: 'brightness(1.12)' },
  },
});

export const select = style({
  flex: '1 1 auto',
  minInlineSize: '5.5rem',
  blockSize: '2.25rem',
  paddingInline: vars.space.sm,
  border: `0.0625rem solid ${vars.color.outline}`,
  borderRadius: vars.radii.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` },
    [inLook('lcars')]: {
      border: `0.1875rem solid ${vars.color.secondary}`,
      borderRadius: vars.shape.pillCap,
      backgroundColor: vars.color.background,
      ...labelCase,
      paddingInline: vars.space.md,
    },
  },
});

export const grid = style({ borderCollapse: 'collapse', outline: 'none' });

export const weekday = style({
  blockSize: '2rem',
  inlineSize: '2.5rem',
  padding: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
  selectors: {
    [inLook('lcars')]: {
      color: vars.color.secondary,
      ...labelCase,
    },
  },
});

export const cell = style({
  padding: '0.0625rem',
  textAlign: 'center',
  selectors: {
    '&[data-in-range]': { backgroundColor: `color-mix(in srgb, ${vars.color.primary} 18%, transparent)` },
    '&[data-range-start]': { borderStartStartRadius: vars.radii.pill, borderEndStartRadius: vars.radii.pill },
    '&[data-range-end]': { borderStartEndRadius: vars.radii.pill, borderEndEndRadius: vars.radii.pill },
  },
});

export const day = style({
  appearance: 'none',
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  padding: 0,
  border: '0.0625rem solid transparent',
  borderRadius: vars.radii.pill,
  background: 'transparent',
  color: vars.color.onSurface,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: `color-mix(in srgb, currentColor 12%, transparent)` },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '-0.0625rem',
    },
    '&[data-outside]': { color: vars.color.textMuted },
    '&[data-today]': { borderColor: vars.color.primaryText, fontWeight: vars.fontWeight.bold },
    '&[data-selected]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    '&[data-selected]:hover': { backgroundColor: vars.color.primary, filter: 'brightness(1.1)' },
    [inLook('lcars')]: { fontSize: vars.fontSize.md },
    [`${inLook('lcars')}[data-today]`]: { borderColor: vars.color.tertiary, color: vars.color.tertiary },
    [`${inLook('lcars')}[data-selected]`]: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-selected]': { backgroundColor: 'Highlight', color: 'HighlightText' } },
    },
  },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

// Long enough for "September" in the LCARS face; the year list takes what is left.
export const monthSelect = style({ minInlineSize: '8.5rem', flexGrow: 2 });
