import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';
import * as cells from '../../kit/cells.css';
import { tiles } from '../../kit/tiles.css';

// The area frame's styles (page, header, titles, link, cards…); a style declared below takes precedence.
export * from '../../kit/areaPage.css';
export { money, negative } from '../../kit/cells.css';

export const toolbarGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.md,
});

export const summaryItem = style({ display: 'grid', gap: vars.space.xxs });

export const summaryLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: vars.label.textTransform as never,
  letterSpacing: vars.label.letterSpacing,
});

export const summaryValue = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${details} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${details} dd`, { margin: 0 });

/** Money's tags can be buttons: they take the text's font and colour, and a pointer when they can be pressed. */
export const tag = style([
  cells.tag,
  {
    fontFamily: 'inherit',
    color: 'inherit',
    background: 'transparent',
    cursor: 'inherit',
    selectors: { 'button&:not([disabled])': { cursor: 'pointer' } },
    fontWeight: vars.fontWeight.medium,
  },
]);
export const tagTone = styleVariants({
  pending: { background: vars.color.warning, color: vars.color.onWarning, borderColor: 'transparent' },
  reconciled: { background: vars.color.success, color: vars.color.onSuccess, borderColor: 'transparent' },
  new: { background: vars.color.info, color: vars.color.onInfo, borderColor: 'transparent' },
  plain: {},
});

/** The ledger table's cells. */
export const cellLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  width: '100%',
});

export const cellText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const cellButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'block',
  width: '100%',
  minHeight: '1.75rem',
  lineHeight: '1.75rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radii.sm,
  cursor: 'text',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  borderBottom: `1px dashed ${vars.color.outline}`,
  ':hover': { background: `color-mix(in srgb, ${vars.color.primary} 10%, transparent)` },
  ':focus-visible': {
    outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
    outlineOffset: 0,
  },
});
export const alignEnd = style({ textAlign: 'end' });

export const cellInput = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  height: '2rem',
  paddingInline: vars.space.xs,
  font: 'inherit',
  color: vars.color.onSurface,
  background: vars.color.surface,
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.sm,
  ':focus': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 0 },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.error } },
});

export const smallButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.75rem',
  height: '1.75rem',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radii.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.primaryText,
  cursor: 'pointer',
  ':hover': { background: `color-mix(in srgb, ${vars.color.primary} 12%, transparent)` },
  ':focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` },
  selectors: { '&[disabled]': { opacity: 0.4, cursor: 'default' } },
});

export const dragHandle = style({ cursor: 'grab', color: vars.color.textMuted, userSelect: 'none' });

export const dropZone = style({ display: 'grid' });
globalStyle(`${dropZone} [role="row"][data-drop-target]`, {
  boxShadow: `inset 0 3px 0 ${vars.color.primary}`,
});
globalStyle(`${dropZone} [role="row"][data-dragging]`, { opacity: 0.5 });

export const swatch = style({
  display: 'inline-block',
  width: '0.875rem',
  height: '0.875rem',
  borderRadius: vars.radii.pill,
  border: `1px solid ${vars.color.outline}`,
  verticalAlign: 'middle',
  marginInlineEnd: vars.space.xs,
});

/** The account edit dialog's tabs. */
export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.outline}`,
  marginBottom: vars.space.md,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  color: vars.color.textMuted,
  fontFamily: vars.font.label,
  fontSize: vars.fontSize.sm,
  textTransform: vars.label.textTransform as never,
  letterSpacing: vars.label.letterSpacing,
  borderBottom: '3px solid transparent',
  outline: 'none',
  selectors: {
    '&[data-selected]': { color: vars.color.primaryText, borderBottomColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` },
    '&[data-disabled]': { opacity: 0.4, cursor: 'default' },
  },
});

export const formGrid = style({
  ...tiles('220px'),
  alignItems: 'start',
});

export const userChecks = style({
  ...tiles('220px', 'xs', 'fill'),
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.sm,
  overflowWrap: 'anywhere',
  maxHeight: '12rem',
  overflow: 'auto',
});

export const errorText = style({ color: vars.color.error, margin: 0 });

/** Tab panels stay mounted (their fields keep registering with the form); the inactive ones are hidden. */
export const tabPanel = style({ selectors: { '&[inert], &[hidden]': { display: 'none' } } });

/** A form's buttons, at the end of its last row. */
export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

/** The ledger dialog's sharing section: one row per user, a share check and a group choice. */
export const sharing = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.sm,
  minWidth: 0,
});
export const shareList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  maxHeight: '14rem',
  overflow: 'auto',
});
export const shareRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(9rem, 12rem)',
  alignItems: 'center',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});
export const shareName = style({ paddingInlineStart: vars.space.xs });

/** A phone table's first cell: its value and, small below it, what the hidden columns said. */
export const twoLine = style({ display: 'grid', minWidth: 0, lineHeight: 1.25 });
// A name wraps once before it ends in an ellipsis (a ledger's name was cut after a few letters on a phone).
export const twoLineMain = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});
export const twoLineSub = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

/** The ledger's opening balance row: its name reads as a label, not a transaction. */
export const openingName = style({ fontStyle: 'italic', color: vars.color.textMuted });

/** A phone's ledger item cell: the item, and under it the date, status and actions (wrapping). */
export const phoneCell = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, width: '100%' });
// A grid, so the item's text (an inline span while viewing) is blockified and ends in an ellipsis.
export const phoneMain = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
  overflow: 'hidden',
});
export const phoneMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  minWidth: 0,
});
export const phoneMetaItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
  maxWidth: '100%',
});

/** The type beside an amount being typed: deposit or withdrawal, so the sign is never a surprise. */
export const amountEditor = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  width: '100%',
});
export const typeSign = style({
  flex: 'none',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radii.pill,
  lineHeight: '1.5rem',
});
export const typeSignTone = styleVariants({
  deposit: { background: vars.color.success, color: vars.color.onSuccess },
  withdrawal: { background: vars.color.error, color: vars.color.onError },
});

/** A box that takes its grid cell's width and no more (a table's wrapper measured by useNarrow). */
export const fill = style({ minWidth: 0 });

/** A name in a table cell (a flex box, where an ellipsis of its own does nothing): cut with an ellipsis. */
export const ellipsis = style({
  display: 'block',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
// Under a phone's two lines the name wraps once instead (twoLineMain clamps it).
globalStyle(`${twoLineMain} ${ellipsis}`, { display: 'inline', whiteSpace: 'normal' });
