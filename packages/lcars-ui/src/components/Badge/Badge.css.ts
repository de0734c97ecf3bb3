import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inLook } from '../../theme/looks';

export const anchor = style({ position: 'relative', display: 'inline-flex', verticalAlign: 'middle' });

export const badge = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.shell.badge,
  blockSize: vars.shell.badge,
  paddingInline: vars.space.xs,
  borderRadius: vars.radii.pill,
  fontFamily: vars.font.label,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  selectors: {
    // On something: over its top end corner.
    [`${anchor} > &`]: {
      position: 'absolute',
      insetBlockStart: 0,
      insetInlineEnd: 0,
      transform: 'translate(35%, -25%)',
    },
    [`[dir="rtl"] ${anchor} > &`]: { transform: 'translate(-35%, -25%)' },
    [inLook('lcars')]: { fontWeight: vars.fontWeight.regular, letterSpacing: vars.label.letterSpacing },
  },
  '@media': {
    '(forced-colors: active)': { border: '0.0625rem solid CanvasText' },
  },
});

export const dot = style({ minInlineSize: vars.space.sm, blockSize: vars.space.sm, padding: 0 });

export const tone = styleVariants({
  error: { backgroundColor: vars.color.error, color: vars.color.onError },
  primary: { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
  accent: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
  info: { backgroundColor: vars.color.info, color: vars.color.onInfo },
});
