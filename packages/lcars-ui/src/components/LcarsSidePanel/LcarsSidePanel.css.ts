import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { panelWidth } from '../../theme/frame.css';

export const panel = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.shape.barGap,
  inlineSize: panelWidth,
  minBlockSize: 0,
  margin: 0,
  padding: 0,
});

/** The decorative block that runs the column down to the next elbow. */
export const filler = style({ flexGrow: 1, minBlockSize: vars.space.lg });
