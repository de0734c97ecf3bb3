import { AppId } from '@lcars/api/contract';
import type { AppSetting, Theme } from '@lcars/api/contract';
import type { Look } from '../core/stores/theme';

/** The look the whole portal uses outside apps with a theme of their own: the user's global settings. */
export interface GlobalLook {
  look: Look;
  dark: boolean;
}

/** What the shell's ThemeProvider shows. */
export interface EffectiveTheme extends GlobalLook {
  /** The colours of the current app's theme over the look; null: the look's own colours. */
  theme: Theme | null;
}

export interface AppThemeInput {
  /** The app of the route showing (its `handle.appId`); undefined or 0 for the platform's own pages. */
  appId: number | undefined;
  /** The signed-in user's per-app settings (the account context's appSettings); empty when signed out. */
  appSettings: readonly Pick<AppSetting, 'appId' | 'themeId'>[];
  /** The themes known so far: the app context's built-in ones and the user's list (own and shared). */
  themes: readonly Theme[];
}

/** The theme id the current app's setting names (0: none); the platform's own pages have none. */
export function appThemeIdOf({ appId, appSettings }: Omit<AppThemeInput, 'themes'>): number {
  if (appId === undefined || appId === AppId.Base) return 0;
  return appSettings.find((setting) => setting.appId === appId)?.themeId ?? 0;
}

/**
 * The theme chosen for the app whose routes are showing (platform.md section 3, App setting themeId; the
 * theme settings page's "Use for"), or null: outside an app, for an app without a chosen theme, or while
 * the chosen theme is not known (not loaded yet, or deleted since).
 */
export function appThemeOf(input: AppThemeInput): Theme | null {
  const themeId = appThemeIdOf(input);
  if (themeId === 0) return null;
  return input.themes.find((theme) => theme.id === themeId) ?? null;
}

/**
 * The theme in effect (platform.md section 4: colours follow lcars mode, per-app settings, the route's app and
 * dark/light): inside an app with a chosen theme, that theme's colours and its light or dark scheme (lcars
 * stays dark whatever the theme says); elsewhere the global look and dark mode with the look's own colours.
 */
export function effectiveTheme(global: GlobalLook, appTheme: Theme | null): EffectiveTheme {
  if (!appTheme) return { ...global, theme: null };
  return { look: global.look, dark: global.look === 'lcars' ? true : appTheme.dark, theme: appTheme };
}
