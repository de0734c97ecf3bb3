// The page frame every area shares (admin, Money, the apps to come): a header with breadcrumb, title
// and actions above the content, and a grid of cards.
import { style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';
import { tiles } from './tiles.css';

export const page = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

// One column as wide as the page, never as wide as the toolbar's content: a long title or many actions wrap in
// the toolbar instead of widening the column (and the page) past a phone's screen.
export const titles = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  // A title of one long word (a user name, a file name) breaks rather than widening a phone's page.
  overflowWrap: 'anywhere',
});

export const breadcrumb = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textTransform: vars.label.textTransform as never,
  letterSpacing: vars.label.letterSpacing,
});

/** The portal's links, as the shell draws its own. */
export { link } from '../shell/shell.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const cards = style({
  ...tiles('240px', 'md', 'fill'),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardItem = style({ display: 'grid' });

export const muted = style({ color: vars.color.textMuted, margin: 0 });
