import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ingredientsToSave, newLine, reorder, type ItemDraft } from './ingredientDraft';

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
});
