import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inLook } from '../../theme/looks';

const stateLayer = (percent: number) =>
  `linear-gradient(color-mix(in srgb, currentColor ${percent}%, transparent), color-mix(in srgb, currentColor ${percent}%, transparent))`;

export const iconButton = style({
  appearance: 'none',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.control,
  blockSize: vars.size.control,
  margin: 0,
  padding: 0,
  border: '0.0625rem solid transparent',
  borderRadius: vars.radii.pill,
  fontSize: vars.shell.icon,
  lineHeight: 1,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, background-image, filter',
  transitionDuration: vars.motion.durationMedium,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered]': { backgroundImage: stateLayer(10) },
    '&[data-pressed]': { backgroundImage: stateLayer(18) },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
    '&[data-disabled]': { cursor: 'default', opacity: 0.45, backgroundImage: 'none' },
  },
  '@media': {
    '(pointer: coarse)': { inlineSize: vars.size.controlTouch, blockSize: vars.size.controlTouch },
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
});

export const variant = styleVariants({
  // Inherits the colour of where it sits: an app bar, a dialog header, a toast.
  standard: { backgroundColor: 'transparent', color: 'inherit' },
  filled: {
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: {
      [`${inLook('lcars')}[data-pressed]`]: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
      },
    },
  },
});
