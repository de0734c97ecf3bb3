import { Link, Outlet } from 'react-router';
import { Card, ConfirmProvider } from '@lcars/ui';
import { SystemItemType } from '@lcars/api/contract';
import { AreaErrorPage } from '../../../shell/AreaErrorPage';
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
      <div className={styles.page}>
        <Outlet />
      </div>
    </ConfirmProvider>
  );
}

/** A user without the page's claim (403), or a Recipes page that failed to load. */
export function RecipeErrorPage() {
  return <AreaErrorPage area="Recipes" forbiddenText="Your account may not open this Recipes page." />;
}

interface MenuEntry {
  path: string;
  title: string;
  text: string;
  visible: boolean;
}

function EntryCards({ entries, label }: { entries: MenuEntry[]; label: string }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {entries
        .filter((entry) => entry.visible)
        .map((entry) => (
          <li key={entry.path} className={styles.cardItem}>
            <Card title={entry.title} headingLevel={2}>
              <p className={styles.muted}>{entry.text}</p>
              <p>
                <Link to={entry.path} className={styles.link}>
                  Open {entry.title}
                </Link>
              </p>
            </Card>
          </li>
        ))}
    </ul>
  );
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
      <RecipeHeader
        title="Recipes"
        home
        toolbar={
          <Link to="/" className={styles.link}>
            Home
          </Link>
        }
      />
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
