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

/** The app bar hides when the window is under 375 px high. */
export const appBar = style({
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

export const body = style({ display: 'flex', flex: 1, minHeight: 0 });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1100,
  marginInline: 'auto',
  padding: vars.space.lg,
  boxSizing: 'border-box',
  minWidth: 0,
});

/** The 404 page: no header, drawer or footer. */
export const bare = style({ minHeight: '100dvh' });

export const footer = style({ marginBlockStart: 'auto' });

export const copyright = style({
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': {
    outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
    outlineOffset: vars.size.focusRingOffset,
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'nowrap',
});

export const alertStatus = style({ marginBlockEnd: vars.space.md });

const blink = keyframes({ '50%': { opacity: 0.2 } });

export const offlineStatus = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.error,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.label.letterSpacing,
  textTransform: 'uppercase',
  selectors: { '&[data-blink="on"]': { animation: `${blink} 1.2s steps(2, start) infinite` } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const frame = style({
  minHeight: '100dvh',
  // @lcars/ui's idle AlertStatus keeps its 12rem minimum width while positioned out of flow, which widens the
  // page by its width; the frame clips it (reported to the @lcars/ui engineers).
  position: 'relative',
  overflowX: 'clip',
});

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.outline}`,
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: 40,
  height: 40,
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  objectFit: 'cover',
});

export const profileText = style({ display: 'grid', minWidth: 0 });
export const salutation = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const navGroup = style({
  display: 'grid',
  paddingBlock: vars.space.xs,
  borderBlockStart: `1px solid ${vars.color.outline}`,
});
export const navNested = style({
  // Two classes: the item's own padding must not win by CSS order.
  selectors: { [`${navGroup} &`]: { paddingInlineStart: vars.space.xl } },
});
export const navAdmin = style({ display: 'grid' });
export const navGroupTitle = style({
  margin: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: vars.label.letterSpacing,
});
export const navFooter = style({
  padding: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.outline}`,
});

export const notesDrawer = style({});
export const navDrawer = style({});

// @lcars/ui's drawers place their overlay content with a class of the same specificity as the dialog overlay's
// centring, so which wins depends on the order the CSS chunks load (lazy chunks load Dialog's CSS later). Pin
// the sheets to their edges (reported to the @lcars/ui engineers).
globalStyle(`*:has(> * > ${notesDrawer})`, { justifyContent: 'flex-end' });
globalStyle(`*:has(> * > ${navDrawer})`, { justifyContent: 'flex-start' });
export const notesEmpty = style({ color: vars.color.textMuted });
export const note = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.outline}`,
  selectors: { '&[data-read="false"]': { fontWeight: vars.fontWeight.bold } },
});
export const noteOpen = style({
  display: 'grid',
  flex: 1,
  minWidth: 0,
  padding: vars.space.xs,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  ':focus-visible': {
    outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
    outlineOffset: vars.size.focusRingOffset,
  },
});
export const noteTitle = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const noteDate = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 'normal',
});
export const noteBody = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const versionCard = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineStart: vars.space.lg,
  zIndex: 900,
  maxWidth: 360,
  selectors: {
    // An lcars card is see-through (its panels sit on the frame's black): floating over the side panel, the
    // card needs the black behind it to stay legible.
    '[data-look="lcars"] &': {
      backgroundColor: vars.color.background,
      padding: vars.space.md,
      borderRadius: vars.radii.card,
    },
  },
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
  // The loading overlay appears after 300 ms, so quick loads never flash it.
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
