import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inLook } from '../../theme/looks';
import { choice, choiceLabel } from '../field/choice.css';

export const switchRoot = choice;

export const track = style({
  boxSizing: 'border-box',
  position: 'relative',
  flex: 'none',
  inlineSize: '2.5rem',
  blockSize: '1.5rem',
  borderRadius: vars.radii.pill,
  border: `0.125rem solid ${vars.color.outline}`,
  backgroundColor: 'transparent',
  transition: `background-color ${vars.motion.durationMedium}, border-color ${vars.motion.durationMedium}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${switchRoot}[data-focus-visible] &`]: {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
    // LCARS: a lilac bar whose block slides to the end and turns the track golden.
    [inLook('lcars')]: { borderColor: vars.color.secondary, borderWidth: '0.1875rem', inlineSize: '3rem' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        [`${switchRoot}[data-selected] &`]: { backgroundColor: 'Highlight', borderColor: 'Highlight' },
      },
    },
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: '0.1875rem',
  insetInlineStart: '0.1875rem',
  inlineSize: '0.875rem',
  blockSize: '0.875rem',
  borderRadius: vars.radii.pill,
  backgroundColor: vars.color.outline,
  transition: `inset-inline-start ${vars.motion.durationMedium} ${vars.motion.easing}, background-color ${vars.motion.durationMedium}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      insetInlineStart: 'calc(100% - 0.875rem - 0.1875rem)',
      backgroundColor: vars.color.onPrimary,
    },
    [inLook('lcars')]: {
      backgroundColor: vars.color.secondary,
      insetBlockStart: '0.125rem',
      blockSize: '0.875rem',
    },
    // On the filled track the block takes the track's own text colour: the secondary fill can sit too close
    // to the primary one (red alert paints both red), the on-colour is held to contrast by the token tests.
    [inLook('lcars', `${switchRoot}[data-selected]`)]: { backgroundColor: vars.color.onPrimary },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const label = choiceLabel;
