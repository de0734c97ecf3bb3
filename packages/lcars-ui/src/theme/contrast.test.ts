import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor, relativeLuminance, WCAG_AA_NON_TEXT, WCAG_AA_TEXT } from './contrast';
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
const fillPairs: [fill: keyof ColorTokens, on: keyof ColorTokens][] = [
  ['accent', 'onAccent'],
  ['primary', 'onPrimary'],
  ['secondary', 'onSecondary'],
  ['tertiary', 'onTertiary'],
  ['quadrinary', 'onQuadrinary'],
  ['quinary', 'onQuinary'],
  ['sexenary', 'onSexenary'],
  ['septenary', 'onSeptenary'],
  ['octonary', 'onOctonary'],
  ['success', 'onSuccess'],
  ['error', 'onError'],
  ['info', 'onInfo'],
  ['warning', 'onWarning'],
  ['surface', 'onSurface'],
];

const looks: [name: string, tokens: ThemeTokens][] = [
  ['material light', materialLightTokens],
  ['material dark', materialDarkTokens],
  ['lcars', lcarsTokens],
];

describe.each(looks)('the %s palette meets WCAG AA', (_name, { color }) => {
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
});

describe('the spec colours', () => {
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
