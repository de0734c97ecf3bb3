import { describe, expect, it } from 'vitest';
import type { Theme } from '@lcars/contract';
import {
  appColorsOf,
  appThemeIdOf,
  appThemeOf,
  chosenColor,
  effectiveTheme,
  NO_APP_COLORS,
} from './appTheme';

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

describe('appColorsOf: the app’s own primary and secondary colours', () => {
  const defaults = { primaryColor: '#2962FF', secondaryColor: '#3F51B5' };
  // Every app stores the default colours; the administrator gave Recipes (1) a secondary colour.
  const apps = [
    { id: 1, ...defaults, secondaryColor: '#00695C' },
    { id: 3, ...defaults },
    { id: 100, ...defaults },
  ];

  it('a colour equal to the default counts as not set, whatever its letter case', () => {
    expect(chosenColor('#2962FF', '#2962FF')).toBeNull();
    expect(chosenColor('#2962ff', '#2962FF')).toBeNull();
    expect(chosenColor(' #b71c1c ', '#2962FF')).toBe('#B71C1C');
    expect(chosenColor('', '#2962FF')).toBeNull();
    expect(chosenColor('red', '#2962FF')).toBeNull();
    expect(chosenColor(undefined, '#2962FF')).toBeNull();
  });

  it("inside an app's routes, the user's colours for that app", () => {
    const appSettings = [{ appId: 3, primaryColor: '#B71C1C', secondaryColor: '#3F51B5' }];
    expect(appColorsOf({ appId: 3, appSettings, apps })).toEqual({ primary: '#B71C1C', secondary: null });
  });

  it('nothing for an app whose colours are the defaults (every app as first stored)', () => {
    expect(appColorsOf({ appId: 3, appSettings: [{ appId: 3, ...defaults }], apps })).toEqual(NO_APP_COLORS);
    expect(appColorsOf({ appId: 51, appSettings: [], apps })).toEqual(NO_APP_COLORS);
  });

  it("the administrator's colour where the user's is the default, each colour on its own", () => {
    const appSettings = [{ appId: 1, primaryColor: '#6A1B9A', secondaryColor: '#3F51B5' }];
    expect(appColorsOf({ appId: 1, appSettings, apps })).toEqual({
      primary: '#6A1B9A',
      secondary: '#00695C',
    });
    expect(appColorsOf({ appId: 1, appSettings: [], apps })).toEqual({ primary: null, secondary: '#00695C' });
  });

  it("none on the platform's own pages (hub, account), whatever the apps set", () => {
    const appSettings = [{ appId: 3, primaryColor: '#B71C1C', secondaryColor: '#1B5E20' }];
    expect(appColorsOf({ appId: undefined, appSettings, apps })).toEqual(NO_APP_COLORS);
    expect(appColorsOf({ appId: 0, appSettings, apps })).toEqual(NO_APP_COLORS);
  });
});

describe('effectiveTheme with the app’s own colours', () => {
  const red = { primary: '#B71C1C', secondary: null };

  it('in material, the app’s primary over the look’s colours, the global scheme kept', () => {
    expect(effectiveTheme({ look: 'material', dark: false }, null, red)).toEqual({
      look: 'material',
      dark: false,
      theme: { themeColors: [{ themeColorName: 'primary', themeColorValue: '#B71C1C' }] },
    });
  });

  it('in material, the app’s colours replace those of the app’s theme, the theme’s others and scheme stay', () => {
    const withAccent: Theme = {
      ...crimson,
      themeColors: [
        ...crimson.themeColors,
        { themeId: 11, themeColorName: 'accent', themeColorValue: '#FFAB00' },
      ],
    };
    const effective = effectiveTheme({ look: 'material', dark: false }, withAccent, {
      primary: '#1B5E20',
      secondary: '#00695C',
    });
    expect(effective.dark).toBe(true);
    expect(effective.theme?.themeColors).toEqual([
      { themeId: 11, themeColorName: 'accent', themeColorValue: '#FFAB00' },
      { themeColorName: 'primary', themeColorValue: '#1B5E20' },
      { themeColorName: 'secondary', themeColorValue: '#00695C' },
    ]);
  });

  it('without colours of the app, the theme as it is (or none)', () => {
    expect(effectiveTheme({ look: 'material', dark: true }, crimson, NO_APP_COLORS).theme).toBe(crimson);
    expect(effectiveTheme({ look: 'material', dark: true }, null, NO_APP_COLORS).theme).toBeNull();
  });

  it('in lcars, the look keeps its own palette: the app’s colours do not apply', () => {
    expect(effectiveTheme({ look: 'lcars', dark: true }, null, red)).toEqual({
      look: 'lcars',
      dark: true,
      theme: null,
    });
    expect(effectiveTheme({ look: 'lcars', dark: true }, crimson, red).theme).toBe(crimson);
  });
});
