import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inLook } from '../../theme/looks';
import { smallScreen } from '../../theme/frame.css';
import { footer as fieldFooter, label as fieldLabel } from '../field/field.css';
import { labelCase } from '../../theme/labelCase';

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radii.card,
  boxShadow: vars.elevation.card,
  overflow: 'hidden',
  selectors: {
    // LCARS: the table sits on black between a lilac bar above and a thin one below.
    [inLook('lcars')]: {
      backgroundColor: vars.color.background,
      borderRadius: 0,
      boxShadow: 'none',
      borderBlockStart: `${vars.shape.barHeightSm} solid ${vars.color.secondary}`,
      borderBlockEnd: `${vars.shape.barHeightSm} solid ${vars.color.secondary}`,
      borderStartStartRadius: vars.radii.lg,
      borderEndStartRadius: vars.radii.lg,
      borderInlineStart: `1.5rem solid ${vars.color.secondary}`,
    },
  },
  '@media': {
    '(forced-colors: active)': { border: '0.0625rem solid CanvasText' },
    // A phone needs the room for its columns: a thinner bar at the start.
    [smallScreen]: { selectors: { [inLook('lcars')]: { borderInlineStartWidth: '0.75rem' } } },
  },
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  minBlockSize: '3rem',
  backgroundColor: `color-mix(in srgb, ${vars.color.primary} 12%, transparent)`,
});

export const selectedCount = style({ fontWeight: vars.fontWeight.medium });

export const deleteSelected = style({
  appearance: 'none',
  minBlockSize: vars.size.control,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radii.button,
  backgroundColor: vars.color.error,
  color: vars.color.onError,
  fontFamily: vars.font.label,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  ...labelCase,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
    [inLook('lcars')]: { borderRadius: vars.shape.pillCap },
  },
});

export const table = style({
  position: 'relative',
  display: 'block',
  inlineSize: '100%',
  overflow: 'auto',
  overscrollBehavior: 'contain',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
});

// Every row lays its cells on the same column template, set on the grid as a custom property.
const rowGrid = {
  display: 'grid',
  gridTemplateColumns: 'var(--lcars-table-columns)',
  minInlineSize: '100%',
  boxSizing: 'border-box',
} as const;

export const headerRow = style({
  ...rowGrid,
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  backgroundColor: vars.color.surface,
  selectors: { [inLook('lcars')]: { backgroundColor: vars.color.background } },
});

export const emptyRow = style({ display: 'block' });

export const nativeCheckbox = style({
  position: 'absolute',
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const column = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.md,
  borderBlockEnd: `0.0625rem solid ${vars.color.outline}`,
  fontFamily: vars.font.label,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  outline: 'none',
  // A phone's columns are narrow: half the padding leaves their content the room.
  '@media': { [smallScreen]: { paddingInline: vars.space.sm } },
  selectors: {
    '&[data-sortable]': { cursor: 'pointer' },
    '&[data-sortable]:hover': { color: vars.color.onSurface },
    '&:focus-visible': { outline: `0.125rem solid ${vars.color.focusRing}`, outlineOffset: '-0.125rem' },
    [inLook('lcars')]: {
      color: vars.color.primaryText,
      fontWeight: vars.fontWeight.regular,
      ...labelCase,
      borderBlockEnd: `0.1875rem solid ${vars.color.secondary}`,
    },
  },
});

export const columnLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const sortIcon = style({
  display: 'inline-flex',
  fontSize: '0.75rem',
  opacity: 0.35,
  selectors: { '&[data-direction]': { opacity: 1, color: vars.color.primaryText } },
});

export const selectionColumn = style({ justifyContent: 'center', paddingInline: vars.space.xs });

export const body = style({ position: 'relative' });

export const row = style({
  ...rowGrid,
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: '100%',
  outline: 'none',
  cursor: 'default',
  color: vars.color.onSurface,
  borderBlockEnd: `0.0625rem solid color-mix(in srgb, ${vars.color.outline} 40%, transparent)`,
  selectors: {
    '&:hover': { backgroundColor: `color-mix(in srgb, currentColor 6%, transparent)` },
    '&[data-selected]': { backgroundColor: `color-mix(in srgb, ${vars.color.primary} 16%, transparent)` },
    // The footer draws the table's last line.
    '&:last-child': { borderBlockEnd: 0 },
    [inLook('lcars')]: { borderBlockEnd: 0 },
    [`${inLook('lcars')}[data-selected]`]: {
      backgroundColor: `color-mix(in srgb, ${vars.color.primary} 22%, transparent)`,
    },
  },
});

export const cell = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.md,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `0.125rem solid ${vars.color.focusRing}`, outlineOffset: '-0.125rem' },
    [inLook('lcars')]: { fontSize: vars.fontSize.md },
  },
  '@media': { [smallScreen]: { paddingInline: vars.space.sm } },
});

export const align = styleVariants({
  start: { justifyContent: 'flex-start', textAlign: 'start' },
  center: { justifyContent: 'center', textAlign: 'center' },
  end: { justifyContent: 'flex-end', textAlign: 'end' },
});

export const deleteButton = style({
  selectors: {
    '&:hover': { color: vars.color.error },
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` },
    [inLook('lcars')]: { backgroundColor: vars.color.error, color: vars.color.onError },
  },
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '2.75rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    [inLook('lcars')]: labelCase,
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderBlockStart: `0.0625rem solid ${vars.color.outline}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { [inLook('lcars')]: { borderBlockStart: 0, textTransform: vars.label.textTransform } },
});

export const loading = style({ marginInlineEnd: 'auto', color: vars.color.primaryText });

export const pageSize = style({
  flexDirection: 'row',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: '12rem',
});

// The page-size list in the footer: label beside it on one line, no room kept for help or errors.
globalStyle(`${pageSize} ${fieldLabel}`, { whiteSpace: 'nowrap' });
globalStyle(`${pageSize} ${fieldFooter}`, { display: 'none' });

export const range = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const pager = style({ display: 'flex', gap: vars.space.xxs });

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
