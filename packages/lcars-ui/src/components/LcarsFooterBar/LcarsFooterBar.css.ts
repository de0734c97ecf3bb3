import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { labelCase } from '../../theme/labelCase';

export const row = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.shape.barGap,
  minInlineSize: 0,
  flex: '1 1 auto',
});

/** Footer text (a copyright line, a version) sits on the background beside the bar, small and uppercase. */
export const content = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '0 1 auto',
  minInlineSize: 0,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontFamily: vars.font.label,
  fontSize: vars.fontSize.xs,
  lineHeight: 1,
  ...labelCase,
});
