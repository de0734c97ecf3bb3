import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inLook } from '../../theme/looks';
import { labelCase } from '../../theme/labelCase';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const zone = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `0.125rem dashed ${vars.color.outline}`,
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  textAlign: 'center',
  outline: 'none',
  transition: `border-color ${vars.motion.durationFast}, background-color ${vars.motion.durationFast}`,
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.primaryText,
      borderStyle: 'solid',
      backgroundColor: `color-mix(in srgb, ${vars.color.primary} 12%, ${vars.color.surface})`,
    },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` },
    '&[data-invalid]': { borderColor: vars.color.error },
    '&[data-disabled]': { opacity: 0.5 },
    // LCARS: a black panel framed by thick lilac bars with rounded ends.
    [inLook('lcars')]: {
      backgroundColor: vars.color.background,
      border: `0.375rem solid ${vars.color.secondary}`,
      borderRadius: vars.radii.lg,
      borderInlineStartWidth: '1.5rem',
    },
    [`${inLook('lcars')}[data-drop-target]`]: {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.background,
    },
    [`${inLook('lcars')}[data-invalid]`]: { borderColor: vars.color.error },
  },
});

export const uploadIcon = style({
  inlineSize: '2rem',
  blockSize: '2rem',
  fill: vars.color.textMuted,
  flexBasis: '100%',
  selectors: { [inLook('lcars')]: { fill: vars.color.primary } },
});

export const title = style({
  flexBasis: '100%',
  fontFamily: vars.font.label,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    [inLook('lcars')]: {
      color: vars.color.primaryText,
      ...labelCase,
    },
  },
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const browse = style({
  appearance: 'none',
  minBlockSize: vars.size.control,
  paddingInline: vars.space.md,
  border: `0.0625rem solid ${vars.color.outline}`,
  borderRadius: vars.radii.button,
  backgroundColor: 'transparent',
  color: vars.color.primaryText,
  fontFamily: vars.font.label,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  ...labelCase,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: `color-mix(in srgb, currentColor 10%, transparent)` },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
    [inLook('lcars')]: {
      border: 0,
      borderRadius: vars.shape.pillCap,
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      paddingInline: `${vars.space.lg} ${vars.space.md}`,
    },
  },
});

export const help = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const errors = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const files = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radii.sm,
  backgroundColor: vars.color.surface,
  selectors: {
    [inLook('lcars')]: {
      backgroundColor: 'transparent',
      borderInlineStart: `0.5rem solid ${vars.color.tertiary}`,
    },
  },
});

export const fileName = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fileSize = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
