import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The cascade: each row lights up in turn, column by column, like the consoles' running data. Decorative, so the
// colours only need to stay readable text colours of the theme.
const cascade = keyframes({
  '0%': { color: vars.color.textMuted },
  '40%': { color: vars.color.primaryText },
  '60%': { color: vars.color.text },
  '100%': { color: vars.color.textMuted },
});

export const rowsVar = createVar();

// Columns that do not fit wrap onto a hidden second line, so the cascade never shows a half-cut column.
export const grid = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  overflow: 'hidden',
  blockSize: `calc(${rowsVar} * ${vars.lineHeight.tight} * 1em)`,
  maxInlineSize: '100%',
  fontFamily: vars.font.label,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  userSelect: 'none',
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  flex: 'none',
});

export const cell = style({
  animationName: cascade,
  animationDuration: '3.2s',
  animationTimingFunction: 'steps(1, end)',
  animationIterationCount: 'infinite',
  '@media': { '(prefers-reduced-motion: reduce)': { animationName: 'none' } },
});

/** Every third column is drawn in the primary text colour when still. */
export const bright = style({ color: vars.color.primaryText });
