import { style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';
import * as area from '../kit/areaPage.css';
import { tiles } from '../kit/tiles.css';

export { actions, breadcrumb, cardItem, header, link, muted, titles } from '../kit/areaPage.css';

// The admin area's pages breathe a little more than the apps': wider gaps, a larger title, wider cards.
export const page = style([area.page, { gap: vars.space.lg }]);

export const heading = style([area.heading, { fontSize: vars.fontSize.xxl }]);

export const cards = style([area.cards, { gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }]);

/** The settings pages' cards as tiles: as many 320 px wide columns as fit, the cards wrapping row by row. */
export const cardGrid = style({ ...tiles('320px', 'lg'), alignItems: 'start' });

export const status = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderInlineStart: `4px solid ${vars.color.success}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const errorText = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderInlineStart: `4px solid ${vars.color.error}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const tag = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  marginInlineEnd: vars.space.xxs,
  borderRadius: vars.radii.pill,
  border: `1px solid ${vars.color.outline}`,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

export const tagOn = style([
  tag,
  { background: vars.color.success, color: vars.color.onSuccess, borderColor: 'transparent' },
]);

export const tagOff = style([
  tag,
  { background: vars.color.error, color: vars.color.onError, borderColor: 'transparent' },
]);

export const swatch = style({
  display: 'inline-block',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radii.sm,
  border: `1px solid ${vars.color.outline}`,
  verticalAlign: 'middle',
  marginInlineEnd: vars.space.xxs,
});

export const checkGrid = style({
  ...tiles('12rem', 'xs', 'fill'),
});

export const fieldset = style({
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.md,
  padding: vars.space.sm,
  margin: 0,
  minWidth: 0,
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.medium });

export const secret = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.outline}`,
  borderRadius: vars.radii.sm,
  userSelect: 'all',
  wordBreak: 'break-all',
});

export const preview = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70dvh',
  margin: '0 auto',
  objectFit: 'contain',
});

export const pre = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});
