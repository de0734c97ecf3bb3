import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { create } from 'zustand';
import { Button, Checkbox, IconButton, Inline, Select, Spinner, Switch, TextField } from '@lcars/ui';
import {
  RECIPE_DEFAULT_PAGE_SIZE,
  RECIPE_PAGE_SIZES,
  type RecipePage,
  type RecipeSummary,
} from '@lcars/contract/recipes';
import { useSettingsStore } from '../../../core/stores/settings';
import { recipesApi, type RecipeListQuery } from '../api';
import {
  RECIPE_BASE,
  RatingStars,
  RecipeHeader,
  useRecipeClaim,
  useRecipeSettings,
  useRecipeSetup,
  useRecipesFromDevice,
  useRecipesOffline,
} from '../components/shared';
import { DEVICE_FALLBACK_NOTE } from '../deviceFallback';
import { searchOptionLabel } from '../localRecipes';
import { toastError, useDebounced } from '../../../kit';
import * as styles from '../recipes.css';

/**
 * The quick search and paging, kept while the user moves between the list and a recipe. The server's pages
 * follow one another by cursor (`after`); `trail` keeps the cursor of each page before, for Previous. Any
 * other change (a term, a page size, favourites) starts again from the first page.
 */
const useListStore = create<{
  query: Partial<RecipeListQuery>;
  trail: (string | undefined)[];
  set: (change: Partial<RecipeListQuery>) => void;
  turn: (page: number, after: string | undefined, trail: (string | undefined)[]) => void;
}>()((set) => ({
  query: {},
  trail: [],
  set: (change) => set((state) => ({ query: { ...state.query, ...change, after: undefined }, trail: [] })),
  turn: (page, after, trail) => set((state) => ({ query: { ...state.query, page, after }, trail })),
}));

/** "1-10 of 57 (page 1 of 6)", or past the server's count "1-10 of more than 1,000 (page 1)". */
function pageLabel(list: RecipePage): string {
  const shown = `${list.startIndex}-${list.stopIndex}`;
  return list.totalIsEstimate
    ? `${shown} of more than ${list.total.toLocaleString('en')} (page ${list.page})`
    : `${shown} of ${list.total} (page ${list.page} of ${list.pageCount})`;
}

function Favorite({ recipe, onChange }: { recipe: RecipeSummary; onChange: (favorite: boolean) => void }) {
  const offline = useRecipesOffline();
  if (offline)
    return (
      <span role="img" aria-label={recipe.favorite ? 'Favourite' : 'Not a favourite'}>
        {recipe.favorite ? '♥' : '♡'}
      </span>
    );
  return (
    <IconButton
      label={recipe.favorite ? `Remove ${recipe.title} from favourites` : `Add ${recipe.title} to favourites`}
      onPress={() => {
        void recipesApi.favorite(recipe.id, !recipe.favorite).then((answer) => {
          if (answer) onChange(answer.favorite);
        });
      }}
    >
      <span aria-hidden>{recipe.favorite ? '♥' : '♡'}</span>
    </IconButton>
  );
}

/** /recipe/list, "Find It Fast": list and card views, quick search, favourites only, paging. */
export function RecipeListPage() {
  const settings = useRecipeSettings();
  const setup = useRecipeSetup();
  const navigate = useNavigate();
  const mayCreate = useRecipeClaim('Create');
  const mayEdit = useRecipeClaim('Edit');
  const offline = useRecipesOffline();
  const fromDevice = useRecipesFromDevice();
  // Offline only reads work: no new recipe (changes need the server).
  const canAdd = mayCreate && mayEdit && !offline;
  const gridRows =
    useSettingsStore((state) => state.globalAppSettings.gridDefaultRows) || RECIPE_DEFAULT_PAGE_SIZE;
  const stored = useListStore((state) => state.query);
  const update = useListStore((state) => state.set);
  const trail = useListStore((state) => state.trail);
  const turn = useListStore((state) => state.turn);
  const query: RecipeListQuery = {
    page: 1,
    itemsPerPage: gridRows,
    favoritesOnly: false,
    cardView: settings.useCardView,
    wholeWord: false,
    searchOption: 0,
    term: '',
    ...stored,
  };
  if (!settings.enableFavorites) query.favoritesOnly = false;
  const [term, setTerm] = useState(query.term);
  const [downloading, setDownloading] = useState(false);
  // The pause after typing spares the server a call a key; the device's own index answers a key at once.
  const debouncedTerm = useDebounced(term, 250);
  const searchTerm = offline ? term : debouncedTerm;
  const [answer, setAnswer] = useState<{ key: string; list: RecipePage | undefined } | null>(null);
  const key = JSON.stringify(query);

  useEffect(() => {
    if (searchTerm !== (stored.term ?? '')) update({ term: searchTerm, page: 1 });
  }, [searchTerm, stored.term, update]);

  useEffect(() => {
    let live = true;
    void recipesApi.list(JSON.parse(key) as RecipeListQuery).then((list) => {
      if (live) setAnswer({ key, list });
    });
    return () => {
      live = false;
    };
  }, [key]);

  const list = answer?.list;
  const loading = answer?.key !== key;
  const sizes = [...new Set([...RECIPE_PAGE_SIZES, gridRows])].sort((a, b) => a - b);
  const setFavorite = (id: number, favorite: boolean) =>
    setAnswer((current) =>
      current?.list
        ? {
            ...current,
            list: {
              ...current.list,
              records: current.list.records.map((record) =>
                record.id === id ? { ...record, favorite } : record,
              ),
            },
          }
        : current,
    );

  return (
    <>
      <RecipeHeader
        title="Find It Fast"
        actions={
          <>
            {!offline && (
              <Button
                isPending={downloading}
                onPress={() => {
                  setDownloading(true);
                  void recipesApi.downloadCollection().then((saved) => {
                    setDownloading(false);
                    if (!saved) toastError('The collection could not be downloaded.');
                  });
                }}
              >
                Download collection
              </Button>
            )}
            {canAdd && (
              <Button variant="primary" onPress={() => void navigate(`${RECIPE_BASE}/0/edit`)}>
                Add recipe
              </Button>
            )}
          </>
        }
      />
      <Inline space="md" alignY="end" role="search">
        <TextField
          className={styles.quickSearch}
          label="Quick search"
          type="search"
          value={term}
          onChange={setTerm}
          placeholder="Title, ingredient, tag, type…"
        />
        <Select
          label="Search in"
          options={(setup?.searchOptions ?? [{ id: 0, title: 'All' }]).map((option) => ({
            id: option.id,
            label: searchOptionLabel(option),
          }))}
          value={query.searchOption}
          onChange={(id) => update({ searchOption: Number(id ?? 0), page: 1 })}
        />
        <Checkbox value={query.wholeWord} onChange={(wholeWord) => update({ wholeWord, page: 1 })}>
          Whole word
        </Checkbox>
        {settings.enableFavorites && (
          <Switch
            value={query.favoritesOnly}
            onChange={(favoritesOnly) => update({ favoritesOnly, page: 1 })}
          >
            Favourites only
          </Switch>
        )}
        <Switch value={query.cardView} onChange={(cardView) => update({ cardView })}>
          Card view
        </Switch>
      </Inline>
      {offline && (
        <p className={styles.muted} role="note">
          {fromDevice ? DEVICE_FALLBACK_NOTE : 'Offline: searching the recipes kept on this device.'}
        </p>
      )}
      {loading && <Spinner label="Loading recipes" />}
      {list && list.records.length === 0 && !loading && (
        <p className={styles.muted}>
          {query.term === '' ? 'No recipes yet.' : 'No recipe matches the search.'}
        </p>
      )}
      {list && query.cardView && (
        <ul className={styles.recipeGrid} aria-label="Recipes">
          {list.records.map((recipe) => (
            <li key={recipe.id} className={styles.recipeCard}>
              {recipe.previewImage !== '' ? (
                <img className={styles.cardImage} src={recipe.previewImage} alt="" loading="lazy" />
              ) : (
                <div className={styles.cardImage} aria-hidden />
              )}
              <div className={styles.cardBody}>
                <Link to={`${RECIPE_BASE}/${recipe.id}`} className={styles.link}>
                  <strong>{recipe.title}</strong>
                </Link>
                <span className={styles.muted}>{recipe.description}</span>
                <Inline space="md" alignY="end" as="span">
                  {settings.enableRatings && <RatingStars value={recipe.overallRating} label="Rating" />}
                  {settings.enableFavorites && (
                    <Favorite recipe={recipe} onChange={(favorite) => setFavorite(recipe.id, favorite)} />
                  )}
                </Inline>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list && !query.cardView && (
        <ul className={styles.recipeList} aria-label="Recipes">
          {list.records.map((recipe) => (
            <li key={recipe.id} className={styles.recipeRow}>
              <span className={styles.rowTitle}>
                <Link to={`${RECIPE_BASE}/${recipe.id}`} className={styles.link}>
                  <strong>{recipe.title}</strong>
                </Link>
                <span className={styles.muted}>
                  {[
                    recipe.authorName,
                    setup?.recipeTypes.find((type) => type.id === recipe.recipeTypeId)?.title,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              {settings.enableRatings && <RatingStars value={recipe.overallRating} label="Rating" />}
              {settings.enableFavorites && (
                <Favorite recipe={recipe} onChange={(favorite) => setFavorite(recipe.id, favorite)} />
              )}
            </li>
          ))}
        </ul>
      )}
      {list && list.total > 0 && (
        <Inline space="md" alignY="end" as="nav" aria-label="Pages">
          <Button
            isDisabled={query.page <= 1}
            onPress={() => turn(query.page - 1, trail[query.page - 2], trail.slice(0, query.page - 2))}
          >
            Previous
          </Button>
          <span>{pageLabel(list)}</span>
          <Button
            isDisabled={
              list.nextCursor === undefined ? query.page >= list.pageCount : list.nextCursor === null
            }
            onPress={() =>
              // The server's next page follows its cursor; the device's list pages by number.
              turn(query.page + 1, list.nextCursor ?? undefined, [
                ...trail.slice(0, query.page - 1),
                query.after,
              ])
            }
          >
            Next
          </Button>
          <Select
            label="Per page"
            options={sizes.map((size) => ({ id: size, label: String(size) }))}
            value={query.itemsPerPage}
            onChange={(id) => update({ itemsPerPage: Number(id ?? gridRows), page: 1 })}
          />
        </Inline>
      )}
    </>
  );
}
