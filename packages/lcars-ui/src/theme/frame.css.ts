import { createVar, fallbackVar } from '@vanilla-extract/css';
import { vars } from './contract.css';

// Geometry shared by the frame pieces. LcarsFrame sets the panel width once (narrower on small screens), so the
// elbows' vertical arms line up with the side panel; outside a frame each piece uses the theme's shape token.
export const panelWidthVar = createVar();

export const panelWidth = fallbackVar(panelWidthVar, vars.shape.panelWidth);

/** Below the sm breakpoint (600 px) the frame narrows its panel and stacks its top section. */
export const smallScreen = 'screen and (max-width: 599.98px)';

/** Bar thickness per size, from the shape tokens. */
export const barHeights = {
  sm: vars.shape.barHeightSm,
  md: vars.shape.barHeightMd,
  lg: vars.shape.barHeightLg,
} as const;

export type LcarsSize = keyof typeof barHeights;

/** Forced-colors mode drops backgrounds: frame pieces keep an edge instead. */
export const forcedColorsEdge = {
  '(forced-colors: active)': { outline: '0.0625rem solid CanvasText', outlineOffset: '-0.0625rem' },
} as const;
