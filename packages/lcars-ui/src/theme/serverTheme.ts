// A theme defined on the server (its themeColors) applied over the look's built-in theme at runtime.
// Only names the contract knows are used and only valid colours; anything else is ignored, so an old or
// hand-edited theme can never break the page.
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { AlertRole } from './alertPalettes';
import { contrastRatio } from './contrast';
import { vars } from './contract.css';
import type { AlertTokens, ColorTokens } from './tokens';

export interface ThemeColor {
  themeColorName: string;
  themeColorValue: string;
}

/** The part of a stored Theme the provider needs. */
export interface ServerTheme {
  themeColors: readonly ThemeColor[];
}

/** Server colour names that set a colour role, with the role of the text drawn on it. */
const fillRoles = {
  accent: 'onAccent',
  primary: 'onPrimary',
  secondary: 'onSecondary',
  tertiary: 'onTertiary',
  quadrinary: 'onQuadrinary',
  quinary: 'onQuinary',
  sexenary: 'onSexenary',
  septenary: 'onSeptenary',
  octonary: 'onOctonary',
  success: 'onSuccess',
  error: 'onError',
  info: 'onInfo',
  warning: 'onWarning',
  surface: 'onSurface',
  background: 'text',
} as const satisfies Partial<Record<keyof ColorTokens, keyof ColorTokens>>;

type ServerFillName = keyof typeof fillRoles;

const alertNames = new Set<string>(
  ['redAlert', 'customAlert'].flatMap((prefix) => Array.from({ length: 9 }, (_, i) => `${prefix}${i + 1}`)),
);

const hexColor = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for the colour formats a theme may use: #rgb or #rrggbb. */
export function isThemeColorValue(value: unknown): value is string {
  return typeof value === 'string' && hexColor.test(value.trim());
}

/** Black or white, whichever reads better on the fill. */
export function readableOn(fill: string): string {
  return contrastRatio('#000000', fill) >= contrastRatio('#FFFFFF', fill) ? '#000000' : '#FFFFFF';
}

export interface ServerThemeOptions {
  /** Roles an active alert sets: the server's value must not cover the alert palette. */
  skipRoles?: readonly AlertRole[];
}

/**
 * The CSS variables (for a style attribute) that apply a server theme's colours. Each fill also sets its text
 * colour to black or white, whichever contrasts more, so a user's theme keeps its labels legible.
 */
export function serverThemeVars(
  theme: ServerTheme | null | undefined,
  { skipRoles = [] }: ServerThemeOptions = {},
): Record<string, string> {
  const assigned: Record<string, string> = {};
  if (!theme?.themeColors) return assigned;
  const skipped = new Set<string>(skipRoles);
  for (const { themeColorName: name, themeColorValue } of theme.themeColors) {
    if (!isThemeColorValue(themeColorValue)) continue;
    const value = themeColorValue.trim();
    if (alertNames.has(name)) {
      assigned[vars.alert[name as keyof AlertTokens]] = value;
    } else if (Object.hasOwn(fillRoles, name) && !skipped.has(name)) {
      const on = fillRoles[name as ServerFillName];
      assigned[vars.color[name as ServerFillName]] = value;
      assigned[vars.color[on]] = readableOn(value);
    }
  }
  return assignInlineVars(assigned);
}
