import { describe, expect, it } from 'vitest';
import { browserBarColour } from './appTheme';

describe('browserBarColour', () => {
  it('is black in the lcars look and in dark mode, the app primary (or the default) in light material', () => {
    expect(browserBarColour('lcars', true, '#ff0000')).toBe('#000000');
    expect(browserBarColour('material', true, '#ff0000')).toBe('#000000');
    expect(browserBarColour('material', false, '#ff0000')).toBe('#ff0000');
    expect(browserBarColour('material', false, null)).toBe('#2962FF');
  });
});
