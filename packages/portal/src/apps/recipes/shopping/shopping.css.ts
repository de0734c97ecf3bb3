import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';

// The shopping list on a phone in a shop: rows a thumb can hit (48 px), ticked items struck through and last.
export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 48,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.outline}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
});

export const itemText = style({ flex: '1 1 auto', minWidth: 0, display: 'grid', gap: 2 });
export const ticked = style({ opacity: 0.6 });
globalStyle(`${ticked} ${itemText} strong`, { textDecoration: 'line-through' });
export const sources = style({ color: vars.color.textMuted, fontSize: '0.85em', overflowWrap: 'anywhere' });
export const amount = style({ fontWeight: 400 });
export const addRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });
globalStyle(`${addRow} > *`, { flex: '1 1 10rem', minWidth: 0 });
export const status = style({ color: vars.color.textMuted, margin: 0 });
