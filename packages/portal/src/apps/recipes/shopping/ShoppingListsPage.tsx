import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Spinner, TextField } from '@lcars/ui';
import { useLoad } from '../../../kit';
import { RECIPE_BASE, RecipeHeader, useRecipesOffline } from '../components/shared';
import * as recipeStyles from '../recipes.css';
import { shoppingApi } from './shoppingApi';
import * as styles from './shopping.css';

/** /recipe/shopping: the user's shopping lists and those shared with them; a new list by its title. */
export function ShoppingListsPage() {
  const navigate = useNavigate();
  const offline = useRecipesOffline();
  const lists = useLoad(shoppingApi.lists, offline ? 'offline' : 'online');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);

  const create = async () => {
    if (title.trim() === '') {
      setError('Title is required.');
      return;
    }
    const list = await shoppingApi.save({ title });
    if (list) void navigate(`${RECIPE_BASE}/shopping/${list.id}`);
  };

  return (
    <>
      <RecipeHeader title="Shopping lists" />
      {offline && (
        <p className={styles.status} role="note">
          Offline: the lists kept on this device. Ticks you make wait here and sync when you are back online.
        </p>
      )}
      {!offline && (
        <form
          className={styles.addRow}
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <TextField
            label="New list"
            value={title}
            onChange={(value) => {
              setTitle(value);
              setError(null);
            }}
            errorMessage={error ?? undefined}
          />
          <Button type="submit" variant="primary">
            Create list
          </Button>
        </form>
      )}
      {lists.loading && !lists.data && <Spinner label="Loading the shopping lists" />}
      {lists.data?.length === 0 && (
        <p className={recipeStyles.muted}>
          {offline
            ? 'No shopping lists are kept on this device: preload Recipes in App settings to have them offline.'
            : 'No shopping lists yet.'}
        </p>
      )}
      <ul className={recipeStyles.recipeList} aria-label="Shopping lists">
        {lists.data?.map((list) => (
          <li key={list.id} className={recipeStyles.recipeRow}>
            <div className={recipeStyles.rowTitle}>
              <Link to={`${RECIPE_BASE}/shopping/${list.id}`} className={recipeStyles.link}>
                {list.title}
              </Link>
              <span className={styles.sources}>
                {list.checkedCount} of {list.itemCount} ticked
                {list.isOwner
                  ? list.sharedUsers.length > 0
                    ? ` · shared with ${list.sharedUsers.length}`
                    : ''
                  : ` · shared by ${list.ownerName}`}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
