// Money, depth: the categories, budget and rules screens (native controls in the ledger's cell style).
import { style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';

export const page = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const field = style({ display: 'grid', gap: vars.space.xxs, minWidth: '8rem', flex: '1 1 10rem' });

export const label = style({ fontSize: '0.85em', color: vars.color.textMuted });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const headCell = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.xs}`,
  fontWeight: 600,
  borderBottom: `1px solid ${vars.color.outline}`,
});

export const cell = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.outline}`,
  textAlign: 'start',
  overflowWrap: 'break-word',
});

export const number = style({ textAlign: 'end', whiteSpace: 'nowrap', overflowWrap: 'normal' });

/** The budgeted amount's field: narrow enough for a phone's row. */
export const amountInput = style({
  width: '100%',
  minWidth: '4.5rem',
  maxWidth: '9rem',
  marginInlineStart: 'auto',
  display: 'block',
});

export const groupRow = style({ fontWeight: 600, color: vars.color.primaryText });

export const over = style({ color: vars.color.error, fontWeight: 600 });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.sm,
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: '1.1em' });

export const categoryPick = style({ maxWidth: '100%' });

export const sub = style({
  display: 'block',
  fontSize: '0.8em',
  fontWeight: 'normal',
  color: vars.color.textMuted,
});
