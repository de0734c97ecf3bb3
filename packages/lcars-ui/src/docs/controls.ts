import type { LcarsColor } from '../theme/fills.css';

// Stories only: Storybook controls that several stories share.

/** Every colour an LCARS frame piece can take, in the order of the canon. */
const lcarsColors: LcarsColor[] = [
  'primary',
  'secondary',
  'tertiary',
  'quadrinary',
  'quinary',
  'sexenary',
  'septenary',
  'octonary',
  'accent',
];

/** A `color` control for the LCARS frame pieces. */
export const lcarsColorControl = { control: 'select', options: lcarsColors } as const;
