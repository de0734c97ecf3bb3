import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ingredientsToSave, newLine, reorder, typedLookup, type ItemDraft } from './ingredientDraft';

describe('the ingredient draft', () => {
  it('reorder moves one item and keeps every other', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.nat(),
        (list, a, b) => {
          const from = a % list.length;
          const to = b % list.length;
          const moved = reorder(list, from, to);
          expect([...moved].sort()).toEqual([...list].sort());
          expect(moved[to]).toBe(list[from]);
        },
      ),
    );
  });

  it('sends groups and lines in the order shown, without empty lines', () => {
    const items: ItemDraft[] = [
      { kind: 'line', ...newLine(), amount: '2', productId: 3 },
      { kind: 'line', ...newLine() },
      {
        kind: 'group',
        key: 'g',
        groupTitle: ' Sauce ',
        lines: [newLine(), { ...newLine(), amount: '1/2', measurementId: 3, additionalInformation: 'cream' }],
      },
    ];
    expect(ingredientsToSave(items)).toEqual([
      {
        amount: '2',
        measurementId: null,
        productId: 3,
        additionalInformation: '',
        substitutionIngredients: [],
        ingredientOrder: 1,
      },
      {
        isGroup: true,
        groupTitle: 'Sauce',
        ingredientOrder: 3,
        ingredients: [
          {
            amount: '1/2',
            measurementId: 3,
            productId: null,
            additionalInformation: 'cream',
            substitutionIngredients: [],
            ingredientOrder: 1,
          },
        ],
      },
    ]);
  });

  // Issue 29: "Cornstarch", not in the admin's list, went back to "(none)".
  it('keeps text typed into a lookup box: an entry of the list in any case, else a new entry', () => {
    const products = [
      { id: 1, title: 'Salt' },
      { id: 2, title: 'Butter' },
    ];
    expect(typedLookup(' butter ', products)).toEqual({ id: 2, title: '' });
    expect(typedLookup('Cornstarch ', products)).toEqual({ id: null, title: 'Cornstarch' });
    expect(typedLookup('  ', products)).toEqual({ id: null, title: '' });
    expect(typedLookup('(none)', products)).toEqual({ id: null, title: '' });
  });

  it('sends a typed ingredient or unit by its title, and keeps a line holding only that', () => {
    const items: ItemDraft[] = [
      { kind: 'line', ...newLine(), productTitle: ' Cornstarch ' },
      {
        kind: 'line',
        ...newLine(),
        amount: '1',
        measurementTitle: 'Sprig',
        productId: 4,
        productTitle: 'stale',
      },
    ];
    expect(ingredientsToSave(items)).toEqual([
      {
        amount: '',
        measurementId: null,
        productId: null,
        productTitle: 'Cornstarch',
        additionalInformation: '',
        substitutionIngredients: [],
        ingredientOrder: 1,
      },
      {
        amount: '1',
        measurementId: null,
        measurementTitle: 'Sprig',
        productId: 4,
        additionalInformation: '',
        substitutionIngredients: [],
        ingredientOrder: 2,
      },
    ]);
  });
});
