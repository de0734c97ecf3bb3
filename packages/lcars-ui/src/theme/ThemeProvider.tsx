// The self-hosted Antonio faces of the lcars look load with the provider: a .css.ts file cannot import them,
// vanilla-extract evaluates its other imports at build time and drops them.
import './fonts.css';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { lcarsTheme } from './lcars.css';
import { materialDarkTheme, materialLightTheme } from './material.css';
import { themeRoot } from './root.css';
import type { Look } from './tokens';

export type { Look };
export type TextDirection = 'ltr' | 'rtl';

export interface ThemeProviderProps {
  /** Theme mode: 'material' (spec mode 1, the default) or 'lcars' (spec mode 2). */
  look?: Look;
  /** Dark scheme; the spec's default. Ignored by the lcars look, which is always dark. */
  dark?: boolean;
  /** Text direction of everything inside. */
  dir?: TextDirection;
  /**
   * BCP 47 locale for react-aria (keyboard direction, formatting). When omitted the nearest I18nProvider or the
   * browser's locale applies.
   */
  locale?: string;
  /** Extra class on the wrapping element, e.g. to make it fill the viewport. */
  className?: string;
  children?: ReactNode;
}

export interface ThemeState {
  look: Look;
  /** The scheme in effect: always true for lcars. */
  dark: boolean;
  dir: TextDirection;
  /** The vanilla-extract theme class applied by the provider, for content rendered outside it (portals). */
  themeClass: string;
}

const ThemeContext = createContext<ThemeState | null>(null);

// Alerts and server themes will layer their own classes and assignInlineVars over this one; the look and
// scheme decide only the base theme.
function baseThemeClass(look: Look, dark: boolean): string {
  if (look === 'lcars') return lcarsTheme;
  return dark ? materialDarkTheme : materialLightTheme;
}

/**
 * Applies a look (material or lcars) and scheme to its children by setting the theme class on a wrapping element.
 * Changing its props switches the theme at runtime; nothing reloads.
 */
export function ThemeProvider({
  look = 'material',
  dark = true,
  dir = 'ltr',
  locale,
  className,
  children,
}: ThemeProviderProps) {
  const effectiveDark = look === 'lcars' ? true : dark;
  const themeClass = baseThemeClass(look, effectiveDark);
  const state = useMemo<ThemeState>(
    () => ({ look, dark: effectiveDark, dir, themeClass }),
    [look, effectiveDark, dir, themeClass],
  );

  const themed = (
    <div
      className={[themeClass, themeRoot, className].filter(Boolean).join(' ')}
      data-look={look}
      data-scheme={effectiveDark ? 'dark' : 'light'}
      dir={dir}
    >
      {children}
    </div>
  );

  return (
    <ThemeContext value={state}>
      {locale ? <I18nProvider locale={locale}>{themed}</I18nProvider> : themed}
    </ThemeContext>
  );
}

/** The look, scheme and direction in effect. Throws outside a ThemeProvider, where no theme applies. */
export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) {
    throw new Error('useTheme() must be called inside a <ThemeProvider>.');
  }
  return state;
}
