import { AppId } from '@lcars/contract';
import type { AppContextApp, AppSetting, Theme, ThemeColor } from '@lcars/contract';
import type { Look } from '../core/stores/theme';

/** The colours a theme brings over the look (the part of a stored Theme the ThemeProvider reads). */
export interface ShownTheme {
  themeColors: readonly Pick<ThemeColor, 'themeColorName' | 'themeColorValue'>[];
}

/** The look the whole portal uses outside apps with a theme of their own: the user's global settings. */
export interface GlobalLook {
  look: Look;
  dark: boolean;
}

/** What the shell's ThemeProvider shows. */
export interface EffectiveTheme extends GlobalLook {
  /**
   * The colours over the look: the current app's theme, with the app's own primary and secondary colours on
   * top in the material look; null: the look's own colours.
   */
  theme: ShownTheme | null;
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
 * The theme chosen for the app whose routes are showing (the app setting themeId; the
 * theme settings page's "Use for"), or null: outside an app, for an app without a chosen theme, or while
 * the chosen theme is not known (not loaded yet, or deleted since).
 */
export function appThemeOf(input: AppThemeInput): Theme | null {
  const themeId = appThemeIdOf(input);
  if (themeId === 0) return null;
  return input.themes.find((theme) => theme.id === themeId) ?? null;
}

/** The default AppPrimary and AppSecondary colours, which every app's settings store. */
export const DEFAULT_APP_COLORS = { primary: '#2962FF', secondary: '#3F51B5' } as const;

/** An app's own colours (App setting primaryColor, secondaryColor); null: not set, the theme's colours stay. */
export interface AppColors {
  primary: string | null;
  secondary: string | null;
}

export const NO_APP_COLORS: AppColors = { primary: null, secondary: null };

const hexColor = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A stored colour as a choice: every app stores the default unless someone changed it, so the default
 * (in any letter case) means "not set", as do an empty or malformed value.
 */
export function chosenColor(value: string | null | undefined, defaultColor: string): string | null {
  const color = value?.trim() ?? '';
  if (!hexColor.test(color)) return null;
  return color.toUpperCase() === defaultColor.toUpperCase() ? null : color.toUpperCase();
}

export interface AppColorsInput {
  /** The app of the route showing (its `handle.appId`); undefined or 0 for the platform's own pages. */
  appId: number | undefined;
  /** The signed-in user's per-app settings: the user's colours, or the administrator's where they set none. */
  appSettings: readonly Pick<AppSetting, 'appId' | 'primaryColor' | 'secondaryColor'>[];
  /** The app context's apps: the colours the administrator set (admin App settings). */
  apps: readonly Pick<AppContextApp, 'id' | 'primaryColor' | 'secondaryColor'>[];
}

/**
 * The colours of the app whose routes are showing, each on its own: the user's (App settings) when set, else
 * the administrator's (admin App settings) when set, else none. The user's setting already carries the
 * administrator's colour when the user has none of their own; the app context is asked as well because a
 * user who once saved App settings keeps the default the form showed then, which would hide a colour the
 * administrator chose later. The platform's own pages have none.
 */
export function appColorsOf({ appId, appSettings, apps }: AppColorsInput): AppColors {
  if (appId === undefined || appId === AppId.Base) return NO_APP_COLORS;
  const setting = appSettings.find((candidate) => candidate.appId === appId);
  const app = apps.find((candidate) => candidate.id === appId);
  const pick = (name: 'primaryColor' | 'secondaryColor', defaultColor: string) =>
    chosenColor(setting?.[name], defaultColor) ?? chosenColor(app?.[name], defaultColor);
  return {
    primary: pick('primaryColor', DEFAULT_APP_COLORS.primary),
    secondary: pick('secondaryColor', DEFAULT_APP_COLORS.secondary),
  };
}

/** The theme's colours with the app's own primary and secondary in place of the theme's. */
function withAppColors(theme: ShownTheme | null, colors: AppColors): ShownTheme | null {
  const own = [
    ...(colors.primary ? [{ themeColorName: 'primary', themeColorValue: colors.primary }] : []),
    ...(colors.secondary ? [{ themeColorName: 'secondary', themeColorValue: colors.secondary }] : []),
  ];
  if (own.length === 0) return theme;
  const replaced = new Set(own.map((color) => color.themeColorName));
  const kept = (theme?.themeColors ?? []).filter((color) => !replaced.has(color.themeColorName));
  return { themeColors: [...kept, ...own] };
}

/**
 * The theme in effect (colours follow lcars mode, per-app settings, the route's app and
 * dark/light): inside an app with a chosen theme, that theme's colours and its light or dark scheme (lcars
 * stays dark whatever the theme says); elsewhere the global look and dark mode with the look's own colours.
 * In the material look the app's own primary and secondary colours (App settings) go over either; the lcars
 * look keeps its own palette (docs/decisions.md).
 */
export function effectiveTheme(
  global: GlobalLook,
  appTheme: Theme | null,
  appColors: AppColors = NO_APP_COLORS,
): EffectiveTheme {
  const dark = !appTheme ? global.dark : global.look === 'lcars' ? true : appTheme.dark;
  const theme = global.look === 'material' ? withAppColors(appTheme, appColors) : appTheme;
  return { look: global.look, dark, theme };
}

/** The colour of the browser's bar (and of an installed portal's title bar) for a look. */
export function browserBarColour(look: 'material' | 'lcars', dark: boolean, primary: string | null): string {
  if (look === 'lcars' || dark) return '#000000';
  return primary ?? DEFAULT_APP_COLORS.primary;
}
