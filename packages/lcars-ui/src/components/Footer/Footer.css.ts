import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inLook } from '../../theme/looks';
import { labelCase } from '../../theme/labelCase';

export const footer = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  minBlockSize: vars.shell.appBarExtension,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  borderBlockStart: `0.0625rem solid color-mix(in srgb, ${vars.color.outline} 40%, transparent)`,
  selectors: {
    [inLook('lcars')]: {
      backgroundColor: vars.color.septenary,
      color: vars.color.onSeptenary,
      border: 'none',
      borderRadius: vars.shape.pillCap,
      paddingInline: vars.space.lg,
      fontFamily: vars.font.label,
      ...labelCase,
    },
  },
});

export const start = style({ flex: '1 1 auto', minInlineSize: 0 });
export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
