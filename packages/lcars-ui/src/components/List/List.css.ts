import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inLook } from '../../theme/looks';
import { labelCase } from '../../theme/labelCase';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radii.card,
  boxShadow: vars.elevation.card,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` },
    [inLook('lcars')]: {
      backgroundColor: 'transparent',
      boxShadow: 'none',
      gap: vars.shape.barGap,
      padding: 0,
    },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '3rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radii.sm,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-hovered]': { backgroundColor: `color-mix(in srgb, currentColor 6%, transparent)` },
    '&[data-selected]': { backgroundColor: `color-mix(in srgb, ${vars.color.primary} 16%, transparent)` },
    '&[data-focus-visible]': {
      outline: `0.125rem solid ${vars.color.focusRing}`,
      outlineOffset: '-0.125rem',
    },
    // LCARS: each item is a bar with a coloured cap at its start.
    [inLook('lcars')]: {
      borderRadius: 0,
      borderStartStartRadius: vars.shape.pillCap,
      borderEndStartRadius: vars.shape.pillCap,
      borderInlineStart: `1.5rem solid ${vars.color.tertiary}`,
      backgroundColor: `color-mix(in srgb, ${vars.color.tertiary} 10%, transparent)`,
    },
    [`${inLook('lcars')}[data-selected]`]: { borderInlineStartColor: vars.color.primary },
  },
});

export const content = style({ display: 'flex', flexDirection: 'column', flex: 1, minInlineSize: 0 });

export const title = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    [inLook('lcars')]: {
      fontFamily: vars.font.label,
      ...labelCase,
    },
  },
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const deleteButton = style({
  selectors: {
    '&[data-hovered]': { color: vars.color.error },
    [inLook('lcars')]: { backgroundColor: vars.color.error, color: vars.color.onError },
  },
});

export const empty = style({
  padding: vars.space.md,
  textAlign: 'center',
  color: vars.color.textMuted,
  selectors: { [inLook('lcars')]: { textTransform: vars.label.textTransform } },
});
