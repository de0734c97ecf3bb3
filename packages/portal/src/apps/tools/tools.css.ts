import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';
import { tiles } from '../../kit/tiles.css';
import { dataTable } from '../../kit/cells.css';

// The area frame's styles (page, header, titles, link, cards…); a style declared below takes precedence.
export * from '../../kit/areaPage.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const twoColumns = style({
  ...tiles('min(100%, 20rem)'),
  alignItems: 'start',
});

/** A group of checkboxes or switches under its own legend. */
export const fieldset = style({
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.md,
  padding: vars.space.sm,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  minWidth: 0,
});
export const column = style({ flexDirection: 'column', flexWrap: 'nowrap' });
export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.medium });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const kind = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** The candidate count: large, and in the error colour when the search would be refused. */
export const count = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
});
export const refusal = style({ color: vars.color.error, margin: 0 });

export const progress = style({
  width: '100%',
  height: '0.75rem',
  accentColor: vars.color.primary,
});

/** The found password: shown once, in a box of its own, in a monospace face so that every character reads. */
export const secret = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `2px solid ${vars.color.success}`,
  borderRadius: vars.radii.md,
});
export const secretValue = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const table = style([dataTable]);
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
export const tableRow = style({ borderTop: `1px solid ${vars.color.outline}` });
export const scroll = style({ overflowX: 'auto', maxWidth: '100%' });
export const progressCell = style({ minWidth: '9rem' });
export const small = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, margin: 0 });
export const error = style({ color: vars.color.error, margin: 0 });
export const code = style({ fontFamily: vars.font.mono });
