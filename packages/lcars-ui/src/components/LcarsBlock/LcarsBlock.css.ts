import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { forcedColorsEdge, smallScreen } from '../../theme/frame.css';
import { inLook } from '../../theme/looks';
import { labelCase } from '../../theme/labelCase';

// A side-panel block: a rectangle as wide as the panel with its label at the bottom end, as on the consoles.
// Interactive blocks add Button's base style (states, focus ring, forced colors); this only shapes them.
const shape = {
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'flex-end',
  inlineSize: '100%',
  minInlineSize: 0,
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: 0,
  boxShadow: 'none',
  fontFamily: vars.font.label,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  ...labelCase,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'end',
  textDecoration: 'none',
  whiteSpace: 'normal',
  // Break inside a word only when it cannot fit on a line of its own.
  overflowWrap: 'break-word',
} as const;

// A block is also styled as a Button (LcarsBlock.tsx), whose rules have the same specificity as these: which
// one won depended on where a bundler put each file's CSS, and in the portal's build Button's came later, so
// blocks were 7rem pills overflowing the 4.5rem panel of a phone. Repeating the class (`&&`) makes every rule
// here one class more specific than its Button counterpart, whatever the order.
const lcarsBlock = inLook('lcars').replace('&', '&&');

export const block = style({
  selectors: {
    '&&': shape,
    // Outrank Button's LCARS pill geometry: a block is as wide as its panel, never a fixed pill width.
    [lcarsBlock]: {
      minInlineSize: 0,
      paddingInline: vars.space.sm,
      paddingBlockEnd: vars.space.xs,
      fontSize: vars.fontSize.sm,
    },
    // The current page's block: a notch of background at its start edge (logical, so it mirrors in RTL).
    '&&[aria-current="page"]': {
      borderInlineStartWidth: '0.5rem',
      borderInlineStartColor: vars.color.background,
    },
  },
  '@media': {
    ...forcedColorsEdge,
    // The narrow panel of small screens: smaller labels, so words stay whole.
    [smallScreen]: {
      selectors: {
        '&&': { paddingInline: vars.space.xs, fontSize: vars.fontSize.xs, letterSpacing: '0.02em' },
        [lcarsBlock]: { paddingInline: vars.space.xs, fontSize: vars.fontSize.xs },
      },
    },
  },
});

export const size = styleVariants({
  sm: { minBlockSize: '2.5rem' },
  md: { minBlockSize: '4rem' },
  lg: { minBlockSize: '7rem' },
});

export const grow = style({ flexGrow: 1 });
