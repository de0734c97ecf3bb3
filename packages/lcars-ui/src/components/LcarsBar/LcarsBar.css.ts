import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { barHeights, forcedColorsEdge } from '../../theme/frame.css';
import { labelCase } from '../../theme/labelCase';

export const bar = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  minInlineSize: vars.space.lg,
  overflow: 'hidden',
  paddingInline: vars.space.sm,
  fontFamily: vars.font.label,
  fontSize: vars.fontSize.xs,
  lineHeight: 1,
  ...labelCase,
  whiteSpace: 'nowrap',
  '@media': forcedColorsEdge,
});

export const horizontal = styleVariants(barHeights, (height) => ({ blockSize: height }));

export const vertical = styleVariants(barHeights, (height) => ({
  inlineSize: height,
  minInlineSize: 0,
  minBlockSize: vars.space.lg,
  alignSelf: 'stretch',
  paddingInline: 0,
}));

const cap = vars.shape.pillCap;

export const caps = styleVariants({
  none: {},
  start: { borderStartStartRadius: cap, borderEndStartRadius: cap },
  end: { borderStartEndRadius: cap, borderEndEndRadius: cap },
  both: { borderRadius: cap },
});
