import { style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';
import { tiles } from '../kit/tiles.css';

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

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radii.sm,
  background: vars.color.warning,
  color: vars.color.onWarning,
  fontWeight: vars.fontWeight.medium,
});

export const success = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radii.sm,
  background: vars.color.success,
  color: vars.color.onSuccess,
  fontWeight: vars.fontWeight.medium,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'center',
  marginBlockStart: vars.space.md,
});

export const link = style({
  color: vars.color.primaryText,
  fontFamily: vars.font.label,
  ':focus-visible': {
    outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
    outlineOffset: vars.size.focusRingOffset,
  },
});

export const requirements = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The signed-in account pages: wider than the sign-in panel, cards in a column. */
export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: 960,
  marginInline: 'auto',
  paddingBlock: vars.space.md,
  boxSizing: 'border-box',
});

export const pageTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
});

export const grid = style({
  ...tiles('240px'),
  alignItems: 'start',
});

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.outline}`,
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlTouch,
  paddingInline: vars.space.md,
  fontFamily: vars.font.label,
  color: vars.color.text,
  textDecoration: 'none',
  borderBlockEnd: '3px solid transparent',
  selectors: {
    '&[aria-current="page"]': {
      borderBlockEndColor: vars.color.primary,
      color: vars.color.primaryText,
      fontWeight: vars.fontWeight.medium,
    },
  },
  ':focus-visible': {
    outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
    outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
  },
});

export const picture = style({
  width: 160,
  height: 160,
  objectFit: 'cover',
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.outline}`,
  background: vars.color.surface,
});

export const cropFrame = style({
  position: 'relative',
  width: 240,
  height: 240,
  overflow: 'hidden',
  borderRadius: vars.radii.md,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.background,
  touchAction: 'none',
  cursor: 'grab',
});

export const cropImage = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  transformOrigin: '0 0',
  userSelect: 'none',
  pointerEvents: 'none',
  maxWidth: 'none',
});

export const tokenValue = style({
  display: 'block',
  padding: vars.space.sm,
  borderRadius: vars.radii.sm,
  background: vars.color.background,
  fontFamily: vars.font.mono,
  wordBreak: 'break-all',
});

export const swatches = style({
  ...tiles('150px', 'sm', 'fill'),
});

export const swatch = style({
  display: 'grid',
  gap: vars.space.xxs,
  fontFamily: vars.font.label,
  fontSize: vars.fontSize.sm,
});

export const colorInput = style({
  width: '100%',
  height: vars.size.controlTouch,
  padding: 0,
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.sm,
  background: 'transparent',
  cursor: 'pointer',
});

export const preview = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.outline}`,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const chip = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radii.pill,
  fontFamily: vars.font.label,
  fontSize: vars.fontSize.sm,
});

export const statusIcon = style({
  width: 24,
  height: 24,
  flexShrink: 0,
  fill: 'currentColor',
});

export const fieldset = style({
  ...tiles('180px', 'sm'),
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.md,
});

/** The stored files' meter on the security page: the card's whole width. */
export const storageMeter = style({ width: '100%', height: vars.space.md });

/** The preload's progress: a bar and what is being loaded. */
export const progress = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const progressBar = style({
  flex: '1 1 12rem',
  height: '0.75rem',
  accentColor: vars.color.primary,
});
