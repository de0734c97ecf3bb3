import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { labelCase } from '../../theme/labelCase';

export const row = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.shape.barGap,
  minInlineSize: 0,
  flex: '1 1 auto',
});

/** The title sits on the background between bar segments, as tall as the bar, in the primary text colour. */
export const title = style({
  flex: 'none',
  margin: 0,
  marginBlockStart: `calc(${vars.shape.barHeightLg} * -0.08)`,
  paddingInline: vars.space.sm,
  maxInlineSize: '70%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.primaryText,
  fontFamily: vars.font.heading,
  fontSize: `calc(${vars.shape.barHeightLg} * 1.05)`,
  fontWeight: vars.fontWeight.regular,
  lineHeight: 1,
  ...labelCase,
});

export const extra = style({ display: 'flex', alignItems: 'center', gap: vars.shape.barGap, flex: 'none' });
