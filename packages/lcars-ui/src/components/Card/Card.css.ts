import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inLook } from '../../theme/looks';
import { labelCase } from '../../theme/labelCase';

export const card = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radii.card,
  boxShadow: vars.elevation.card,
  selectors: {
    // LCARS panels sit on black, framed by a header bar above and a thin bar below.
    [inLook('lcars')]: {
      backgroundColor: 'transparent',
      padding: 0,
      gap: vars.space.sm,
      paddingBlockEnd: `calc(${vars.shape.barHeightSm} + ${vars.space.sm})`,
      position: 'relative',
    },
    [`${inLook('lcars')}::after`]: {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: 0,
      blockSize: vars.shape.barHeightSm,
      borderRadius: vars.shape.pillCap,
      backgroundColor: vars.color.secondary,
    },
  },
  '@media': {
    // Shadows vanish in forced-colors mode: keep the card's edge.
    '(forced-colors: active)': { border: '0.0625rem solid CanvasText' },
  },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.onSurface,
  selectors: {
    // The LCARS header bar: a pill in the primary colour with the title in black at its end.
    [inLook('lcars')]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'flex-end',
      minBlockSize: vars.shape.barHeightLg,
      paddingInline: `${vars.space.xl} ${vars.space.lg}`,
      borderRadius: vars.shape.pillCap,
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.regular,
      ...labelCase,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { [inLook('lcars')]: { border: '0.0625rem solid CanvasText' } },
    },
  },
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    [inLook('lcars')]: {
      paddingInline: vars.space.lg,
      textAlign: 'end',
      ...labelCase,
    },
  },
});

export const body = style({
  minInlineSize: 0,
  selectors: {
    [inLook('lcars')]: { paddingInline: vars.space.lg },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  selectors: {
    [inLook('lcars')]: { gap: vars.shape.barGap, paddingInline: vars.space.lg },
  },
});
