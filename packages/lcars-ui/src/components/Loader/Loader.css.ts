import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { loaderDefaults } from './loaderTimer';
import { labelCase } from '../../theme/labelCase';

const turn = `${loaderDefaults.animation}ms`;
const half = `${loaderDefaults.animation / 2}ms`;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const bounce = keyframes({ '0%, 80%, 100%': { transform: 'scale(0.3)' }, '40%': { transform: 'scale(1)' } });
const stretch = keyframes({
  '0%, 40%, 100%': { transform: 'scaleY(0.35)' },
  '20%': { transform: 'scaleY(1)' },
});
const pulse = keyframes({
  from: { transform: 'scale(0.1)', opacity: 1 },
  to: { transform: 'scale(1)', opacity: 0 },
});
const flip = keyframes({
  '0%': { transform: 'perspective(8em) rotateX(0) rotateY(0)' },
  '50%': { transform: 'perspective(8em) rotateX(-180deg) rotateY(0)' },
  '100%': { transform: 'perspective(8em) rotateX(-180deg) rotateY(-180deg)' },
});
const sweep = keyframes({
  '0%': { insetInlineStart: '0%' },
  '50%': { insetInlineStart: '70%' },
  '100%': { insetInlineStart: '0%' },
});
const blink = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

export const spinner = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '8%',
  flexShrink: 0,
  // The primary colour as used on backgrounds: 3:1 or better against them (a graphic, WCAG 1.4.11).
  color: vars.color.primaryText,
});

export const size = styleVariants({
  sm: { inlineSize: vars.shell.loaderSm, blockSize: vars.shell.loaderSm },
  md: { inlineSize: vars.shell.loaderMd, blockSize: vars.shell.loaderMd },
  lg: { inlineSize: vars.shell.loaderLg, blockSize: vars.shell.loaderLg },
});

const part = style({ display: 'block', backgroundColor: 'currentColor' });

const still = { '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } } } as const;

export const ring = style({
  ...still,
  boxSizing: 'border-box',
  inlineSize: '100%',
  blockSize: '100%',
  borderRadius: '50%',
  border: '0.375rem solid color-mix(in srgb, currentColor 20%, transparent)',
  borderBlockStartColor: 'currentColor',
  animation: `${spin} ${half} linear infinite`,
});

export const dot = style([
  part,
  {
    ...still,
    inlineSize: '22%',
    blockSize: '22%',
    borderRadius: '50%',
    animation: `${bounce} ${turn} ease-in-out infinite both`,
    selectors: {
      '&:nth-child(1)': { animationDelay: '-640ms' },
      '&:nth-child(2)': { animationDelay: '-320ms', color: vars.color.secondary },
      '&:nth-child(3)': { color: vars.color.accent },
    },
  },
]);

export const bar = style([
  part,
  {
    ...still,
    inlineSize: '12%',
    blockSize: '80%',
    borderRadius: vars.radii.sm,
    animation: `${stretch} ${half} ease-in-out infinite`,
    selectors: {
      '&:nth-child(2)': { animationDelay: '-900ms' },
      '&:nth-child(3)': { animationDelay: '-800ms' },
      '&:nth-child(4)': { animationDelay: '-700ms' },
    },
  },
]);

export const pulseCircle = style([
  part,
  {
    ...still,
    position: 'absolute',
    inset: 0,
    borderRadius: '50%',
    animation: `${pulse} ${half} ease-out infinite`,
    selectors: { '&:nth-child(2)': { animationDelay: '-500ms', color: vars.color.secondary } },
  },
]);

export const orbit = style({
  ...still,
  position: 'absolute',
  inset: 0,
  animation: `${spin} ${turn} linear infinite`,
});

export const orbitDot = style([
  part,
  {
    position: 'absolute',
    inlineSize: '30%',
    blockSize: '30%',
    borderRadius: '50%',
    insetBlockStart: 0,
    insetInlineStart: '35%',
    selectors: {
      '&:nth-child(2)': { insetBlockStart: 'auto', insetBlockEnd: 0, color: vars.color.accent },
    },
  },
]);

export const square = style([
  part,
  { ...still, inlineSize: '70%', blockSize: '70%', animation: `${flip} ${turn} ease-in-out infinite` },
]);

// LCARS scan loaders: a sweeping segment along a pill track, and a radar sweep in canon colours.
export const scanBar = style({
  position: 'relative',
  inlineSize: '100%',
  blockSize: '30%',
  borderRadius: vars.shape.pillCap,
  backgroundColor: `color-mix(in srgb, ${vars.color.secondary} 35%, transparent)`,
  overflow: 'hidden',
});

export const scanSegment = style({
  ...still,
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: '30%',
  borderRadius: vars.shape.pillCap,
  backgroundColor: vars.color.accent,
  animation: `${sweep} ${turn} ease-in-out infinite`,
});

export const scanBlocks = style({
  display: 'flex',
  gap: vars.shape.barGap,
  inlineSize: '100%',
  blockSize: '12%',
});

export const scanBlock = style({
  ...still,
  flex: '1 1 0',
  backgroundColor: vars.color.tertiary,
  animation: `${blink} ${half} steps(2, jump-none) infinite`,
  selectors: {
    '&:nth-child(2)': { backgroundColor: vars.color.secondary, animationDelay: '-250ms' },
    '&:nth-child(3)': { backgroundColor: vars.color.primary, animationDelay: '-500ms' },
    '&:nth-child(4)': { backgroundColor: vars.color.quinary, animationDelay: '-750ms' },
  },
});

export const scanColumn = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.shape.barGap,
  inlineSize: '100%',
  blockSize: '100%',
});

export const radar = style({
  boxSizing: 'border-box',
  position: 'relative',
  inlineSize: '100%',
  blockSize: '100%',
  borderRadius: '50%',
  border: `${vars.shape.barGap} solid ${vars.color.tertiary}`,
  backgroundImage: `repeating-radial-gradient(circle, transparent 0 22%, color-mix(in srgb, ${vars.color.tertiary} 45%, transparent) 22% 24%)`,
  overflow: 'hidden',
});

export const radarSweep = style({
  ...still,
  position: 'absolute',
  inset: 0,
  borderRadius: '50%',
  backgroundImage: `conic-gradient(from 0deg, ${vars.color.accent}, transparent 25%)`,
  animation: `${spin} ${turn} linear infinite`,
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 300,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  backgroundColor: vars.shell.scrim,
  color: vars.color.text,
  fontFamily: vars.font.label,
  fontSize: vars.fontSize.md,
  ...labelCase,
});

export const label = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radii.sm,
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
