import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { RECIPE_MESSAGES, type Recipe, type RecipeSaveRequest } from '@lcars/contract/recipes';
import { recipesApi } from './api';
import { RECIPE_BASE, forgetRecipeSetup, useRecipeSetup } from './components/shared';
import { toastError } from '../../kit';
import { draftOf, ingredientsToSave, newLine, type ItemDraft } from './ingredientDraft';

/** The recipe form's fields but its ingredients, which are edited as drafts (ItemDraft) beside it. */
export type RecipeFormFields = Omit<RecipeSaveRequest, 'ingredients'>;

const EMPTY: RecipeFormFields = {
  id: 0,
  title: '',
  description: '',
  authorName: '',
  recipeTypeId: null,
  prepTimeTypeId: 1,
  prepStartTime: null,
  prepEndTime: null,
  cookTimeTypeId: 1,
  cookStartTime: null,
  cookEndTime: null,
  totalTimeTypeId: 1,
  totalStartTime: null,
  totalEndTime: null,
  totalTimeAutoCalculate: true,
  servings: null,
  servingTitle: '',
  servingScalable: true,
  instructions: '',
  tags: '',
};

function formOf(recipe: Recipe): RecipeFormFields {
  const { ingredients: _ingredients, ...rest } = recipe;
  return {
    id: rest.id,
    title: rest.title,
    description: rest.description,
    authorName: rest.authorName,
    recipeTypeId: rest.recipeTypeId,
    prepTimeTypeId: rest.prepTimeTypeId,
    prepStartTime: rest.prepStartTime,
    prepEndTime: rest.prepEndTime,
    cookTimeTypeId: rest.cookTimeTypeId,
    cookStartTime: rest.cookStartTime,
    cookEndTime: rest.cookEndTime,
    totalTimeTypeId: rest.totalTimeTypeId,
    totalStartTime: rest.totalStartTime,
    totalEndTime: rest.totalEndTime,
    totalTimeAutoCalculate: rest.totalTimeAutoCalculate,
    servings: rest.servings,
    servingTitle: rest.servingTitle,
    servingScalable: rest.servingScalable,
    instructions: rest.instructions,
    tags: rest.tags,
  };
}

/**
 * The recipe form's state: the recipe loaded (or a fresh one for id 0), its ingredient drafts, the title check
 * and the save. Null until the recipe and the lookup lists are in.
 */
export function useRecipeForm(id: number) {
  const navigate = useNavigate();
  const setup = useRecipeSetup();
  const [form, setForm] = useState<RecipeFormFields | null>(id === 0 ? EMPTY : null);
  const [items, setItems] = useState<ItemDraft[]>(id === 0 ? [{ kind: 'line', ...newLine() }] : []);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (id === 0) return;
    void recipesApi.get(id).then((recipe) => {
      if (!recipe) return;
      setForm(formOf(recipe));
      setItems(draftOf(recipe.ingredients));
    });
  }, [id]);

  if (!setup || !form) return null;

  const set = (change: Partial<RecipeFormFields>) => setForm({ ...form, ...change });
  const titleError = form.title.trim() === '' ? 'Title is required.' : undefined;
  const discard = () => void navigate(id === 0 ? `${RECIPE_BASE}/list` : `${RECIPE_BASE}/${id}`);
  const save = async () => {
    if (saving) return;
    if (titleError) {
      setError(RECIPE_MESSAGES.formInvalid);
      toastError(RECIPE_MESSAGES.formInvalid);
      return;
    }
    setError(null);
    setSaving(true);
    const saved = await recipesApi.save({ ...form, ingredients: ingredientsToSave(items) });
    setSaving(false);
    if (!saved) return;
    // A typed ingredient or unit is a new entry of its list now: read the lists again for the recipe page.
    forgetRecipeSetup();
    void navigate(`${RECIPE_BASE}/${saved.id}`);
  };
  return { setup, form, set, items, setItems, error, titleError, saving, save, discard };
}
