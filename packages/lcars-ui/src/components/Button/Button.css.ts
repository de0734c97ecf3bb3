import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inLook } from '../../theme/looks';
import { labelCase } from '../../theme/labelCase';

// Hover and press add a translucent layer of the label colour over the fill (material state layers), so one
// rule serves every variant and every theme, including server-defined ones.
const stateLayer = (percent: number) =>
  `linear-gradient(color-mix(in srgb, currentColor ${percent}%, transparent), color-mix(in srgb, currentColor ${percent}%, transparent))`;

export const button = style({
  appearance: 'none',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.control,
  minInlineSize: '4rem',
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space.md,
  // Transparent, so it shows only in forced-colors mode, where backgrounds are dropped.
  border: '0.0625rem solid transparent',
  borderRadius: vars.radii.button,
  fontFamily: vars.font.label,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  ...labelCase,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, background-image, box-shadow, color, filter',
  transitionDuration: vars.motion.durationMedium,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered]': { backgroundImage: stateLayer(8) },
    '&[data-pressed]': { backgroundImage: stateLayer(14) },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
    '&[data-disabled]': { cursor: 'default', opacity: 0.45, boxShadow: 'none', backgroundImage: 'none' },
    '&[data-pending]': { cursor: 'progress' },
    // The LCARS pill: label at the bottom end, as on the consoles, and a wider body.
    [inLook('lcars')]: {
      alignItems: 'flex-end',
      justifyContent: 'flex-end',
      minInlineSize: '7rem',
      paddingBlockEnd: vars.space.xs,
      paddingInline: `${vars.space.lg} ${vars.space.md}`,
      fontSize: vars.fontSize.md,
      fontWeight: vars.fontWeight.regular,
    },
    // LCARS buttons light up rather than darken.
    [`${inLook('lcars')}[data-hovered]`]: { backgroundImage: 'none', filter: 'brightness(1.12)' },
  },
  '@media': {
    '(pointer: coarse)': { minBlockSize: vars.size.controlTouch },
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      backgroundImage: 'none',
      selectors: {
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
        '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText', opacity: 1 },
      },
    },
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    boxShadow: vars.elevation.button,
    selectors: {
      '&[data-hovered]': { boxShadow: vars.elevation.buttonHover },
      // The LCARS press flashes the accent colour.
      [`${inLook('lcars')}[data-pressed]`]: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
      },
    },
  },
  secondary: {
    backgroundColor: vars.color.secondary,
    color: vars.color.onSecondary,
    boxShadow: vars.elevation.button,
    selectors: {
      '&[data-hovered]': { boxShadow: vars.elevation.buttonHover },
      [`${inLook('lcars')}[data-pressed]`]: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
      },
    },
  },
  text: {
    backgroundColor: 'transparent',
    color: vars.color.primaryText,
    paddingInline: vars.space.sm,
    selectors: {
      [inLook('lcars')]: { minInlineSize: '4rem', paddingInline: vars.space.md },
      [`${inLook('lcars')}[data-hovered]`]: { backgroundImage: stateLayer(14), filter: 'none' },
    },
  },
});
