import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';

export const message = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.5,
});

export const html = style({
  overflowWrap: 'anywhere',
  lineHeight: 1.5,
});

globalStyle(`${html} a`, { color: vars.color.primaryText });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const unread = style({ fontWeight: vars.fontWeight.bold });

export const titleButton = style({
  all: 'unset',
  cursor: 'pointer',
  color: vars.color.primaryText,
  textDecoration: 'underline',
  ':focus-visible': {
    outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
    outlineOffset: vars.size.focusRingOffset,
  },
});

export const preview = style({
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px dashed ${vars.color.outline}`,
  background: vars.color.background,
  minHeight: '3rem',
});

/** The list's date: one line, never clipped (the column is sized for it). */
export const date = style({ whiteSpace: 'nowrap' });
