import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inLook } from '../../theme/looks';
import { choice, choiceLabel } from '../field/choice.css';

export const checkbox = choice;

export const box = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  border: `0.125rem solid ${vars.color.outline}`,
  borderRadius: '0.1875rem',
  backgroundColor: 'transparent',
  color: vars.color.onPrimary,
  transition: `background-color ${vars.motion.durationFast}, border-color ${vars.motion.durationFast}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.onSurface },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.error },
    [`${checkbox}[data-focus-visible] &, ${checkbox}:has(input:focus-visible) &`]: {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
    // LCARS: a rounded block in lilac that lights up golden when checked.
    [inLook('lcars')]: {
      inlineSize: '1.75rem',
      blockSize: '1.25rem',
      borderRadius: vars.shape.pillCap,
      borderColor: vars.color.secondary,
      borderWidth: '0.1875rem',
    },
    [`${inLook('lcars')}:is(${checkbox}[data-selected] *)`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        [`${checkbox}[data-selected] &`]: { backgroundColor: 'Highlight', borderColor: 'Highlight' },
      },
    },
  },
});

export const mark = style({
  inlineSize: '0.875rem',
  blockSize: '0.875rem',
  fill: 'currentColor',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  opacity: 0,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: { opacity: 1 },
  },
});

export const label = choiceLabel;
