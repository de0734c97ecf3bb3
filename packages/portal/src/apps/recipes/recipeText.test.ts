import { describe, expect, it } from 'vitest';
import type { Ingredient } from '@lcars/contract/recipes';
import type { SystemItem } from '@lcars/contract';
import { ingredientBlocks, ingredientExportLines } from './recipeText';

const item = (id: number, title: string, pluralTitle = title) => ({ id, title, pluralTitle }) as SystemItem;
const setup = {
  measurements: [item(1, 'Cup', 'Cups'), item(2, 'Tablespoon', 'Tablespoons')],
  products: [item(1, 'Flour'), item(2, 'Butter'), item(3, 'Sugar'), item(4, 'Salt'), item(5, 'Oil')],
};

function line(id: number, productId: number, amount = '1', extra: Partial<Ingredient> = {}): Ingredient {
  return {
    id,
    recipeId: 1,
    isGroup: false,
    isNew: false,
    isSubstitution: false,
    groupTitle: '',
    ingredientOrder: id,
    ingredients: [],
    amount,
    measurementId: 1,
    productId,
    additionalInformation: '',
    substitution: false,
    substitutionIngredients: [],
    showSubstitutions: false,
    ...extra,
  };
}

const group = (id: number, title: string, lines: Ingredient[]): Ingredient =>
  line(id, 0, '', {
    isGroup: true,
    groupTitle: title,
    productId: null,
    measurementId: null,
    ingredients: lines,
  });

// Issue 29: a line saved after a group showed before the group on the page, and under its heading in the copy.
const ingredients = [
  line(1, 1, '2'),
  group(2, 'For the crumble', [
    line(3, 2, '1', {
      substitution: true,
      substitutionIngredients: [line(4, 5, '1', { isSubstitution: true })],
    }),
    line(5, 3),
  ]),
  line(6, 4, '1', { measurementId: 2 }),
];

describe('the ingredient list in its order', () => {
  it('cuts it into blocks: lines before a group, the group, lines after it', () => {
    expect(
      ingredientBlocks(ingredients).map((block) => [
        block.group?.groupTitle ?? null,
        block.lines.map((entry) => entry.id),
      ]),
    ).toEqual([
      [null, [1]],
      ['For the crumble', [3, 5]],
      [null, [6]],
    ]);
  });

  it('exports a line after a group after it, set apart from the group', () => {
    expect(ingredientExportLines(ingredients, setup, 1)).toEqual([
      '2 Cups Flour',
      '',
      'For the crumble:',
      '1 Cup Butter',
      '  or 1 Cup Oil',
      '1 Cup Sugar',
      '',
      '1 Tablespoon Salt',
    ]);
  });
});
