import { styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The theme's fill roles an LCARS frame piece can take; each has a text colour that reaches AA on it. */
export type LcarsColor =
  | 'primary'
  | 'secondary'
  | 'tertiary'
  | 'quadrinary'
  | 'quinary'
  | 'sexenary'
  | 'septenary'
  | 'octonary'
  | 'accent';

const pairs: Record<LcarsColor, [fill: string, on: string]> = {
  primary: [vars.color.primary, vars.color.onPrimary],
  secondary: [vars.color.secondary, vars.color.onSecondary],
  tertiary: [vars.color.tertiary, vars.color.onTertiary],
  quadrinary: [vars.color.quadrinary, vars.color.onQuadrinary],
  quinary: [vars.color.quinary, vars.color.onQuinary],
  sexenary: [vars.color.sexenary, vars.color.onSexenary],
  septenary: [vars.color.septenary, vars.color.onSeptenary],
  octonary: [vars.color.octonary, vars.color.onOctonary],
  accent: [vars.color.accent, vars.color.onAccent],
};

/** Background and text colour of a filled frame piece, read from the theme so alerts recolour it. */
export const fill = styleVariants(pairs, ([background, color]) => ({ backgroundColor: background, color }));

/** Only the background, for pieces with no text. */
export const fillBackground = styleVariants(pairs, ([background]) => ({ backgroundColor: background }));

/** The fill as a text colour, for labels drawn on the background (the header title). */
export const fillText = styleVariants(pairs, ([background]) => ({ color: background }));

/**
 * The fill at doubled specificity, for pieces that also carry Button's variant class: the fill wins whatever
 * order the stylesheets load in (development injects them in import order, the build concatenates them).
 */
export const strongFill = styleVariants(pairs, ([background, color]) => ({
  selectors: { '&&': { backgroundColor: background, color } },
}));
