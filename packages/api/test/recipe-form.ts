// What of a recipe a round trip (export, then import elsewhere) must keep, for the tests that compare.
import type { Recipe } from '@lcars/contract/recipes';

/** The fields of the recipe form that a round trip must keep (ids, dates and ratings are the new recipe's). */
export function formOf(recipe: Recipe) {
  const line = (ingredient: Recipe['ingredients'][number]): unknown => ({
    isGroup: ingredient.isGroup,
    groupTitle: ingredient.groupTitle,
    amount: ingredient.amount,
    measurementId: ingredient.measurementId,
    productId: ingredient.productId,
    additionalInformation: ingredient.additionalInformation,
    substitution: ingredient.substitution,
    showSubstitutions: ingredient.showSubstitutions,
    ingredients: ingredient.ingredients.map(line),
    substitutionIngredients: ingredient.substitutionIngredients.map(line),
  });
  const {
    id: _id,
    createdDate: _created,
    lastModifiedDate: _modified,
    createdById: _by,
    createdByName: _byName,
    overallRating: _overall,
    userRating: _user,
    ratingCount: _count,
    favorite: _favorite,
    previewImage: _preview,
    canEdit: _edit,
    canArchive: _archive,
    ingredients,
    ...fields
  } = recipe;
  return { ...fields, ingredients: ingredients.map(line) };
}
