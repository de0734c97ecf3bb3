import { style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';
import { tiles } from '../kit/tiles.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
});

export const apps = style({
  ...tiles('260px', 'md', 'fill'),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const appItem = style({ display: 'grid' });

export const empty = style({ color: vars.color.textMuted });
