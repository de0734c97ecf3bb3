// Demo content for Recipes (only when demo content is on): the demo kitchen's recipes with a generated
// picture each (drawn here: nothing is downloaded), ratings from both demo users, favourites and notes.
// Seeded once: skipped when any recipe exists.
import sharp from 'sharp';
import type { DemoSeedContext } from '../module.js';
import { SystemItemType, type Claim } from '@lcars/contract';
import type { Db } from '../../db/knex.js';
import type { AuthUser } from '../../http/context.js';
import { listSystemItems } from '../../platform/system-items/service.js';
import { normalizeName } from '../../platform/users/service.js';
import { addRecipeImage } from './images.js';
import { parseIngredientLine, type ImportLookups } from './jsonld.js';
import { rateRecipe, saveRecipe, setFavorite } from './service.js';
import { saveNote } from './notes.js';
import { DEMO_NOTES, DEMO_RECIPES, type DemoRecipe } from './demo-recipes.js';
import type { IngredientInput } from '@lcars/contract/recipes';
import { typed } from '../../db/typed.js';

const KITCHEN_CLAIMS: Claim[] = ['Access', 'Read', 'Edit', 'Create', 'Update', 'Delete'].map((value) => ({
  type: 'Recipes',
  value,
}));

/** A picture of the dish: a plate on a tablecloth in the recipe's colour. */
export function demoPictureSvg(hue: number, seed: number): string {
  const dots = Array.from({ length: 9 }, (_, index) => {
    const angle = (index * 40 + seed * 17) % 360;
    const radius = 60 + ((index * 37 + seed * 13) % 70);
    const x = 400 + Math.cos((angle * Math.PI) / 180) * radius;
    const y = 300 + Math.sin((angle * Math.PI) / 180) * radius * 0.8;
    const light = 35 + ((index * 11 + seed) % 30);
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${28 + (index % 3) * 8}" ry="${20 + (index % 4) * 6}" fill="hsl(${(hue + index * 12) % 360},70%,${light}%)"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <defs><pattern id="cloth" width="80" height="80" patternUnits="userSpaceOnUse">
    <rect width="80" height="80" fill="hsl(${(hue + 180) % 360},35%,88%)"/>
    <rect width="40" height="40" fill="hsl(${(hue + 180) % 360},40%,78%)"/>
    <rect x="40" y="40" width="40" height="40" fill="hsl(${(hue + 180) % 360},40%,78%)"/></pattern>
    <radialGradient id="food"><stop offset="0" stop-color="hsl(${hue},80%,62%)"/><stop offset="1" stop-color="hsl(${hue},70%,40%)"/></radialGradient></defs>
  <rect width="800" height="600" fill="url(#cloth)"/>
  <ellipse cx="405" cy="315" rx="270" ry="215" fill="rgba(0,0,0,0.18)"/>
  <ellipse cx="400" cy="300" rx="265" ry="210" fill="#fafafa"/>
  <ellipse cx="400" cy="300" rx="205" ry="160" fill="#eeeeee"/>
  <ellipse cx="400" cy="300" rx="175" ry="135" fill="url(#food)"/>${dots}
</svg>`;
}

async function userOf(db: Db, userName: string): Promise<AuthUser | null> {
  const row = await typed<{ id: number; user_name: string } | undefined>(
    db('users')
      .where({ normalized_user_name: normalizeName(userName) })
      .first('id', 'user_name'),
  );
  return row ? { id: row.id, userName: row.user_name, claims: KITCHEN_CLAIMS, token: '' } : null;
}

function ingredientsOf(recipe: DemoRecipe, lookups: ImportLookups): IngredientInput[] {
  const top: IngredientInput[] = [];
  let group: IngredientInput | null = null;
  for (const line of recipe.ingredients) {
    if (line.startsWith('# ')) {
      group = { isGroup: true, groupTitle: line.slice(2), ingredients: [] };
      top.push(group);
    } else if (group) group.ingredients!.push(parseIngredientLine(line, lookups));
    else top.push(parseIngredientLine(line, lookups));
  }
  return top;
}

export async function seedRecipesDemo(context: DemoSeedContext): Promise<void> {
  const { db } = context;
  const existing = await typed<unknown>(db('recipes').first('id'));
  if (existing) return;
  const admin = await userOf(db, context.adminUserName);
  const demo = await userOf(db, context.demoUserName);
  if (!admin || !demo) return;
  const users = { admin, demo };
  const [measurements, products, recipeTypes, timeTypes] = await Promise.all(
    [
      SystemItemType.Measurement,
      SystemItemType.Product,
      SystemItemType.RecipeType,
      SystemItemType.TimeType,
    ].map((type) => listSystemItems(db, type)),
  );
  const lookups: ImportLookups = {
    measurements: measurements!,
    products: products!,
    recipeTypes: recipeTypes!,
    timeTypes: timeTypes!,
  };
  const timeType = (title: string): number | null =>
    lookups.timeTypes.find((item) => item.title === title)?.id ?? null;
  const ids = new Map<string, number>();
  for (const [index, recipe] of DEMO_RECIPES.entries()) {
    const user = users[recipe.by];
    const saved = await saveRecipe(
      { db, user },
      {
        id: 0,
        title: recipe.title,
        description: recipe.description,
        authorName: recipe.author,
        recipeTypeId: lookups.recipeTypes.find((item) => item.title === recipe.type)?.id ?? null,
        prepTimeTypeId: timeType(recipe.prep[2]),
        prepStartTime: recipe.prep[0],
        prepEndTime: recipe.prep[1],
        cookTimeTypeId: recipe.cook === null ? null : timeType(recipe.cook[2]),
        cookStartTime: recipe.cook?.[0] ?? null,
        cookEndTime: recipe.cook?.[1] ?? null,
        totalTimeTypeId: null,
        totalStartTime: null,
        totalEndTime: null,
        totalTimeAutoCalculate: true,
        servings: recipe.servings,
        servingTitle: recipe.servingTitle,
        servingScalable: true,
        ingredients: ingredientsOf(recipe, lookups),
        instructions: recipe.instructions.join('\n'),
        tags: recipe.tags,
      },
    );
    ids.set(recipe.title, saved.id);
    const picture = await sharp(Buffer.from(demoPictureSvg(recipe.hue, index)))
      .jpeg({ quality: 85 })
      .toBuffer();
    await addRecipeImage(
      { db, user, config: context.config, files: context.files },
      saved.id,
      picture,
      `${recipe.title}.jpg`,
    );
    // Ratings: a deterministic spread of three to five stars from both users.
    await rateRecipe({ db, user: admin }, saved.id, 3 + (index % 3));
    if (index % 4 !== 3) await rateRecipe({ db, user: demo }, saved.id, 5 - (index % 2));
    if (index % 3 === 0) await setFavorite({ db, user: demo }, saved.id, true);
  }
  for (const [title, who, text] of DEMO_NOTES) {
    const recipeId = ids.get(title);
    if (recipeId === undefined) continue;
    await saveNote(
      { db, user: users[who] },
      { id: 0, messageSourceIdValue: recipeId, title: '', description: '', commentText: text, tags: '' },
    );
  }
  context.log.info(`Recipes demo: ${DEMO_RECIPES.length} recipes seeded.`);
}
