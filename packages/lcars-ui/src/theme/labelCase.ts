import { vars } from './contract.css';

// The look's label case (uppercase and letter-spaced in both looks' tokens), for the .css.ts files to spread
// wherever a text is written as a label: buttons, LCARS titles, column headers, weekday names.
export const labelCase = {
  textTransform: vars.label.textTransform,
  letterSpacing: vars.label.letterSpacing,
} as const;
