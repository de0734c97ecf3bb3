import { keyframes, style } from '@vanilla-extract/css';
import {
  alertPalettes,
  alertRoles,
  blinkPhase,
  type AlertBase,
  type AlertKind,
  type AlertPalette,
} from './alertPalettes';
import { vars } from './contract.css';
import type { AlertTokens } from './tokens';

// Alert palettes override only the colour roles of the same contract the looks fill in. A palette colour that
// names one of the theme's alert colours reads that variable, so a server theme's red-alert and custom-alert
// colours recolour the alert as well.
function paletteVars(palette: AlertPalette): Record<string, string> {
  return Object.fromEntries(
    alertRoles.map((role) => {
      const color = palette[role];
      return [vars.color[role], color.startsWith('#') ? color : vars.alert[color as keyof AlertTokens]];
    }),
  );
}

type PerBase<T> = Record<AlertBase, Record<AlertKind, T>>;

function perBase<T>(build: (palette: AlertPalette, base: AlertBase, kind: AlertKind) => T): PerBase<T> {
  const result = {} as PerBase<T>;
  for (const base of Object.keys(alertPalettes) as AlertBase[]) {
    const kinds = {} as Record<AlertKind, T>;
    for (const kind of Object.keys(alertPalettes[base]) as AlertKind[]) {
      kinds[kind] = build(alertPalettes[base][kind], base, kind);
    }
    result[base] = kinds;
  }
  return result;
}

// '&&' doubles the specificity, so these rules outrank the look's theme class whatever order the stylesheets
// load in. They are plain classes (no attribute), so a portal that copies `themeClass` gets the alert too.
/** The class that turns the main colours into the alert palette, per base theme and alert kind. */
export const alertPaletteClass = perBase((palette, base, kind) =>
  style({ selectors: { '&&': { vars: paletteVars(palette) } } }, `alert-${base}-${kind}`),
);

/**
 * The alternates blink: the fills swap places once a second (0.5 flashes per second, far under the three flashes
 * of WCAG 2.3.1). Custom properties animate discretely, and steps(1) holds each phase for its whole half.
 * Reduced motion stops it; the provider drops the class when the user stops it from the status block
 * (WCAG 2.2.2).
 */
export const alertBlinkClass = perBase((palette, base, kind) => {
  const blink = keyframes(
    {
      '0%': { vars: paletteVars(blinkPhase(palette)) },
      '50%': { vars: paletteVars(palette) },
      '100%': { vars: paletteVars(palette) },
    },
    `alert-blink-${base}-${kind}`,
  );
  return style(
    {
      selectors: {
        '&&': {
          animationName: blink,
          animationDuration: '2s',
          animationTimingFunction: 'steps(1, end)',
          animationIterationCount: 'infinite',
        },
      },
      '@media': {
        '(prefers-reduced-motion: reduce)': {
          selectors: { '&&': { animationName: 'none' } },
        },
      },
    },
    `alert-blinking-${base}-${kind}`,
  );
});
