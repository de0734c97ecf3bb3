import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lcarsTokens } from './tokens';

/** Theme mode 2: the starship console look, always dark. */
export const lcarsTheme = createTheme(vars, lcarsTokens, 'lcars');
