// The importer reads anyone's page: each text here once stalled the server for seconds to minutes through a
// backtracking regular expression (issue 28). Each must now be read in well under a second.
import { describe, expect, it } from 'vitest';
import {
  isoDurationMinutes,
  jsonLdDocuments,
  jsonLdScripts,
  leadingNumber,
  plainText,
  recipeFromJsonLd,
  type ImportLookups,
} from './jsonld.js';
import type { IngredientInput, RecipeSaveRequest } from '@lcars/contract/recipes';

/** The ingredient lines of an import (never groups: the importer makes none). */
const ingredientsOf = (imported: RecipeSaveRequest): IngredientInput[] =>
  (imported.ingredients ?? []) as IngredientInput[];

const NO_LOOKUPS: ImportLookups = { measurements: [], products: [], recipeTypes: [], timeTypes: [] };

/**
 * Runs `work` and fails when it takes more than `ms` of CPU time (the old code took seconds to minutes); CPU time,
 * not the clock: on a loaded machine the wait for a core is not the code's cost.
 */
function quickly<T>(work: () => T, ms = 1000): T {
  const cpu = process.cpuUsage();
  const result = work();
  const { user, system } = process.cpuUsage(cpu);
  expect((user + system) / 1000).toBeLessThan(ms);
  return result;
}

const recipe = (fields: Record<string, unknown>): string =>
  JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Soup', ...fields });

describe('reading a page', () => {
  it('finds the JSON-LD scripts whatever the case, quoting or parameters of their type', () => {
    const page = `<html><head>
      <script type="application/ld+json">{"a":1}</script>
      <SCRIPT TYPE='Application/LD+JSON; charset=utf-8'>{"b":"&amp;</p>"}</SCRIPT>
      <script type=application/ld+json>[2]</script>
      <script>{"not":"json-ld"}</script>
      <script type="text/javascript">var x = "<script type='application/ld+json'>{}";</script>
      <!-- <script type="application/ld+json">{"commented":true}</script> -->
    </head></html>`;
    // A script's text is raw: its entities and tags stay as written (the JSON decides what they mean).
    expect(jsonLdScripts(page)).toEqual(['{"a":1}', '{"b":"&amp;</p>"}', '[2]']);
    expect(jsonLdDocuments(page)).toEqual([{ a: 1 }, { b: '&amp;</p>' }, [2]]);
  });

  it('skips a broken block and reads the others', () => {
    const page =
      '<script type="application/ld+json">{"broken"</script><script type="application/ld+json">[1]</script>';
    expect(jsonLdDocuments(page)).toEqual([[1]]);
  });

  it('reads 80,000 unclosed "<script type " (about 1 MB) in linear time', () => {
    const killer = '<script type '.repeat(80_000);
    expect(quickly(() => jsonLdDocuments(killer))).toEqual([]);
  });

  it('reads a megabyte of "<" or of an unclosed JSON-LD script in linear time', () => {
    expect(quickly(() => jsonLdScripts('<'.repeat(1_000_000)))).toEqual([]);
    // The end of the page closes a script left open, as in a browser.
    const unclosed = `<script type="application/ld+json">${'x'.repeat(1_000_000)}`;
    expect(quickly(() => jsonLdScripts(unclosed)).map((script) => script.length)).toEqual([1_000_000]);
  });
});

describe('plain text of a JSON-LD string', () => {
  it('drops tags, breaks lines at <br>, decodes entities and collapses spaces', () => {
    expect(plainText('Layers of <b>meat</b> sauce &amp; cheese.<br/>Bake at 375&deg;F &frac12;h')).toBe(
      'Layers of meat sauce & cheese.\nBake at 375°F ½h',
    );
    expect(plainText('World&#39;s&nbsp;&nbsp;best &#x41;')).toBe("World's best A");
    expect(plainText('5 < 10 &unknown; & more')).toBe('5 < 10 &unknown; & more');
    expect(plainText(42)).toBe('42');
  });

  it('turns references beyond U+10FFFF, surrogates and NUL into U+FFFD (never a RangeError, never a NUL)', () => {
    expect(plainText('a&#99999999;b&#x110000;c&#xD800;d')).toBe('a\uFFFDb\uFFFDc\uFFFDd');
    expect(plainText('x&#0;y&#x0;z')).toBe('x\uFFFDy\uFFFDz');
    expect(plainText('spelled\u0000out')).toBe('spelled\uFFFDout');
  });

  it('reads half a million "<" and a long run of spaces before a line break in linear time', () => {
    expect(quickly(() => plainText('<'.repeat(500_000))).length).toBeGreaterThan(0);
    expect(quickly(() => plainText(`a${' '.repeat(500_000)}b\n${' '.repeat(500_000)}c`))).toBe('a b\nc');
  });
});

describe('the fields of a Recipe node', () => {
  it('reads a yield of 10,000 digits followed by lines in linear time (the old pattern took minutes)', () => {
    const text = recipe({ recipeYield: `${'1'.repeat(10_000)}\na\n` });
    const imported = quickly(() => recipeFromJsonLd(text, NO_LOOKUPS));
    expect(imported.servings).toBe(Number('1'.repeat(10_000)));
  });

  it('reads the first number of a yield and what follows it', () => {
    expect(leadingNumber('Serves 4.5 people')).toEqual({ number: 4.5, rest: ' people' });
    expect(leadingNumber('12 servings')).toEqual({ number: 12, rest: ' servings' });
    expect(leadingNumber('3. Dinner')).toEqual({ number: 3, rest: '. Dinner' });
    expect(leadingNumber('a few')).toBeNull();
  });

  it('takes a duration only when it is a short ISO 8601 one', () => {
    expect(isoDurationMinutes('PT1H30M')).toBe(90);
    expect(quickly(() => isoDurationMinutes(`P${'1'.repeat(100_000)}`))).toBeNull();
  });

  it('parses 300 hostile ingredient lines quickly (the parser is quadratic in a run of numbers)', () => {
    const hostile = [
      '½'.repeat(500),
      '1 - '.repeat(125),
      '1 to '.repeat(100),
      `${'⅓ '.repeat(10)}x`.repeat(20),
    ];
    const lines = Array.from({ length: 300 }, (_, index) => hostile[index % hostile.length]!);
    const imported = quickly(() => recipeFromJsonLd(recipe({ recipeIngredient: lines }), NO_LOOKUPS), 500);
    expect(ingredientsOf(imported)).toHaveLength(300);
    expect(ingredientsOf(imported)[0]).toMatchObject({ amount: '', additionalInformation: '½'.repeat(500) });
  });

  it('reads the amount and unit of a long line from its start and keeps the whole description', () => {
    const lookups: ImportLookups = {
      ...NO_LOOKUPS,
      products: [
        { id: 7, title: 'Garlic', pluralTitle: '', shortTitle: '' } as ImportLookups['products'][number],
      ],
    };
    const line = `2 cloves garlic, ${'very finely minced and then gently crushed '.repeat(4)}`;
    const parsed = ingredientsOf(recipeFromJsonLd(recipe({ recipeIngredient: [line] }), lookups))[0]!;
    expect(parsed).toMatchObject({ amount: '2', productId: 7 });
    expect(parsed.additionalInformation).toBe('very finely minced and then gently crushed '.repeat(4).trim());
  });

  it('cuts an ingredient line before the parser sees it', () => {
    const text = recipe({ recipeIngredient: [`2 cups ${'flour '.repeat(100_000)}`] });
    const imported = quickly(() => recipeFromJsonLd(text, NO_LOOKUPS));
    expect(ingredientsOf(imported)[0]!.additionalInformation!.length).toBeLessThanOrEqual(500);
  });

  it('stores U+FFFD for the references and NULs of every text field', () => {
    const text = recipe({
      name: 'A&#99999999;B&#x110000;C&#0;D\u0000E',
      description: '&#0;',
      recipeIngredient: ['1 egg&#0;'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Stir\u0000.' }],
      keywords: 'a&#0;b',
      author: { '@type': 'Person', name: 'Cook\u0000' },
      recipeYield: '4 bowls\u0000',
    });
    const imported = recipeFromJsonLd(text, NO_LOOKUPS);
    expect(imported.title).toBe('A\uFFFDB\uFFFDC\uFFFDD\uFFFDE');
    expect(JSON.stringify(imported)).not.toContain('\\u0000');
  });
});
