import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inLook } from '../../theme/looks';
import { variant as buttonVariant } from '../Button/Button.css';
import { labelCase } from '../../theme/labelCase';

export const toolbar = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radii.card,
  selectors: {
    [inLook('lcars')]: { backgroundColor: 'transparent', gap: vars.shape.barGap },
  },
});

// A bar is 64 (48) high while its title and controls fit on one line. On a narrow screen (a phone) they do not:
// the controls wrap under the title and the bar grows, instead of sticking out on the right (issue 21).
export const row = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.shell.toolbarHeight,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  selectors: {
    // LCARS: black space framed by a coloured bar below, so the controls keep their own colours.
    [inLook('lcars')]: {
      backgroundColor: vars.color.background,
      color: vars.color.text,
      paddingInlineStart: 0,
      // The title pill fills the bar's height (its own margin keeps it off the edges).
      paddingBlock: 0,
      borderBlockEnd: `${vars.shape.barHeightSm} solid ${vars.color.tertiary}`,
      borderEndStartRadius: vars.shape.elbowInnerRadius,
    },
  },
});

export const dense = style({ minBlockSize: vars.shell.toolbarExtension });

export const extension = style([
  row,
  {
    minBlockSize: vars.shell.toolbarExtension,
    selectors: {
      [inLook('lcars')]: { borderBlockEndColor: vars.color.quadrinary, paddingInlineStart: vars.space.md },
    },
  },
]);

// A title longer than the bar is wide (a bout's two names, a file name on a phone) wraps, and the bar grows,
// rather than being cut mid-word with the rest out of sight: a long word breaks where it must.
export const title = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflowWrap: 'anywhere',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  selectors: {
    // LCARS: the title is a coloured pill block at the start of the bar.
    [inLook('lcars')]: {
      flex: '0 1 auto',
      alignSelf: 'stretch',
      display: 'flex',
      alignItems: 'flex-end',
      paddingInline: vars.space.lg,
      paddingBlockEnd: vars.space.xs,
      marginBlock: vars.space.xs,
      borderStartEndRadius: vars.shape.pillCap,
      borderEndEndRadius: vars.shape.pillCap,
      backgroundColor: vars.color.tertiary,
      color: vars.color.onTertiary,
      ...labelCase,
    },
  },
});

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
  minInlineSize: 0,
});

// LCARS: a button's label sits at the bottom end of its pill, but a text button draws no pill, so in the bar its
// label sat several px below the icon buttons and the title beside it. Centred like them; pills keep their look.
globalStyle(inLook('lcars', `.${group}`).replaceAll('&', `.${buttonVariant.text}`), {
  alignItems: 'center',
  paddingBlockEnd: 0,
});
