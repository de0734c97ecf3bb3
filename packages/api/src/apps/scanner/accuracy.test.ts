// Recognition accuracy on pages set in columns, as books, newsletters and statements are, scanned at 300 dpi
// with a skew, specks and JPEG compression. An engine that takes the page as one block reads across the
// columns and scrambles the text (tesseract.js's default did: 76 % of characters wrong on real book pages):
// each engine must read these pages with a bounded character error rate. Native tesseract runs when installed.
import { describe, expect, it } from 'vitest';
import { characterErrorRate } from './accuracy.js';
import { nativeTesseractAvailable, openEngine, type OcrEngineName } from './ocr.js';
import { columnPage, SAMPLE_PROSE } from './sample.js';

const hasNative = await nativeTesseractAvailable();
if (!hasNative)
  console.log('Debian tesseract is not installed: the native engine’s accuracy test is skipped.');

/** At most this share of characters wrong; the single-block reading of these pages is far above it. */
const MAX_ERROR_RATE = 0.06;

const pages = [
  { name: 'two columns, 0.8° skew', options: { columns: 2, skew: 0.8, noise: 0.5, quality: 70 } },
  { name: 'three columns, -1.2° skew', options: { columns: 3, skew: -1.2, noise: 0.8, quality: 60 } },
];

describe.each(['wasm', 'native'] as const)('the %s engine on column pages', (engine: OcrEngineName) => {
  it.skipIf(engine === 'native' && !hasNative).each(pages)(
    'reads $name in reading order',
    async ({ options }) => {
      const page = await columnPage(SAMPLE_PROSE, options);
      const reader = await openEngine(engine);
      try {
        const { text } = await reader.recognize(page.jpeg);
        const rate = characterErrorRate(text, page.text);
        console.log(
          `${engine}, ${options.columns} columns: ${(rate * 100).toFixed(1)} % of characters wrong`,
        );
        expect(rate).toBeLessThan(MAX_ERROR_RATE);
      } finally {
        await reader.close();
      }
    },
    180_000,
  );
});

describe('the character error rate', () => {
  it('counts the edits per character of the true text, white space runs as one space', () => {
    expect(characterErrorRate('the cat', 'the cat')).toBe(0);
    expect(characterErrorRate('the\n\ncat  ', 'the cat')).toBe(0);
    expect(characterErrorRate('the bat', 'the cat')).toBeCloseTo(1 / 7);
    expect(characterErrorRate('cat the', 'the cat')).toBeGreaterThan(0.5);
    expect(characterErrorRate('', 'the cat')).toBe(1);
  });
});
