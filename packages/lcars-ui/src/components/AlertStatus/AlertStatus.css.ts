import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const status = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  minInlineSize: '12rem',
  maxInlineSize: '100%',
});

/** The pill bars above and below the label, in the alert's accent colour. */
export const rule = style({
  blockSize: vars.shape.barHeightSm,
  borderRadius: vars.shape.pillCap,
  backgroundColor: vars.color.accent,
  '@media': { '(forced-colors: active)': { backgroundColor: 'CanvasText' } },
});

export const label = style({
  margin: 0,
  paddingInline: vars.space.md,
  textAlign: 'center',
  color: vars.color.primaryText,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.shape.barGap,
});

/** While no alert is active the live region stays in the page, empty and invisible, ready to announce one. */
export const idle = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
