// A recipe as the API answers it, blank but for what a test sets: the recipe tests' one fixture.
import type { Recipe } from '@lcars/contract/recipes';

export function recipeOf(id: number, title: string, extra: Partial<Recipe> = {}): Recipe {
  return {
    id,
    title,
    description: '',
    authorName: '',
    recipeTypeId: null,
    previewImage: '',
    overallRating: 0,
    userRating: 0,
    prepTimeTypeId: null,
    prepStartTime: null,
    prepEndTime: null,
    cookTimeTypeId: null,
    cookStartTime: null,
    cookEndTime: null,
    totalTimeTypeId: null,
    totalStartTime: null,
    totalEndTime: null,
    totalTimeAutoCalculate: true,
    servings: 4,
    servingTitle: '',
    servingScalable: true,
    hasImages: false,
    favorite: false,
    tags: '',
    createdById: 1,
    createdDate: '2026-01-01T00:00:00.000Z',
    lastModifiedDate: '2026-01-01T00:00:00.000Z',
    ratingCount: 0,
    createdByName: 'demo',
    ingredients: [],
    instructions: '',
    canEdit: true,
    canArchive: true,

    ...extra,
  };
}
