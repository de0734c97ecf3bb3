import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inLook } from '../../theme/looks';
import { labelCase } from '../../theme/labelCase';

// What Checkbox, Switch and the radios of a RadioGroup share: the row of a control and its label, the label's
// LCARS type, and (for Checkbox and Switch) the column of that row over its help text. Each keeps its own
// control drawing (box, track, circle).

/** A Checkbox's or Switch's row with its help or error under it. */
export const choiceWrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** The clickable row: the control, then its label. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.control,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'default' } },
});

/** The label beside the control: the frame's uppercase Antonio in the LCARS look. */
export const choiceLabel = style({
  selectors: {
    [inLook('lcars')]: {
      fontFamily: vars.font.label,
      ...labelCase,
    },
  },
});
