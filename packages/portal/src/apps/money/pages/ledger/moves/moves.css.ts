// The money-moves pieces: per-currency totals, the reconcile panel, the search results.
import { style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';

export const totals = style({ color: vars.color.textMuted, margin: 0, overflowWrap: 'anywhere' });

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.outline}`,
});

export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
});

export const figure = style({ display: 'grid', gap: vars.space.xxs });

export const figureLabel = style({ color: vars.color.textMuted, fontSize: '0.85em' });

export const balanced = style({ color: vars.color.success });

export const unbalanced = style({ color: vars.color.error });

export const highlight = style({ outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 });

export const tickRow = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'baseline',
});
