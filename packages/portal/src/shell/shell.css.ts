import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';

globalStyle('html, body', { margin: 0, padding: 0 });

/** The ThemeProvider's element fills the viewport, so the theme's background is the page's. */
export const themeFill = style({ minHeight: '100dvh' });

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
});

export const appBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 64,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.outline}`,
  // platform.md section 2: the app bar hides when the window is under 375 px high.
  '@media': { '(max-height: 374px)': { display: 'none' } },
});

export const brand = style({
  color: 'inherit',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.label.letterSpacing,
  textDecoration: 'none',
  textTransform: 'uppercase',
  ':focus-visible': {
    outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
    outlineOffset: vars.size.focusRingOffset,
  },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1100,
  marginInline: 'auto',
  padding: vars.space.lg,
  boxSizing: 'border-box',
});

export const footer = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'grid',
  placeItems: 'center',
  background: `color-mix(in srgb, ${vars.color.background} 70%, transparent)`,
  opacity: 0,
  // platform.md section 9: the loading overlay appears after 300 ms, so quick loads never flash it.
  animation: `${fadeIn} ${vars.motion.durationFast} ease-out 300ms forwards`,
});

export const spinner = style({
  width: 60,
  height: 60,
  borderRadius: '50%',
  border: `6px solid ${vars.color.outline}`,
  borderBlockStartColor: vars.color.primary,
  animation: `${spin} 1s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '4s' } },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const centred = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space.md,
  minHeight: '80dvh',
  padding: vars.space.lg,
  textAlign: 'center',
  boxSizing: 'border-box',
});

export const link = style({
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.medium,
  textUnderlineOffset: 3,
  ':focus-visible': {
    outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
    outlineOffset: vars.size.focusRingOffset,
  },
});
