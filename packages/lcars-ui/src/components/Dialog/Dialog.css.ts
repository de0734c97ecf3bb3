import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { barTitle, lcarsBarTitle } from '../../theme/barTitle';
import { inLook } from '../../theme/looks';

const fadeIn = keyframes({ from: { opacity: 0 } });
const zoomIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' } });

/** The scrim that covers the page behind every modal (dialogs, drawers). */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.shell.scrim,
  color: vars.color.onSurface,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationSlow} ${vars.motion.easing}` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.durationMedium} ${vars.motion.easing} reverse`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
    },
  },
});

export const modal = style({
  boxSizing: 'border-box',
  display: 'flex',
  maxInlineSize: `calc(100vw - 2 * ${vars.space.md})`,
  maxBlockSize: `calc(100dvh - 2 * ${vars.space.md})`,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${zoomIn} ${vars.motion.durationSlow} ${vars.motion.easing}` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-entering]': { animation: 'none' } } },
  },
});

export const size = styleVariants({
  sm: { inlineSize: vars.shell.dialogSm },
  md: { inlineSize: vars.shell.dialogMd },
  lg: { inlineSize: vars.shell.dialogLg },
  xl: { inlineSize: vars.shell.dialogXl },
  fill: { inlineSize: '100%', maxInlineSize: '100%' },
  fit: { inlineSize: '90vw', blockSize: '90dvh', maxInlineSize: '90vw', maxBlockSize: '90dvh' },
  fullscreen: { inlineSize: '100vw', blockSize: '100dvh', maxInlineSize: '100vw', maxBlockSize: '100dvh' },
});

export const dialog = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  minBlockSize: 0,
  overflow: 'hidden',
  outline: 'none',
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shell.overlayShadow,
  selectors: {
    [`${size.fullscreen} &`]: { borderRadius: 0 },
    // ThemeProvider and the overlay's portal root carry dir and data-look on the same element.
    '[dir="rtl"][data-look="lcars"] &': {
      backgroundImage: `linear-gradient(to left, ${vars.color.primary} ${vars.shape.elbowRadius}, transparent ${vars.shape.elbowRadius})`,
    },
    // LCARS: a black panel framed by a coloured elbow on its start side.
    // The frame colour also fills behind the elbow's inner curve (no seam where the header meets it); the rest of
    // the panel is black, so the header keeps its pill cap at the end.
    [inLook('lcars')]: {
      backgroundColor: vars.color.background,
      backgroundImage: `linear-gradient(to right, ${vars.color.primary} ${vars.shape.elbowRadius}, transparent ${vars.shape.elbowRadius})`,
      borderRadius: 0,
      borderInlineStart: `${vars.shape.barHeightMd} solid ${vars.color.primary}`,
      borderBlockEnd: `${vars.shape.barHeightSm} solid ${vars.color.primary}`,
      borderStartStartRadius: vars.shape.elbowRadius,
      borderEndStartRadius: vars.shape.elbowRadius,
    },
  },
  '@media': {
    '(forced-colors: active)': { border: '0.0625rem solid CanvasText' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  selectors: {
    [inLook('lcars')]: {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      paddingBlock: vars.space.xs,
      // clear the pill cap's curve, so a right-aligned title never runs into it
      paddingInlineEnd: vars.space.lg,
      borderStartEndRadius: vars.shape.pillCap,
      borderEndEndRadius: vars.shape.pillCap,
    },
  },
});

export const title = style({
  flex: '1 1 auto',
  margin: 0,
  ...barTitle,
  lineHeight: vars.lineHeight.tight,
  selectors: { [inLook('lcars')]: { ...lcarsBarTitle, fontSize: vars.fontSize.xl } },
});

export const content = style({
  flex: '1 1 auto',
  overflow: 'auto',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  selectors: {
    [inLook('lcars')]: {
      paddingBlockStart: vars.space.md,
      backgroundColor: vars.color.background,
      color: vars.color.text,
    },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.md,
  selectors: { [inLook('lcars')]: { gap: vars.shape.barGap, backgroundColor: vars.color.background } },
});
