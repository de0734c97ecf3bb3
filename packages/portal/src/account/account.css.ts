import { style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';

export const layout = style({
  display: 'grid',
  justifyItems: 'center',
  paddingBlock: vars.space.xl,
});

export const panel = style({ width: '100%', maxWidth: 420 });

export const title = style({
  marginBlock: `0 ${vars.space.md}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  textAlign: 'center',
});

export const form = style({ display: 'grid', gap: vars.space.md });

export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  fontFamily: vars.font.label,
  fontWeight: vars.fontWeight.medium,
});

// Plain inputs until the form components of @lcars/ui arrive.
export const input = style({
  font: 'inherit',
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.sm,
  minHeight: vars.size.controlTouch,
  paddingInline: vars.space.sm,
  boxSizing: 'border-box',
  ':focus-visible': {
    outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
    outlineOffset: vars.size.focusRingOffset,
  },
});

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlTouch,
  fontFamily: vars.font.label,
});

export const checkboxInput = style({
  width: 20,
  height: 20,
  margin: 0,
  accentColor: vars.color.primary,
  ':focus-visible': {
    outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
    outlineOffset: vars.size.focusRingOffset,
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xs,
});

export const error = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radii.sm,
  background: vars.color.error,
  color: vars.color.onError,
  fontWeight: vars.fontWeight.medium,
});
