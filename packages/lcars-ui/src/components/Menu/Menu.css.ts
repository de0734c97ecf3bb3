import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inLook } from '../../theme/looks';
import { labelCase } from '../../theme/labelCase';

const appear = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' } });

export const popover = style({
  boxSizing: 'border-box',
  minInlineSize: '12rem',
  maxBlockSize: 'inherit',
  overflow: 'auto',
  paddingBlock: vars.space.xs,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  borderRadius: vars.radii.sm,
  boxShadow: vars.shell.overlayShadow,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.motion.durationMedium} ${vars.motion.easing}` },
    [inLook('lcars')]: {
      paddingBlock: 0,
      backgroundColor: vars.color.background,
      borderRadius: 0,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-entering]': { animation: 'none' } } },
    '(forced-colors: active)': { border: '0.0625rem solid CanvasText' },
  },
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
  selectors: { [inLook('lcars')]: { gap: vars.shape.barGap } },
});

export const item = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.control,
  paddingInline: vars.space.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: `color-mix(in srgb, currentColor 10%, transparent)` },
    '&[data-pressed]': { backgroundColor: `color-mix(in srgb, currentColor 16%, transparent)` },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
    '&[data-disabled]': { cursor: 'default', opacity: 0.45 },
    [inLook('lcars')]: {
      justifyContent: 'flex-end',
      alignItems: 'flex-end',
      paddingBlockEnd: vars.space.xs,
      backgroundColor: vars.color.tertiary,
      color: vars.color.onTertiary,
      borderRadius: vars.shape.pillCap,
      fontFamily: vars.font.label,
      ...labelCase,
    },
    [`${inLook('lcars')}[data-focused]`]: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
  },
  '@media': {
    '(pointer: coarse)': { minBlockSize: vars.size.controlTouch },
    '(forced-colors: active)': {
      selectors: { '&[data-focused]': { backgroundColor: 'Highlight', color: 'HighlightText' } },
    },
  },
});

export const separator = style({
  blockSize: 0,
  marginBlock: vars.space.xs,
  border: 'none',
  borderBlockStart: `0.0625rem solid color-mix(in srgb, ${vars.color.outline} 40%, transparent)`,
  selectors: { [inLook('lcars')]: { display: 'none' } },
});
