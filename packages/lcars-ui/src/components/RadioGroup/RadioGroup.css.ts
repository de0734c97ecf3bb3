import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inLook } from '../../theme/looks';
import { choice, choiceLabel } from '../field/choice.css';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: {
    '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.md },
  },
});

export const radio = choice;

export const circle = style({
  boxSizing: 'border-box',
  flex: 'none',
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  borderRadius: vars.radii.pill,
  border: `0.125rem solid ${vars.color.outline}`,
  transition: `border-width ${vars.motion.durationFast}, border-color ${vars.motion.durationFast}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.onSurface },
    [`${radio}[data-selected] &`]: { borderColor: vars.color.primary, borderWidth: '0.375rem' },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.error },
    [`${radio}[data-focus-visible] &`]: {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
    [inLook('lcars')]: { borderColor: vars.color.secondary, borderWidth: '0.1875rem' },
    [`${inLook('lcars')}:is(${radio}[data-selected] *)`]: {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primary,
      boxShadow: `inset 0 0 0 0.1875rem ${vars.color.background}`,
      borderWidth: '0.1875rem',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { [`${radio}[data-selected] &`]: { borderColor: 'Highlight' } },
    },
  },
});

export const label = choiceLabel;
