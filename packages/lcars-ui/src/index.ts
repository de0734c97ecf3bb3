// The public API of @lcars/ui. Anything not exported here is internal.
export {
  ThemeProvider,
  useTheme,
  type Look,
  type TextDirection,
  type ThemeProviderProps,
  type ThemeState,
} from './theme/ThemeProvider';
export { vars, type ThemeVars } from './theme/contract.css';
export { materialDarkTheme, materialLightTheme } from './theme/material.css';
export { lcarsTheme } from './theme/lcars.css';
export {
  fontStacks,
  lcarsCanon,
  lcarsTokens,
  materialBrand,
  materialDarkTokens,
  materialLightTokens,
  type AlertTokens,
  type ColorTokens,
  type ThemeTokens,
} from './theme/tokens';

export { Button, type ButtonProps, type ButtonVariant } from './components/Button';
export { Card, type CardProps } from './components/Card';

// The pure helpers: formatting, masks, dates, validation rules, paging.
export * from './input';
