import { useEffect, useMemo, type ReactNode } from 'react';
import { SoundProvider, ThemeProvider } from '@lcars/ui';
import type { AppContextApp, AppSetting, Theme } from '@lcars/contract';
import { useAlertStore } from '../core/stores/alert';
import { useAppContextStore } from '../core/stores/appContext';
import { useSessionStore } from '../core/stores/session';
import { useThemeStore } from '../core/stores/theme';
import { useThemeListStore } from '../core/stores/themes';
import {
  appColorsOf,
  browserBarColour,
  appThemeIdOf,
  appThemeOf,
  effectiveTheme,
  type AppColors,
} from './appTheme';
import { soundEngine } from './sound';
import * as styles from './shell.css';

const NO_SETTINGS: readonly AppSetting[] = [];
const NO_THEMES: readonly Theme[] = [];
const NO_APPS: readonly AppContextApp[] = [];

/**
 * The theme the user chose for the app `appId` (null outside apps or without a choice). The built-in themes
 * come with the app context; the user's own and shared ones are loaded once one of them is needed.
 */
function useAppTheme(appId: number | undefined): Theme | null {
  const appSettings = useSessionStore((state) => state.accountContext?.appSettings) ?? NO_SETTINGS;
  const builtIn = useAppContextStore((state) => state.appContext?.themes) ?? NO_THEMES;
  const userThemes = useThemeListStore((state) => state.themes);
  const status = useThemeListStore((state) => state.status);
  const themes = useMemo(() => [...userThemes, ...builtIn], [userThemes, builtIn]);
  const appTheme = appThemeOf({ appId, appSettings, themes });
  const missing = appThemeIdOf({ appId, appSettings }) !== 0 && appTheme === null;
  useEffect(() => {
    if (missing && status === 'idle') void useThemeListStore.getState().load();
  }, [missing, status]);
  return appTheme;
}

/** The app `appId`'s own primary and secondary colours (App settings, the user's or the administrator's). */
function useAppColors(appId: number | undefined): AppColors {
  const appSettings = useSessionStore((state) => state.accountContext?.appSettings) ?? NO_SETTINGS;
  const apps = useAppContextStore((state) => state.appContext?.apps) ?? NO_APPS;
  const { primary, secondary } = appColorsOf({ appId, appSettings, apps });
  // A stable object while the colours stay, so the theme's variables are not worked out again each render.
  return useMemo(() => ({ primary, secondary }), [primary, secondary]);
}

/** Keeps the page's theme-color tags (index.html has one per colour scheme) on the look chosen at run time. */
function useBrowserBarColour(colour: string): void {
  useEffect(() => {
    for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
      meta.removeAttribute('media');
      meta.setAttribute('content', colour);
    }
  }, [colour]);
}

/**
 * The @lcars/ui theme and sound for the whole portal: look, dark mode (lcars is always dark), the theme the
 * user chose for the app whose routes show (`appId`; the global look elsewhere) with, in the material look,
 * that app's own primary and secondary colours, and the alert of the alert
 * store, whose palette, status block and klaxon the ThemeProvider shows.
 */
export function ThemeRoot({ appId, children }: { appId?: number; children: ReactNode }) {
  const look = useThemeStore((state) => state.look);
  const dark = useThemeStore((state) => state.dark);
  const appTheme = useAppTheme(appId);
  const appColors = useAppColors(appId);
  const effective = useMemo(
    () => effectiveTheme({ look, dark }, appTheme, appColors),
    [look, dark, appTheme, appColors],
  );
  useBrowserBarColour(browserBarColour(effective.look, effective.dark, appColors.primary));
  const alertActive = useAlertStore((state) => state.alertActive);
  const alertType = useAlertStore((state) => state.alertType);
  const alertTimeout = useAlertStore((state) => state.alertTimeout);
  return (
    <SoundProvider engine={soundEngine}>
      <ThemeProvider
        look={effective.look}
        dark={effective.dark}
        theme={effective.theme}
        alert={alertActive ? { type: alertType, active: true, timeout: alertTimeout } : null}
        onAlertEnd={() => useAlertStore.getState().lower()}
        className={styles.themeFill}
      >
        {children}
      </ThemeProvider>
    </SoundProvider>
  );
}
