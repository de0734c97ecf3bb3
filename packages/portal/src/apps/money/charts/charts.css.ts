import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';
import { tiles } from '../../../kit/tiles.css';

export const figure = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radii.card,
  background: vars.color.surface,
  color: vars.color.onSurface,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

/** Chart.js sizes its canvas to this box (responsive, no aspect ratio of its own). */
export const plot = style({ position: 'relative', height: '16rem', minWidth: 0 });

export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  color: vars.color.textMuted,
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.outline}`,
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'start' });

/** The table behind a chart while it is not shown: still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const charts = style({
  ...tiles('min(100%, 28rem)'),
  marginBlock: vars.space.md,
});
