import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inLook } from '../../theme/looks';
import { navigationSwipeEdge } from './swipe';
import { labelCase } from '../../theme/labelCase';

/** The persistent (desktop) drawer: a column beside the content. */
export const persistent = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  inlineSize: vars.shell.drawerWidth,
  overflowX: 'hidden',
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  borderInlineEnd: `0.0625rem solid color-mix(in srgb, ${vars.color.outline} 40%, transparent)`,
  transitionProperty: 'inline-size',
  transitionDuration: vars.motion.durationMedium,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [inLook('lcars')]: { backgroundColor: vars.color.background, borderInlineEnd: 'none' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const rail = style({ inlineSize: vars.shell.drawerRail });

/** The modal (mobile) drawer's panel inside the sheet. */
export const modalPanel = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  blockSize: '100%',
  overflowY: 'auto',
  outline: 'none',
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  boxShadow: vars.shell.overlayShadow,
  selectors: {
    // LCARS: black space edged by a coloured bar, so the sheet reads against the scrim.
    [inLook('lcars')]: {
      backgroundColor: vars.color.background,
      borderInlineEnd: `${vars.shape.barHeightSm} solid ${vars.color.secondary}`,
      paddingBlockStart: vars.space.sm,
    },
  },
  '@media': { '(forced-colors: active)': { borderInlineEnd: '0.0625rem solid CanvasText' } },
});

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  selectors: {
    [inLook('lcars')]: { gap: vars.shape.barGap, paddingInlineStart: 0 },
    [`${rail} &`]: { paddingInline: vars.space.xs },
  },
});

export const swipeEdge = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: `${navigationSwipeEdge}px`,
  zIndex: 99,
  touchAction: 'pan-y',
});

export const item = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minBlockSize: vars.size.control,
  paddingInline: vars.space.md,
  borderRadius: vars.radii.pill,
  color: 'inherit',
  fontFamily: vars.font.label,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: `color-mix(in srgb, currentColor 8%, transparent)` },
    // The current page: a tint of the primary colour behind the text colour (AA on every tint), and bold.
    '&[aria-current="page"]': {
      backgroundColor: `color-mix(in srgb, ${vars.color.primary} 18%, transparent)`,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
    [`${rail} &`]: { justifyContent: 'center', paddingInline: 0 },
    // LCARS: a column of coloured blocks, square at the frame, rounded at the other end, label at the bottom end.
    [inLook('lcars')]: {
      alignItems: 'flex-end',
      justifyContent: 'flex-end',
      minBlockSize: vars.size.control,
      paddingBlockEnd: vars.space.xs,
      borderRadius: 0,
      borderStartEndRadius: vars.shape.pillCap,
      borderEndEndRadius: vars.shape.pillCap,
      backgroundColor: vars.color.secondary,
      color: vars.color.onSecondary,
      ...labelCase,
      fontSize: vars.fontSize.md,
      fontWeight: vars.fontWeight.regular,
    },
    [`${inLook('lcars')}[data-hovered]`]: { filter: 'brightness(1.12)' },
    [`${inLook('lcars')}[aria-current="page"]`]: {
      backgroundColor: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
  '@media': {
    '(pointer: coarse)': { minBlockSize: vars.size.controlTouch },
    '(forced-colors: active)': {
      selectors: { '&[aria-current="page"]': { outline: '0.125rem solid Highlight' } },
    },
  },
});

export const itemIcon = style({ display: 'inline-flex', fontSize: vars.shell.icon, flexShrink: 0 });

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
