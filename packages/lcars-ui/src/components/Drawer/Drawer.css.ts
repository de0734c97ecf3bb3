import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { barTitle, lcarsBarTitle } from '../../theme/barTitle';
import { inLook } from '../../theme/looks';

const fromEnd = keyframes({ from: { transform: 'translateX(100%)' } });
const fromStart = keyframes({ from: { transform: 'translateX(-100%)' } });

export const overlayPlacement = styleVariants({
  end: { justifyContent: 'flex-end', alignItems: 'stretch' },
  start: { justifyContent: 'flex-start', alignItems: 'stretch' },
});

export const sheet = style({
  boxSizing: 'border-box',
  display: 'flex',
  blockSize: '100dvh',
  maxInlineSize: '100vw',
  outline: 'none',
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
    },
  },
});

// Slides in from its own edge; the keyframes are physical, so right-to-left pages swap them.
export const sheetSide = styleVariants({
  end: {
    selectors: {
      '&[data-entering]': { animation: `${fromEnd} ${vars.motion.durationSlow} ${vars.motion.easing}` },
      '[dir="rtl"] &[data-entering]': { animationName: fromStart },
    },
  },
  start: {
    selectors: {
      '&[data-entering]': { animation: `${fromStart} ${vars.motion.durationSlow} ${vars.motion.easing}` },
      '[dir="rtl"] &[data-entering]': { animationName: fromEnd },
    },
  },
});

export const width = styleVariants({
  side: { inlineSize: vars.shell.sideSheetWidth },
  navigation: { inlineSize: vars.shell.drawerWidth },
});

export const panel = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  blockSize: '100%',
  outline: 'none',
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  boxShadow: vars.shell.overlayShadow,
  selectors: {
    [inLook('lcars')]: { backgroundColor: vars.color.background },
    [`${inLook('lcars')}[data-side="end"]`]: {
      borderInlineStart: `${vars.shape.barHeightMd} solid ${vars.color.secondary}`,
    },
    [`${inLook('lcars')}[data-side="start"]`]: {
      borderInlineEnd: `${vars.shape.barHeightMd} solid ${vars.color.secondary}`,
    },
  },
  '@media': {
    '(forced-colors: active)': { borderInline: '0.0625rem solid CanvasText' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.shell.appBarHeight,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.sm,
  borderBlockEnd: `0.0625rem solid color-mix(in srgb, ${vars.color.outline} 40%, transparent)`,
  selectors: {
    // LCARS: black space closed by a coloured bar, so header controls keep their own colours.
    [inLook('lcars')]: {
      minBlockSize: vars.shell.appBarExtension,
      marginBlockEnd: vars.space.sm,
      borderBlockEnd: `${vars.shape.barHeightSm} solid ${vars.color.secondary}`,
      borderEndStartRadius: vars.shape.elbowInnerRadius,
      color: vars.color.text,
    },
  },
});

export const title = style({
  flex: '1 1 auto',
  margin: 0,
  ...barTitle,
  selectors: { [inLook('lcars')]: { ...lcarsBarTitle, color: vars.color.secondary } },
});

export const body = style({ flex: '1 1 auto', overflow: 'auto', padding: vars.space.md });
