import { describe, expect, it } from 'vitest';
import { SystemItemType } from '@lcars/contract';
import { SYSTEM_ITEM_SEED } from '../../platform/system-items/seed-data.js';
import { recipesModule } from './module.js';

describe("the Recipes module's lookup lists", () => {
  it('declares ingredients, measurements, recipe types and time types; the platform seeds none of them', () => {
    const recipeTypes = [
      SystemItemType.Product,
      SystemItemType.Measurement,
      SystemItemType.RecipeType,
      SystemItemType.TimeType,
    ];
    expect(recipesModule.lookupLists?.map((list) => list.type)).toEqual(recipeTypes);
    const platformTypes = SYSTEM_ITEM_SEED.map((list) => list.type);
    for (const type of recipeTypes) expect(platformTypes).not.toContain(type);
  });

  it('keeps the ids the recipes store: unique per list, from 1', () => {
    for (const list of recipesModule.lookupLists ?? []) {
      const ids = list.items.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(Math.min(...ids)).toBe(1);
    }
    const measurements = recipesModule.lookupLists?.find((list) => list.type === SystemItemType.Measurement);
    expect(measurements?.items[0]).toMatchObject({ title: 'Teaspoon', pluralTitle: 'Teaspoons' });
  });
});
