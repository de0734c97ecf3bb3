import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { barHeights, forcedColorsEdge, panelWidth } from '../../theme/frame.css';
import { labelCase } from '../../theme/labelCase';

const armThickness = createVar();

// An elbow is one filled box: the outer corner rounded with the elbow radius, and the inside corner cut out by
// a background-coloured piece whose own corner has the inner radius. Logical properties mirror it in RTL.
export const elbow = style({
  vars: { [armThickness]: vars.shape.barHeightMd },
  position: 'relative',
  boxSizing: 'border-box',
  flex: 'none',
  display: 'flex',
  inlineSize: `calc(${panelWidth} + ${vars.shape.elbowRadius} + ${vars.shape.elbowInnerRadius})`,
  minBlockSize: `calc(${armThickness} + ${vars.shape.elbowInnerRadius} + ${vars.space.xs})`,
  fontFamily: vars.font.label,
  fontSize: vars.fontSize.sm,
  ...labelCase,
  lineHeight: vars.lineHeight.tight,
  '::after': {
    content: '""',
    position: 'absolute',
    inlineSize: `calc(100% - ${panelWidth})`,
    blockSize: `calc(100% - ${armThickness})`,
    backgroundColor: vars.color.background,
  },
  '@media': forcedColorsEdge,
});

export const size = styleVariants(barHeights, (height) => ({ vars: { [armThickness]: height } }));

export const corner = styleVariants({
  'top-start': {
    borderStartStartRadius: vars.shape.elbowRadius,
    alignItems: 'flex-end',
    '::after': { insetInlineEnd: 0, insetBlockEnd: 0, borderStartStartRadius: vars.shape.elbowInnerRadius },
  },
  'top-end': {
    borderStartEndRadius: vars.shape.elbowRadius,
    alignItems: 'flex-end',
    justifyContent: 'flex-end',
    '::after': { insetInlineStart: 0, insetBlockEnd: 0, borderStartEndRadius: vars.shape.elbowInnerRadius },
  },
  'bottom-start': {
    borderEndStartRadius: vars.shape.elbowRadius,
    alignItems: 'flex-start',
    '::after': { insetInlineEnd: 0, insetBlockStart: 0, borderEndStartRadius: vars.shape.elbowInnerRadius },
  },
  'bottom-end': {
    borderEndEndRadius: vars.shape.elbowRadius,
    alignItems: 'flex-start',
    justifyContent: 'flex-end',
    '::after': { insetInlineStart: 0, insetBlockStart: 0, borderEndEndRadius: vars.shape.elbowInnerRadius },
  },
});

/** The label sits in the vertical arm, at the end away from the outer corner. */
export const label = style({
  boxSizing: 'border-box',
  inlineSize: panelWidth,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  textAlign: 'end',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
