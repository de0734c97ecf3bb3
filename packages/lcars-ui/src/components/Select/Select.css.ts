import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inLook } from '../../theme/looks';
import { labelCase } from '../../theme/labelCase';

export const trigger = style({
  appearance: 'none',
  inlineSize: '100%',
  justifyContent: 'space-between',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      borderColor: vars.color.primaryText,
      boxShadow: `inset 0 0 0 0.0625rem ${vars.color.primaryText}`,
    },
    '&[data-pressed]': { borderColor: vars.color.primaryText },
    [`${inLook('lcars')}[data-focus-visible]`]: {
      borderColor: vars.color.tertiary,
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const value = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.md,
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    [inLook('lcars')]: labelCase,
  },
});
