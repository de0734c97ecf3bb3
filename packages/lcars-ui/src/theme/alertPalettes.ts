// The alert palettes as plain data: which colour each main role takes during an alert, per look and scheme.
// alerts.css.ts turns them into classes over the theme contract; the contrast tests resolve them against the
// built-in tokens, so a palette that breaks WCAG AA in any look, scheme, alert or blink phase fails a test.
import type { AlertTokens, ColorTokens, ThemeTokens } from './tokens';

/** Alert types (the user's alert settings). */
export const AlertType = {
  RedAlert: 1,
  RedAlertAlternate: 2,
  YellowAlert: 3,
  YellowAlertAlternate: 4,
  CustomAlert: 5,
  CustomAlertAlternate: 6,
} as const;
export type AlertType = (typeof AlertType)[keyof typeof AlertType];

export const alertTypes: readonly AlertType[] = [1, 2, 3, 4, 5, 6];

/** The three palettes; each alert type uses one of them, the alternates blinking between two phases. */
export type AlertKind = 'red' | 'yellow' | 'custom';

export function alertKind(type: AlertType): AlertKind {
  if (type <= 2) return 'red';
  if (type <= 4) return 'yellow';
  return 'custom';
}

/** The alternates (2, 4, 6) blink. */
export function isAlternateAlert(type: AlertType): boolean {
  return type % 2 === 0;
}

export function isAlertType(value: unknown): value is AlertType {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;
}

/** The status text of the alert block, lower case as stored; the block shows it in upper case. */
export const alertLabels: Record<AlertKind, string> = {
  red: 'red alert',
  yellow: 'yellow alert',
  custom: 'custom alert',
};

/** Default alert duration (ms). */
export const DEFAULT_ALERT_TIMEOUT = 30_000;

/** The fill roles an alert recolours, each with the role of the text drawn on it. */
export const alertFillRoles = [
  ['accent', 'onAccent'],
  ['primary', 'onPrimary'],
  ['secondary', 'onSecondary'],
  ['tertiary', 'onTertiary'],
  ['quadrinary', 'onQuadrinary'],
  ['quinary', 'onQuinary'],
  ['sexenary', 'onSexenary'],
  ['septenary', 'onSeptenary'],
  ['octonary', 'onOctonary'],
] as const satisfies readonly (readonly [keyof ColorTokens, keyof ColorTokens])[];

/** Every role an alert palette sets: the fills, their text, primary text and the focus ring. */
export type AlertRole = (typeof alertFillRoles)[number][number] | 'primaryText' | 'focusRing';

export const alertRoles: readonly AlertRole[] = [...alertFillRoles.flat(), 'primaryText', 'focusRing'];

/**
 * A colour of a palette: a literal hex colour, or the name of one of the theme's nine red-alert or nine
 * custom-alert colours, so a server theme that sets those recolours the alert too.
 */
export type AlertColor = `#${string}` | keyof AlertTokens;

export type AlertPalette = Record<AlertRole, AlertColor>;

/** The bases an alert palette is designed for. */
export type AlertBase = 'materialLight' | 'materialDark' | 'lcars';

const black = '#000000';
const white = '#FFFFFF';

function allOn(color: AlertColor): Pick<AlertPalette, (typeof alertFillRoles)[number][1]> {
  return {
    onAccent: color,
    onPrimary: color,
    onSecondary: color,
    onTertiary: color,
    onQuadrinary: color,
    onQuinary: color,
    onSexenary: color,
    onSeptenary: color,
    onOctonary: color,
  };
}

/** Yellow alert in the material look, light or dark: the same ambers, black text on every fill. */
const materialYellowFills = {
  ...allOn(black),
  accent: '#FF8F00',
  primary: '#FFC400',
  secondary: '#FFAB00',
  tertiary: '#FFD600',
  quadrinary: '#FFE57F',
  quinary: '#FFB300',
  sexenary: '#FFA000',
  septenary: '#FFCA28',
  octonary: '#FF6F00',
} satisfies Partial<AlertPalette>;

export const alertPalettes: Record<AlertBase, Record<AlertKind, AlertPalette>> = {
  materialLight: {
    red: {
      accent: 'redAlert7',
      onAccent: white,
      primary: 'redAlert8',
      onPrimary: white,
      secondary: 'redAlert9',
      onSecondary: white,
      tertiary: 'redAlert5',
      onTertiary: black,
      quadrinary: 'redAlert4',
      onQuadrinary: black,
      quinary: 'redAlert3',
      onQuinary: black,
      sexenary: 'redAlert6',
      onSexenary: black,
      septenary: 'redAlert2',
      onSeptenary: black,
      octonary: 'redAlert1',
      onOctonary: black,
      primaryText: 'redAlert9',
      focusRing: 'redAlert8',
    },
    yellow: {
      ...materialYellowFills,
      primaryText: '#8A5A00',
      focusRing: '#8A5A00',
    },
    custom: {
      ...allOn(white),
      accent: 'customAlert4',
      primary: 'customAlert5',
      secondary: 'customAlert7',
      tertiary: 'customAlert6',
      quadrinary: 'customAlert8',
      quinary: 'customAlert9',
      sexenary: 'customAlert3',
      onSexenary: black,
      septenary: 'customAlert2',
      onSeptenary: black,
      octonary: 'customAlert1',
      onOctonary: black,
      primaryText: 'customAlert7',
      focusRing: 'customAlert5',
    },
  },
  materialDark: {
    red: {
      ...allOn(black),
      accent: 'redAlert3',
      primary: 'redAlert4',
      secondary: 'redAlert8',
      onSecondary: white,
      tertiary: 'redAlert2',
      quadrinary: 'redAlert6',
      quinary: 'redAlert1',
      sexenary: 'redAlert9',
      onSexenary: white,
      septenary: 'redAlert7',
      onSeptenary: white,
      octonary: 'redAlert5',
      primaryText: 'redAlert2',
      focusRing: 'redAlert3',
    },
    yellow: {
      ...materialYellowFills,
      primaryText: '#FFD54F',
      focusRing: '#FFD600',
    },
    custom: {
      ...allOn(white),
      accent: 'customAlert3',
      onAccent: black,
      primary: 'customAlert2',
      onPrimary: black,
      secondary: 'customAlert6',
      tertiary: 'customAlert1',
      onTertiary: black,
      quadrinary: 'customAlert4',
      quinary: 'customAlert5',
      sexenary: 'customAlert7',
      septenary: 'customAlert8',
      octonary: 'customAlert9',
      primaryText: 'customAlert2',
      focusRing: 'customAlert2',
    },
  },
  lcars: {
    red: {
      ...allOn(black),
      accent: 'redAlert1',
      primary: 'redAlert2',
      secondary: 'redAlert3',
      tertiary: 'redAlert8',
      quadrinary: 'redAlert5',
      quinary: 'redAlert4',
      sexenary: 'redAlert6',
      septenary: 'redAlert7',
      octonary: 'redAlert9',
      primaryText: 'redAlert2',
      focusRing: 'redAlert9',
    },
    yellow: {
      ...allOn(black),
      accent: '#FFAA00',
      primary: '#FFCC00',
      secondary: '#EEBB33',
      tertiary: '#FFEE88',
      quadrinary: '#DDAA22',
      quinary: '#FFDD55',
      sexenary: '#FFCC66',
      septenary: '#F0C040',
      octonary: '#FFE0A0',
      primaryText: '#FFCC00',
      focusRing: '#FFEE88',
    },
    custom: {
      ...allOn(black),
      accent: 'customAlert4',
      primary: 'customAlert1',
      secondary: 'customAlert6',
      tertiary: 'customAlert2',
      quadrinary: 'customAlert5',
      quinary: 'customAlert7',
      sexenary: 'customAlert3',
      septenary: 'customAlert8',
      octonary: 'customAlert9',
      primaryText: 'customAlert2',
      focusRing: 'customAlert3',
    },
  },
};

/** Fill roles that trade places in the second phase of a blinking alert; each fill keeps its text colour. */
const blinkSwaps = [
  ['primary', 'accent'],
  ['secondary', 'tertiary'],
  ['quadrinary', 'quinary'],
  ['sexenary', 'septenary'],
] as const;

const onRole = Object.fromEntries(alertFillRoles) as Record<
  (typeof alertFillRoles)[number][0],
  (typeof alertFillRoles)[number][1]
>;

/** The second phase of an alternate alert: the fills swap places, so the frame visibly flashes. */
export function blinkPhase(palette: AlertPalette): AlertPalette {
  const swapped = { ...palette };
  for (const [a, b] of blinkSwaps) {
    swapped[a] = palette[b];
    swapped[onRole[a]] = palette[onRole[b]];
    swapped[b] = palette[a];
    swapped[onRole[b]] = palette[onRole[a]];
  }
  return swapped;
}

export function alertBase(look: 'material' | 'lcars', dark: boolean): AlertBase {
  if (look === 'lcars') return 'lcars';
  return dark ? 'materialDark' : 'materialLight';
}

/** A palette's colours as concrete hex values for the given tokens (for tests and contrast checks). */
export function resolveAlertColors(tokens: ThemeTokens, palette: AlertPalette): ColorTokens {
  const resolved: ColorTokens = { ...tokens.color };
  for (const role of alertRoles) {
    const color = palette[role];
    resolved[role] = color.startsWith('#') ? color : tokens.alert[color as keyof AlertTokens];
  }
  return resolved;
}
