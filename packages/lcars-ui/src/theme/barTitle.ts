import { vars } from './contract.css';
import { labelCase } from './labelCase';

// The title of a bar (the app bar, a dialog's and a drawer's header), for the .css.ts files to spread: heading
// type in the material look; in the LCARS look uppercase at the end of the bar, as the frame writes its titles.

export const barTitle = {
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
} as const;

export const lcarsBarTitle = {
  order: 2,
  textAlign: 'end',
  ...labelCase,
  fontWeight: vars.fontWeight.regular,
} as const;
