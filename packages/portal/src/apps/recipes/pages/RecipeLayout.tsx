import { ConfirmProvider } from '@lcars/ui';
import { SystemItemType } from '@lcars/contract';
import { AreaErrorPage } from '../../../shell/AreaErrorPage';
import { AppFrame, HomeCards, HomeLink, type HomeCard } from '../../../kit/AppHome';
import { SystemItemsPage } from '../../../kit/SystemItemsPage';
import {
  RECIPE_BASE,
  RecipeHeader,
  forgetRecipeSetup,
  useRecipeClaim,
  useRecipesOffline,
} from '../components/shared';
import * as styles from '../recipes.css';

/** The Recipes app's frame, with the confirm dialog the lookup editors ask with (`useConfirm()`). */
export function RecipeLayout() {
  return (
    <ConfirmProvider>
      <AppFrame />
    </ConfirmProvider>
  );
}

/** A user without the page's claim (403), or a Recipes page that failed to load. */
export function RecipeErrorPage() {
  return <AreaErrorPage area="Recipes" forbiddenText="Your account may not open this Recipes page." />;
}

/** The home cards of the pages the user may open. */
function EntryCards({ entries, label }: { entries: (HomeCard & { visible: boolean })[]; label: string }) {
  return <HomeCards label={label} cards={entries.filter((entry) => entry.visible)} />;
}

/** /recipe: the app home. */
export function RecipeHomePage() {
  const canRead = useRecipeClaim('Read');
  const mayCreate = useRecipeClaim('Create');
  const mayEdit = useRecipeClaim('Edit');
  const offline = useRecipesOffline();
  const canCreate = mayCreate && mayEdit && !offline;
  return (
    <>
      <RecipeHeader title="Recipes" home actions={<HomeLink />} />
      <EntryCards
        label="Recipe pages"
        entries={[
          {
            path: `${RECIPE_BASE}/list`,
            title: 'Find It Fast',
            text: 'Search the collection by title, author, method, ingredient or tag.',
            visible: canRead,
          },
          {
            path: `${RECIPE_BASE}/shopping`,
            title: 'Shopping lists',
            text: 'Ingredients of recipes to buy, merged; tick them off in the shop, offline too.',
            visible: canRead,
          },
          {
            path: `${RECIPE_BASE}/meal-plan`,
            title: 'Meal plan',
            text: "The week's recipes by day and meal; the week's ingredients to a shopping list.",
            visible: canRead && !offline,
          },
          {
            path: `${RECIPE_BASE}/cookbooks`,
            title: 'Cookbooks',
            text: 'Named collections of recipes, shared with the people you choose.',
            visible: canRead && !offline,
          },
          {
            path: `${RECIPE_BASE}/0/edit`,
            title: 'Add a recipe',
            text: 'Write a recipe, or import one from a recipe site (schema.org JSON-LD).',
            visible: canCreate,
          },
          {
            path: `${RECIPE_BASE}/admin`,
            title: 'Recipe Admin',
            text: 'Recipe types, ingredients and measurements.',
            visible: !offline,
          },
        ]}
      />
    </>
  );
}

/** /recipe/admin: the Recipe Admin home, a menu of the lookup editors. */
export function RecipeAdminPage() {
  const canRead = useRecipeClaim('Read', 'SystemItem');
  return (
    <>
      <RecipeHeader title="Recipe Admin" />
      {!canRead && <p className={styles.muted}>The lookup lists need the SystemItem Read permission.</p>}
      <EntryCards
        label="Recipe admin pages"
        entries={[
          {
            path: `${RECIPE_BASE}/admin/type`,
            title: 'Recipe Types',
            text: 'Breakfast, dinner, dessert…',
            visible: canRead,
          },
          {
            path: `${RECIPE_BASE}/admin/ingredients`,
            title: 'Ingredients',
            text: 'The products ingredient lines choose from.',
            visible: canRead,
          },
          {
            path: `${RECIPE_BASE}/admin/measurements`,
            title: 'Measurements',
            text: 'Units with their plural and short titles.',
            visible: canRead,
          },
        ]}
      />
    </>
  );
}

const BACK = { path: `${RECIPE_BASE}/admin`, title: 'Recipe Admin' };

function LookupPage({ type, title, itemName }: { type: number; title: string; itemName: string }) {
  // A changed list shows in the recipe form the next time it opens.
  forgetRecipeSetup();
  return <SystemItemsPage type={type} title={title} itemName={itemName} area={BACK} />;
}

/** /recipe/admin/type: Recipe Types (system item type 3). */
export function RecipeTypesPage() {
  return <LookupPage type={SystemItemType.RecipeType} title="Recipe Types" itemName="Recipe type" />;
}

/** /recipe/admin/ingredients: Ingredients (type 0). */
export function IngredientsPage() {
  return <LookupPage type={SystemItemType.Product} title="Ingredients" itemName="Ingredient" />;
}

/** /recipe/admin/measurements: Measurements (type 1). */
export function MeasurementsPage() {
  return <LookupPage type={SystemItemType.Measurement} title="Measurements" itemName="Measurement" />;
}
