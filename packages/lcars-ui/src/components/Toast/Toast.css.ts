import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inLook } from '../../theme/looks';
import { toastDefaults } from './toastStore';
import { labelCase } from '../../theme/labelCase';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(100%)' } });
const leave = keyframes({ to: { opacity: 0, transform: 'translateX(30%)' } });

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInlineEnd: vars.space.md,
  zIndex: 200,
  maxInlineSize: `calc(100vw - 2 * ${vars.space.md})`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.onSurface,
  // The empty region lets clicks through to the page.
  pointerEvents: 'none',
});

export const placement = styleVariants({
  'bottom end': {},
  'top end': { insetBlockEnd: 'auto', insetBlockStart: vars.space.md },
  'bottom start': { insetInlineEnd: 'auto', insetInlineStart: vars.space.md },
  'top start': {
    insetBlockEnd: 'auto',
    insetBlockStart: vars.space.md,
    insetInlineEnd: 'auto',
    insetInlineStart: vars.space.md,
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const toast = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  inlineSize: vars.shell.toastWidth,
  maxInlineSize: '100%',
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  borderRadius: vars.radii.sm,
  boxShadow: vars.shell.overlayShadow,
  pointerEvents: 'auto',
  animation: `${enter} ${toastDefaults.enter}ms ${vars.motion.easing}`,
  selectors: {
    '&[data-phase="leaving"]': {
      animation: `${leave} ${toastDefaults.leave}ms ${vars.motion.easing} forwards`,
    },
    // LCARS: a black panel behind a coloured start bar, the title in the type's colour.
    [inLook('lcars')]: {
      backgroundColor: vars.color.background,
      color: vars.color.text,
      borderRadius: 0,
      borderInlineStart: `${vars.shape.barHeightMd} solid currentColor`,
      borderStartStartRadius: vars.shape.elbowInnerRadius,
      borderEndStartRadius: vars.shape.elbowInnerRadius,
      boxShadow: 'none',
      // A hairline that follows the elbow, so the panel stands apart from page content under it.
      borderBlock: `0.0625rem solid color-mix(in srgb, ${vars.color.outline} 50%, transparent)`,
      borderInlineEnd: `0.0625rem solid color-mix(in srgb, ${vars.color.outline} 50%, transparent)`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animation: 'none',
      selectors: { '&[data-phase="leaving"]': { animation: 'none' } },
    },
    '(forced-colors: active)': { border: '0.0625rem solid CanvasText' },
  },
});

export const type = styleVariants({
  info: {
    backgroundColor: vars.color.info,
    color: vars.color.onInfo,
    selectors: { [inLook('lcars')]: { borderInlineStartColor: vars.color.info } },
  },
  success: {
    backgroundColor: vars.color.success,
    color: vars.color.onSuccess,
    selectors: { [inLook('lcars')]: { borderInlineStartColor: vars.color.success } },
  },
  warning: {
    backgroundColor: vars.color.warning,
    color: vars.color.onWarning,
    selectors: { [inLook('lcars')]: { borderInlineStartColor: vars.color.warning } },
  },
  error: {
    backgroundColor: vars.color.error,
    color: vars.color.onError,
    selectors: { [inLook('lcars')]: { borderInlineStartColor: vars.color.error } },
  },
});

export const titleColor = styleVariants({
  info: { selectors: { [inLook('lcars')]: { color: vars.color.info } } },
  success: { selectors: { [inLook('lcars')]: { color: vars.color.success } } },
  warning: { selectors: { [inLook('lcars')]: { color: vars.color.warning } } },
  error: { selectors: { [inLook('lcars')]: { color: vars.color.error } } },
});

export const body = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const message = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  selectors: {
    [inLook('lcars')]: {
      fontWeight: vars.fontWeight.regular,
      ...labelCase,
    },
  },
});

export const link = style({
  alignSelf: 'flex-start',
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid currentColor`,
      outlineOffset: vars.space.xxs,
    },
  },
});

/** A toast's action button (Undo): compact, in the toast's own colour. */
export const action = style({
  alignSelf: 'flex-start',
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
});
