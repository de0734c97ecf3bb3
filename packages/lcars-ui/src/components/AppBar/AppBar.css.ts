import { style } from '@vanilla-extract/css';
import { mediaAppBarHidden } from '../../layout/breakpoints';
import { vars } from '../../theme/contract.css';
import { barTitle, lcarsBarTitle } from '../../theme/barTitle';
import { inLook } from '../../theme/looks';

export const appBar = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.elevation.card,
  zIndex: 2,
  selectors: {
    // LCARS: a pill bar on black space with a gap under it, as on the consoles.
    [inLook('lcars')]: {
      backgroundColor: 'transparent',
      color: vars.color.onPrimary,
      boxShadow: 'none',
      gap: vars.shape.barGap,
      paddingBlockEnd: vars.shape.barGap,
    },
  },
  '@media': {
    // No app bar when the window is under 375 px high (a phone in landscape).
    [mediaAppBarHidden]: { display: 'none' },
    '(forced-colors: active)': { borderBlockEnd: '0.0625rem solid CanvasText' },
  },
});

export const position = {
  static: style({ position: 'static' }),
  sticky: style({ position: 'sticky', insetBlockStart: 0 }),
  fixed: style({ position: 'fixed', insetBlockStart: 0, insetInlineStart: 0 }),
};

export const row = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  blockSize: vars.shell.appBarHeight,
  paddingInline: vars.space.sm,
  selectors: {
    [inLook('lcars')]: {
      backgroundColor: vars.color.primary,
      borderStartStartRadius: vars.shape.pillCap,
      borderEndStartRadius: vars.shape.pillCap,
      borderStartEndRadius: vars.shape.pillCap,
      borderEndEndRadius: vars.shape.pillCap,
      paddingInline: vars.space.lg,
    },
  },
});

// The extension holds tabs and text buttons: on the surface colour, where their own colours keep contrast.
export const extension = style([
  row,
  {
    blockSize: vars.shell.appBarExtension,
    backgroundColor: vars.color.surface,
    color: vars.color.onSurface,
    selectors: {
      [inLook('lcars')]: {
        backgroundColor: vars.color.background,
        color: vars.color.text,
        borderRadius: 0,
        borderBlockEnd: `${vars.shape.barHeightSm} solid ${vars.color.secondary}`,
        borderEndStartRadius: vars.shape.elbowInnerRadius,
      },
    },
  },
]);

export const title = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  margin: 0,
  paddingInline: vars.space.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  ...barTitle,
  selectors: {
    [inLook('lcars')]: { ...lcarsBarTitle, fontSize: vars.fontSize.xl },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: { [inLook('lcars')]: { order: 1 } },
});
