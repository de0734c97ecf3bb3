// The ledger's search, export and import controls (issue 21): their own styles, so the ledger's stay as they are.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';
import { tiles } from '../../../../../kit/tiles.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  margin: `${vars.space.sm} 0`,
});

export const field = style({ flex: '1 1 9rem', minWidth: 0, maxWidth: '16rem' });
export const wide = style({ flex: '2 1 14rem', minWidth: 0 });

export const results = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.onSurface,
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.md,
  overflowX: 'auto',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const mapping = style({
  ...tiles('11rem', 'sm'),
  alignItems: 'end',
});

export const scroller = style({ maxHeight: '50vh', overflow: 'auto', minWidth: 0 });

const pill = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radii.sm,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

/** A row's mark: each fill colour with its own text colour (contrast holds in every look and alert). */
export const status = styleVariants({
  new: [pill, { background: vars.color.success, color: vars.color.onSuccess }],
  duplicate: [pill, { background: vars.color.warning, color: vars.color.onWarning }],
  error: [pill, { background: vars.color.error, color: vars.color.onError }],
});

export const rowOf = styleVariants({
  new: {},
  duplicate: { background: `color-mix(in srgb, ${vars.color.warning} 12%, transparent)` },
  error: { background: `color-mix(in srgb, ${vars.color.error} 12%, transparent)` },
});

export const negative = style({ color: vars.color.error });

export const notices = style({
  margin: 0,
  padding: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  border: `1px solid ${vars.color.info}`,
  borderRadius: vars.radii.md,
  display: 'grid',
  gap: vars.space.xs,
});

/** The preview on a phone: one card a row, its checkbox beside what it holds. */
export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const card = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.sm,
  overflowWrap: 'anywhere',
});
export const cardBody = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, flex: 1 });
export const cardLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'baseline',
});
export const cardAmount = style({
  marginInlineStart: 'auto',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
