import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { materialDarkTokens, materialLightTokens } from './tokens';

/** Theme mode 1, light scheme. */
export const materialLightTheme = createTheme(vars, materialLightTokens, 'material-light');

/** Theme mode 1, dark scheme (the default). */
export const materialDarkTheme = createTheme(vars, materialDarkTokens, 'material-dark');
