import { describe, expect, it } from 'vitest';
import type { Theme } from '@lcars/api/contract';
import { appThemeIdOf, appThemeOf, effectiveTheme } from './appTheme';

const theme = (id: number, dark: boolean, primary: string): Theme => ({
  id,
  title: `Theme ${id}`,
  narrative: '',
  isBuiltIn: id < 10,
  isUserOwned: id >= 10,
  allowUseByOtherUsers: false,
  dark,
  createdById: id >= 10 ? 7 : null,
  themeColors: [{ themeId: id, themeColorName: 'primary', themeColorValue: primary }],
});

const defaultLight = theme(2, false, '#2962FF');
const crimson = theme(11, true, '#B71C1C');
const themes = [defaultLight, crimson];

// Money (3) uses the user's own crimson theme, Admin (100) the built-in light one, Recipes (1) none.
const appSettings = [
  { appId: 3, themeId: 11 },
  { appId: 100, themeId: 2 },
  { appId: 1, themeId: 0 },
];

describe('appThemeOf: which theme for which route', () => {
  it("inside an app's routes, the theme chosen for that app", () => {
    expect(appThemeOf({ appId: 3, appSettings, themes })).toBe(crimson);
    expect(appThemeOf({ appId: 100, appSettings, themes })).toBe(defaultLight);
  });

  it("on the platform's own pages (no app id, or app 0) none: the global look", () => {
    expect(appThemeOf({ appId: undefined, appSettings, themes })).toBeNull();
    expect(
      appThemeOf({ appId: 0, appSettings: [...appSettings, { appId: 0, themeId: 11 }], themes }),
    ).toBeNull();
  });

  it('none for an app without a chosen theme, without a setting, or signed out', () => {
    expect(appThemeOf({ appId: 1, appSettings, themes })).toBeNull();
    expect(appThemeOf({ appId: 51, appSettings, themes })).toBeNull();
    expect(appThemeOf({ appId: 3, appSettings: [], themes })).toBeNull();
  });

  it('none while the chosen theme is unknown (not loaded yet, or deleted), though its id is named', () => {
    expect(appThemeOf({ appId: 3, appSettings, themes: [defaultLight] })).toBeNull();
    expect(appThemeIdOf({ appId: 3, appSettings })).toBe(11);
    expect(appThemeIdOf({ appId: undefined, appSettings })).toBe(0);
  });
});

describe('effectiveTheme: what the shell shows', () => {
  it('without an app theme, the global look and dark mode with the look’s own colours', () => {
    expect(effectiveTheme({ look: 'material', dark: false }, null)).toEqual({
      look: 'material',
      dark: false,
      theme: null,
    });
  });

  it('with an app theme, its colours and, in material, its light or dark scheme', () => {
    expect(effectiveTheme({ look: 'material', dark: true }, defaultLight)).toEqual({
      look: 'material',
      dark: false,
      theme: defaultLight,
    });
    expect(effectiveTheme({ look: 'material', dark: false }, crimson)).toMatchObject({ dark: true });
  });

  it('in lcars, the app theme’s colours, always dark', () => {
    expect(effectiveTheme({ look: 'lcars', dark: true }, defaultLight)).toEqual({
      look: 'lcars',
      dark: true,
      theme: defaultLight,
    });
  });
});
