import { createThemeContract } from '@vanilla-extract/css';
import { materialLightTokens } from './tokens';

// The one theme contract every look, alert palette and server theme fills in. Its shape is the ThemeTokens
// interface (tokens.ts); createThemeContract only reads the keys of the object it is given.
export const vars = createThemeContract(materialLightTokens);

export type ThemeVars = typeof vars;
