import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, IconButton, Spinner, TextField } from '@lcars/ui';
import type { Cookbook } from '@lcars/contract/recipes';
import { confirmDialog } from '../../../shell/confirm';
import { toastSuccess, useLoad } from '../../../kit';
import { ShareDialog } from '../components/ShareDialog';
import { RECIPE_BASE, RecipeHeader } from '../components/shared';
import * as recipeStyles from '../recipes.css';
import * as styles from '../shopping/shopping.css';
import { cookbookApi } from './cookbookApi';

/** /recipe/cookbooks: the user's cookbooks and those shared with them; a new one by its title. */
export function CookbooksPage() {
  const navigate = useNavigate();
  const books = useLoad(cookbookApi.list, 'cookbooks');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    if (title.trim() === '') {
      setError('Title is required.');
      return;
    }
    const book = await cookbookApi.save({ title });
    if (book) void navigate(`${RECIPE_BASE}/cookbooks/${book.id}`);
  };
  return (
    <>
      <RecipeHeader title="Cookbooks" />
      <form
        className={styles.addRow}
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <TextField
          label="New cookbook"
          value={title}
          onChange={(value) => {
            setTitle(value);
            setError(null);
          }}
          errorMessage={error ?? undefined}
        />
        <Button type="submit" variant="primary">
          Create cookbook
        </Button>
      </form>
      {books.loading && !books.data && <Spinner label="Loading the cookbooks" />}
      {books.data?.length === 0 && <p className={recipeStyles.muted}>No cookbooks yet.</p>}
      <ul className={recipeStyles.recipeList} aria-label="Cookbooks">
        {books.data?.map((book) => (
          <li key={book.id} className={recipeStyles.recipeRow}>
            <div className={recipeStyles.rowTitle}>
              <Link to={`${RECIPE_BASE}/cookbooks/${book.id}`} className={recipeStyles.link}>
                {book.title}
              </Link>
              <span className={styles.sources}>
                {book.recipeCount} {book.recipeCount === 1 ? 'recipe' : 'recipes'}
                {book.isOwner ? '' : ` · shared by ${book.ownerName}`}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /recipe/cookbooks/{id}: a cookbook's recipes; its owner takes recipes out, shares and deletes it. */
export function CookbookPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [book, setBook] = useState<Cookbook | null | undefined>(undefined);
  const [sharing, setSharing] = useState(false);
  useEffect(() => {
    let live = true;
    void cookbookApi.get(id).then((answer) => {
      if (live) setBook(answer ?? null);
    });
    return () => {
      live = false;
    };
  }, [id]);
  if (book === undefined) return <Spinner label="Loading the cookbook" size="lg" />;
  if (book === null)
    return (
      <>
        <RecipeHeader title="Cookbook not found" />
        <Link to={`${RECIPE_BASE}/cookbooks`} className={recipeStyles.link}>
          Back to the cookbooks
        </Link>
      </>
    );
  const remove = async () => {
    if (!(await confirmDialog({ text: `delete the cookbook ${book.title}` }))) return;
    if (!(await cookbookApi.remove(book.id))) return;
    toastSuccess(`The cookbook ${book.title} was deleted.`);
    void navigate(`${RECIPE_BASE}/cookbooks`);
  };
  return (
    <>
      <RecipeHeader
        title={book.title}
        actions={
          <>
            <Link to={`${RECIPE_BASE}/cookbooks`} className={recipeStyles.link}>
              Cookbooks
            </Link>
            {book.isOwner && <Button onPress={() => setSharing(true)}>Share</Button>}
            {book.isOwner && <Button onPress={() => void remove()}>Delete cookbook</Button>}
          </>
        }
      />
      <p className={styles.status}>
        {book.description}
        {book.isOwner ? '' : ` Shared by ${book.ownerName}.`}
      </p>
      {book.recipes.length === 0 && (
        <p className={recipeStyles.muted}>No recipes yet: open a recipe and choose Add to cookbook.</p>
      )}
      <ul className={styles.items} aria-label="Recipes of the cookbook">
        {book.recipes.map((recipe) => (
          <li key={recipe.id} className={styles.item}>
            <span className={styles.itemText}>
              <Link to={`${RECIPE_BASE}/${recipe.id}`} className={recipeStyles.link}>
                {recipe.title}
              </Link>
              {recipe.description !== '' && <span className={styles.sources}>{recipe.description}</span>}
            </span>
            {book.isOwner && (
              <IconButton
                label={`Take ${recipe.title} out`}
                onPress={() =>
                  void cookbookApi
                    .removeRecipe(book.id, recipe.id)
                    .then((answer) => answer && setBook(answer))
                }
              >
                <span aria-hidden>✕</span>
              </IconButton>
            )}
          </li>
        ))}
      </ul>
      {sharing && (
        <ShareDialog
          shared={{
            title: book.title,
            ownerId: book.ownerId,
            sharedUsers: book.sharedUsers,
            save: (sharedUsers) =>
              cookbookApi.save({
                id: book.id,
                title: book.title,
                description: book.description,
                sharedUsers,
              }),
            explanation:
              'The people you share it with can read the cookbook. Only you change, share or delete it.',
          }}
          onClose={(saved) => {
            setSharing(false);
            if (saved) setBook(saved);
          }}
        />
      )}
    </>
  );
}
