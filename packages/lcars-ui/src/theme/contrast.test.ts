import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor, relativeLuminance, WCAG_AA_NON_TEXT, WCAG_AA_TEXT } from './contrast';
import {
  alertBase,
  alertFillRoles,
  alertKind,
  alertPalettes,
  alertTypes,
  blinkPhase,
  isAlternateAlert,
  resolveAlertColors,
} from './alertPalettes';
import {
  lcarsTokens,
  materialDarkTokens,
  materialLightTokens,
  type ColorTokens,
  type ThemeTokens,
} from './tokens';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#000')).toBe(contrastRatio('#000000', '#FFFFFF'));
  });

  it('parses three and six digit colours and rejects others', () => {
    expect(parseHexColor('#0f8')).toEqual([0, 255, 136]);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(() => parseHexColor('red')).toThrow(TypeError);
    expect(() => parseHexColor('#12345')).toThrow(TypeError);
  });
});

/** Each fill role and the text colour drawn on it. */
const fillPairs: (readonly [fill: keyof ColorTokens, on: keyof ColorTokens])[] = [
  ...alertFillRoles,
  ['success', 'onSuccess'],
  ['error', 'onError'],
  ['info', 'onInfo'],
  ['warning', 'onWarning'],
  ['surface', 'onSurface'],
];

const looks: [name: string, tokens: ThemeTokens, look: 'material' | 'lcars'][] = [
  ['material light', materialLightTokens, 'material'],
  ['material dark', materialDarkTokens, 'material'],
  ['lcars', lcarsTokens, 'lcars'],
];

/**
 * Every colour set the user can see: each look with no alert, and with each of the six alerts; the alternates
 * in both blink phases.
 */
type Combination = [name: string, color: ColorTokens, look: 'material' | 'lcars'];

const combinations: Combination[] = looks.flatMap(([name, tokens, look]): Combination[] => [
  [`${name}, no alert`, tokens.color, look],
  ...alertTypes.flatMap((type) => {
    const palette = alertPalettes[alertBase(look, tokens.colorScheme === 'dark')][alertKind(type)];
    const phases = isAlternateAlert(type) ? [palette, blinkPhase(palette)] : [palette];
    return phases.map((phase, index): Combination => [
      `${name}, alert ${type}${phases.length > 1 ? ` phase ${index + 1}` : ''}`,
      resolveAlertColors(tokens, phase),
      look,
    ]);
  }),
]);

describe.each(combinations)('%s meets WCAG AA', (_name, color, look) => {
  it.each(['background', 'surface'] as const)(
    'text, muted text and primary text on %s reach 4.5:1',
    (ground) => {
      for (const role of ['text', 'textMuted', 'primaryText'] as const) {
        expect(contrastRatio(color[role], color[ground]), `${role} on ${ground}`).toBeGreaterThanOrEqual(
          WCAG_AA_TEXT,
        );
      }
    },
  );

  it.each(fillPairs)('%s carries %s at 4.5:1', (fill, on) => {
    expect(contrastRatio(color[on], color[fill])).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
  });

  it.each(['background', 'surface'] as const)('focus ring and outline on %s reach 3:1', (ground) => {
    expect(contrastRatio(color.focusRing, color[ground]), 'focusRing').toBeGreaterThanOrEqual(
      WCAG_AA_NON_TEXT,
    );
    expect(contrastRatio(color.outline, color[ground]), 'outline').toBeGreaterThanOrEqual(WCAG_AA_NON_TEXT);
  });

  it('the LCARS frame fills stand out from the black at 3:1 (non-text)', () => {
    if (look !== 'lcars') return;
    for (const [fill] of fillPairs) {
      if (fill === 'surface') continue;
      expect(contrastRatio(color[fill], color.background), fill).toBeGreaterThanOrEqual(WCAG_AA_NON_TEXT);
    }
  });

  it('LCARS titles and the data cascade, drawn in fill colours on black, reach 4.5:1', () => {
    if (look !== 'lcars') return;
    for (const role of ['primary', 'secondary', 'tertiary', 'accent'] as const) {
      expect(contrastRatio(color[role], color.background), role).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    }
  });
});

describe('the alert palettes', () => {
  it('cover every look and alert kind, and the alternates swap fills', () => {
    for (const base of ['materialLight', 'materialDark', 'lcars'] as const) {
      for (const kind of ['red', 'yellow', 'custom'] as const) {
        const palette = alertPalettes[base][kind];
        expect(blinkPhase(palette).primary).toBe(palette.accent);
        expect(blinkPhase(blinkPhase(palette))).toEqual(palette);
      }
    }
  });

  it('red and custom alerts read the theme’s nine alert colours', () => {
    const red = resolveAlertColors(lcarsTokens, alertPalettes.lcars.red);
    expect(red.primary).toBe(lcarsTokens.alert.redAlert2);
    const custom = resolveAlertColors(materialLightTokens, alertPalettes.materialLight.custom);
    expect(custom.primary).toBe(materialLightTokens.alert.customAlert5);
  });
});

describe('the brand colours', () => {
  it('material uses primary #2962FF and secondary #3F51B5 in both schemes', () => {
    for (const tokens of [materialLightTokens, materialDarkTokens]) {
      expect(tokens.color.primary).toBe('#2962FF');
      expect(tokens.color.secondary).toBe('#3F51B5');
    }
  });

  it('lcars is always dark', () => {
    expect(lcarsTokens.colorScheme).toBe('dark');
  });
});
