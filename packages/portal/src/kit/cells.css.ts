import { style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';

/** Amounts line up in columns and never wrap. */
export const money = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const negative = style([money, { color: vars.color.error }]);

/** A plain table of figures: full width, ruled by its rows, digits in columns. */
export const dataTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
});

/** A small pill with a word in it (a status, a kind). */
export const tag = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radii.pill,
  fontSize: vars.fontSize.xs,
  lineHeight: '1.5rem',
  border: `1px solid ${vars.color.outline}`,
  whiteSpace: 'nowrap',
});
