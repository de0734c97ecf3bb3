import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Base typography and colours of everything inside a ThemeProvider. */
export const themeRoot = style({
  colorScheme: vars.colorScheme,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textSizeAdjust: '100%',
});
