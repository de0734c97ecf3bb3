import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, IconButton, Inline, NumberField, Spinner, Stack, Switch, TextArea } from '@lcars/ui';
import {
  NOTE_LOAD_SIZE,
  RECIPE_MESSAGES,
  RECIPE_PRAISE,
  ingredientLine,
  type Ingredient,
  type Note,
  type Recipe,
  type RecipeImage,
  type RecipeSetup,
} from '@lcars/contract/recipes';
import { confirmDialog } from '../../../shell/confirm';
import { recipesApi } from '../api';
import { DEVICE_FALLBACK_NOTE } from '../deviceFallback';
import { RECIPE_NOTES_NOT_OFFLINE } from '../offline';
import {
  RECIPE_BASE,
  RatingStars,
  RecipeHeader,
  useRecipeSettings,
  useRecipeSetup,
  useRecipesFromDevice,
  useRecipesOffline,
  useWakeLock,
} from '../components/shared';
import { toastError, toastSuccess } from '../../../kit';
import { ingredientBlocks, ingredientExportLines, recipeTimes, servingsText, titlesOf } from '../recipeText';
import { scaleAmount } from '../scaling';
import { stepsOf } from '../cookMode';
import { saveFile } from '../../../kit/download';
import { AddToShoppingList } from '../shopping/AddToShoppingList';
import { PlanRecipe } from '../meal-plan/PlanRecipe';
import { AddToCookbook } from '../cookbooks/AddToCookbook';
import * as styles from '../recipes.css';

function IngredientItems({
  ingredients,
  setup,
  factor,
}: {
  ingredients: readonly Ingredient[];
  setup: RecipeSetup;
  factor: number;
}) {
  const measurements = titlesOf(setup.measurements);
  const products = titlesOf(setup.products);
  const text = (ingredient: Ingredient) =>
    ingredientLine(ingredient, measurements, products, scaleAmount(ingredient.amount, factor));
  return (
    <ul className={styles.ingredients}>
      {ingredients.map((ingredient) => (
        <li key={ingredient.id}>
          {text(ingredient)}
          {ingredient.substitutionIngredients.map((substitute) => (
            <div key={substitute.id} className={styles.substitute}>
              or {text(substitute)}
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}

function Carousel({ recipeId }: { recipeId: number }) {
  const [images, setImages] = useState<RecipeImage[] | undefined>(undefined);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    void recipesApi.images(recipeId).then((answer) => setImages(answer ?? []));
  }, [recipeId]);
  if (images === undefined) return <Spinner label="Loading images" />;
  const image = images[index];
  if (!image) return null;
  return (
    <div className={styles.carousel} aria-roledescription="carousel" aria-label="Recipe images">
      <img
        className={styles.carouselImage}
        src={image.imageData}
        alt={`Image ${index + 1} of ${images.length}`}
      />
      {images.length > 1 && (
        <Inline space="md" alignY="end">
          <Button onPress={() => setIndex((index - 1 + images.length) % images.length)}>
            Previous image
          </Button>
          <span>
            {index + 1} / {images.length}
          </span>
          <Button onPress={() => setIndex((index + 1) % images.length)}>Next image</Button>
        </Inline>
      )}
    </div>
  );
}

function NotesPanel({ recipe }: { recipe: Recipe }) {
  // null: offline, and this device keeps no notes (said plainly rather than "No notes yet.").
  const [notes, setNotes] = useState<Note[] | null | undefined>(undefined);
  const [showHidden, setShowHidden] = useState(false);
  const [draft, setDraft] = useState<{ id: number; text: string } | null>(null);
  const load = async (hidden = showHidden) => {
    const page = await recipesApi.notes({
      showHidden: hidden,
      sourceIdValue: recipe.id,
      page: 1,
      itemsPerPage: NOTE_LOAD_SIZE,
    });
    setNotes(page === null ? null : (page?.records ?? []));
  };
  useEffect(() => {
    // Loading a new recipe closes and clears the notes (none linger): the panel is keyed by recipe.
    void recipesApi
      .notes({ showHidden: false, sourceIdValue: recipe.id, page: 1, itemsPerPage: NOTE_LOAD_SIZE })
      .then((page) => setNotes(page === null ? null : (page?.records ?? [])));
  }, [recipe.id]);
  const save = async () => {
    if (!draft || draft.text.trim() === '') return;
    const saved = await recipesApi.saveNote({
      id: draft.id,
      messageSourceIdValue: recipe.id,
      commentText: draft.text,
    });
    if (!saved) return;
    toastSuccess(RECIPE_MESSAGES.noteSaved);
    setDraft(null);
    await load();
  };
  const offline = useRecipesOffline();
  const canModerate = recipe.canEdit && !offline;
  return (
    <section className={styles.panel} aria-label="Notes">
      <h2 className={styles.groupTitle}>Notes</h2>
      {offline && notes === null && <p>{RECIPE_NOTES_NOT_OFFLINE}</p>}
      <Inline space="md" alignY="end">
        {/* The device keeps the visible notes only: offline there are no hidden ones to show. */}
        {!offline && (
          <Switch
            value={showHidden}
            onChange={(value) => {
              setShowHidden(value);
              void load(value);
            }}
          >
            Show hidden notes
          </Switch>
        )}
        {canModerate && (
          <>
            <Button onPress={() => void recipesApi.toggleAllNotes(recipe.id, false).then(() => load())}>
              Hide or show all
            </Button>
            <Button onPress={() => void recipesApi.toggleAllNotes(recipe.id, true).then(() => load())}>
              Hide or show others'
            </Button>
          </>
        )}
      </Inline>
      {notes === undefined && <Spinner label="Loading notes" />}
      {notes?.length === 0 && <p className={styles.muted}>No notes yet.</p>}
      {notes?.map((note) =>
        draft?.id === note.id ? null : (
          <article key={note.id} className={`${styles.note} ${note.hidden ? styles.hiddenNote : ''}`}>
            <span className={styles.muted}>
              {note.userName} · {new Date(note.createdDate).toLocaleDateString()}
              {/* A moderator's change shows: the words under an author's name are not all the author's. */}
              {note.modifiedByUserName ? ` · edited by ${note.modifiedByUserName}` : ''}
              {note.hidden ? ' · hidden' : ''}
            </span>
            <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{note.commentText}</p>
            {note.canEdit && !offline && (
              <Inline space="md" alignY="end">
                <Button variant="text" onPress={() => setDraft({ id: note.id, text: note.commentText })}>
                  Edit
                </Button>
                {/* A note the recipe's owner or a moderator hid stays hidden for its author: no Show. */}
                {note.canToggle && (
                  <Button
                    variant="text"
                    onPress={() => void recipesApi.toggleNote(note.id).then(() => load())}
                  >
                    {note.hidden ? 'Show' : 'Hide'}
                  </Button>
                )}
                <Button variant="text" onPress={() => void recipesApi.deleteNote(note.id).then(() => load())}>
                  Delete
                </Button>
              </Inline>
            )}
          </article>
        ),
      )}
      {offline ? null : draft ? (
        <Stack>
          <TextArea
            label={draft.id === 0 ? 'New note' : 'Edit note'}
            value={draft.text}
            onChange={(text) => setDraft({ ...draft, text })}
            rows={3}
          />
          <Inline space="md" alignY="end">
            <Button variant="primary" onPress={() => void save()}>
              Save note
            </Button>
            <Button onPress={() => setDraft(null)}>Cancel</Button>
          </Inline>
        </Stack>
      ) : (
        <Button onPress={() => setDraft({ id: 0, text: '' })}>Add a note</Button>
      )}
    </section>
  );
}

/**
 * Whether the page is being printed (print media, or between beforeprint and afterprint): the print copy is
 * made only then, so the screen's page holds each text once.
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(() => window.matchMedia?.('print').matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.('print');
    const onChange = () => setPrinting(media?.matches ?? false);
    const before = () => setPrinting(true);
    media?.addEventListener('change', onChange);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', onChange);
    return () => {
      media?.removeEventListener('change', onChange);
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', onChange);
    };
  }, []);
  return printing;
}

/** /recipe/{id}: the recipe view; a new id starts afresh (notes closed and cleared). */
export function RecipeViewPage() {
  const id = Number(useParams().id);
  return <RecipeView key={id} id={id} />;
}

function RecipeView({ id }: { id: number }) {
  const navigate = useNavigate();
  const settings = useRecipeSettings();
  const setup = useRecipeSetup();
  const [recipe, setRecipe] = useState<Recipe | null | undefined>(undefined);
  const [servings, setServings] = useState<number | null>(null);
  const [showImages, setShowImages] = useState(true);
  const [showNotes, setShowNotes] = useState(false);
  const offline = useRecipesOffline();
  const fromDevice = useRecipesFromDevice();
  const [praise] = useState(() => RECIPE_PRAISE[Math.floor(Math.random() * RECIPE_PRAISE.length)] ?? '');
  useWakeLock(recipe !== undefined && recipe !== null);
  const printing = usePrinting();

  useEffect(() => {
    let live = true;
    void recipesApi.get(id).then((answer) => {
      if (!live) return;
      setRecipe(answer ?? null);
      setServings(answer?.servings ?? null);
    });
    return () => {
      live = false;
    };
  }, [id]);

  if (recipe === undefined || !setup) return <Spinner label="Loading the recipe" size="lg" />;
  if (recipe === null)
    return (
      <>
        <RecipeHeader title="Recipe not found" />
        <Link to={`${RECIPE_BASE}/list`} className={styles.link}>
          Back to the list
        </Link>
      </>
    );

  const factor =
    recipe.servingScalable && recipe.servings && servings && servings > 0 ? servings / recipe.servings : 1;
  const times = recipeTimes(recipe, setup.timeTypes);
  const recipeType = setup.recipeTypes.find((type) => type.id === recipe.recipeTypeId)?.title;
  const exportText = () =>
    [
      `${recipe.title}${factor !== 1 && servings ? ` (${servingsText(servings)} ${recipe.servingTitle})` : ''}`,
      '',
    ]
      .concat(ingredientExportLines(recipe.ingredients, setup, factor))
      .join('\n');

  const rate = async (stars: number) => {
    const answer = await recipesApi.rate(recipe.id, stars);
    if (answer) setRecipe({ ...recipe, ...answer });
  };
  const favorite = async () => {
    const answer = await recipesApi.favorite(recipe.id, !recipe.favorite);
    if (answer) setRecipe({ ...recipe, favorite: answer.favorite });
  };
  const archive = async () => {
    // The dialog words the question itself ("Are you sure you want to {text}?"): pass only the action.
    if (!(await confirmDialog({ text: RECIPE_MESSAGES.archiveConfirm }))) return;
    const answer = await recipesApi.archive(recipe.id);
    if (!answer) {
      toastError(RECIPE_MESSAGES.archiveFailed);
      return;
    }
    toastSuccess(RECIPE_MESSAGES.archived(recipe.title));
    void navigate(`${RECIPE_BASE}/list`);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(exportText());
      toastSuccess('The ingredients were copied to the clipboard');
    } catch {
      toastError('The clipboard could not be written.');
    }
  };

  return (
    <>
      <RecipeHeader
        title={recipe.title}
        actions={
          <>
            <Link to={`${RECIPE_BASE}/list`} className={styles.link}>
              List
            </Link>
            {settings.enableFavorites && offline && (
              <span role="img" aria-label={recipe.favorite ? 'Favourite' : 'Not a favourite'}>
                {recipe.favorite ? '♥' : '♡'}
              </span>
            )}
            {settings.enableFavorites && !offline && (
              <IconButton
                label={recipe.favorite ? 'Remove from favourites' : 'Add to favourites'}
                onPress={() => void favorite()}
              >
                <span aria-hidden>{recipe.favorite ? '♥' : '♡'}</span>
              </IconButton>
            )}
            <Button onPress={() => void navigate(`${RECIPE_BASE}/${recipe.id}/cook`)}>Cook mode</Button>
            <Button onPress={() => window.print()}>Print</Button>
            {recipe.canEdit && !offline && (
              <Button onPress={() => void navigate(`${RECIPE_BASE}/${recipe.id}/edit`)}>Edit</Button>
            )}
            {recipe.canArchive && !offline && <Button onPress={() => void archive()}>Archive</Button>}
          </>
        }
      />
      {fromDevice && (
        <p className={styles.muted} role="note">
          {DEVICE_FALLBACK_NOTE}
        </p>
      )}
      <p className={styles.muted}>{recipe.description !== '' ? recipe.description : praise}</p>
      <dl className={styles.facts}>
        {recipe.authorName !== '' && (
          <div className={styles.fact}>
            <dt>Author</dt>
            <dd>{recipe.authorName}</dd>
          </div>
        )}
        {recipeType && (
          <div className={styles.fact}>
            <dt>Type</dt>
            <dd>{recipeType}</dd>
          </div>
        )}
        {times.prep !== '' && (
          <div className={styles.fact}>
            <dt>Prep time</dt>
            <dd>{times.prep}</dd>
          </div>
        )}
        {times.cook !== '' && (
          <div className={styles.fact}>
            <dt>Cook time</dt>
            <dd>{times.cook}</dd>
          </div>
        )}
        {times.total !== '' && (
          <div className={styles.fact}>
            <dt>Total time</dt>
            <dd>{times.total}</dd>
          </div>
        )}
        {settings.enableRatings && (
          <div className={styles.fact}>
            <dt>
              Rating {recipe.overallRating > 0 ? `${recipe.overallRating} (${recipe.ratingCount})` : ''}
            </dt>
            <dd>
              {offline ? (
                <RatingStars value={recipe.userRating} label="Your rating" />
              ) : (
                <RatingStars
                  value={recipe.userRating}
                  label="Your rating"
                  onRate={(stars) => void rate(stars)}
                />
              )}
            </dd>
          </div>
        )}
      </dl>
      {recipe.tags !== '' && (
        <div className={styles.tags}>
          {recipe.tags.split(',').map((tag) => (
            <span key={tag} className={styles.tag}>
              {tag.trim()}
            </span>
          ))}
        </div>
      )}
      {recipe.hasImages && (
        <Switch value={showImages} onChange={setShowImages}>
          Images
        </Switch>
      )}
      {recipe.hasImages && showImages && <Carousel recipeId={recipe.id} />}
      <div className={styles.viewGrid}>
        <section className={styles.panel} aria-label="Ingredients">
          <h2 className={styles.groupTitle}>Ingredients</h2>
          {recipe.servings !== null && (
            <Inline space="md" alignY="end">
              {recipe.servingScalable ? (
                <NumberField
                  label={`Servings${recipe.servingTitle !== '' ? ` (${recipe.servingTitle})` : ''}`}
                  value={servings}
                  onChange={setServings}
                  showSteppers
                />
              ) : (
                <span>
                  {servingsText(recipe.servings)} {recipe.servingTitle}
                </span>
              )}
            </Inline>
          )}
          {/* In the recipe's order: a line saved after a group shows after it, outside its heading. */}
          {ingredientBlocks(recipe.ingredients).map((block) =>
            block.group ? (
              <div key={`group-${block.group.id}`}>
                <h3 className={styles.groupTitle}>{block.group.groupTitle}</h3>
                <IngredientItems ingredients={block.lines} setup={setup} factor={factor} />
              </div>
            ) : (
              <IngredientItems
                key={`lines-${block.lines[0]!.id}`}
                ingredients={block.lines}
                setup={setup}
                factor={factor}
              />
            ),
          )}
          {settings.enableIngredientExport && recipe.ingredients.length > 0 && (
            <Inline space="md" alignY="end">
              <Button onPress={() => void copy()}>Copy ingredients</Button>
              <Button onPress={() => saveFile(`${exportText()}\n`, `${recipe.title} ingredients.txt`)}>
                Download ingredients
              </Button>
            </Inline>
          )}
          {!offline && (
            <Inline space="md" alignY="end">
              {recipe.ingredients.length > 0 && <AddToShoppingList recipe={recipe} servings={servings} />}
              <PlanRecipe recipe={recipe} servings={servings} />
              <AddToCookbook recipe={recipe} />
            </Inline>
          )}
        </section>
        <section className={styles.panel} aria-label="Instructions">
          <h2 className={styles.groupTitle}>Instructions</h2>
          <ol className={styles.steps}>
            {recipe.instructions
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean)
              .map((line, index) => (
                <li key={index}>{line}</li>
              ))}
          </ol>
        </section>
      </div>
      <Switch value={showNotes} onChange={setShowNotes}>
        Notes
      </Switch>
      {showNotes && <NotesPanel key={recipe.id} recipe={recipe} />}
      {printing &&
        createPortal(
          <PrintCopy recipe={recipe} setup={setup} factor={factor} servings={servings} />,
          document.body,
        )}
    </>
  );
}

/** The recipe as printed (recipes.css.ts, printCopy): outside the shell, shown only on paper. */
function PrintCopy({
  recipe,
  setup,
  factor,
  servings,
}: {
  recipe: Recipe;
  setup: RecipeSetup;
  factor: number;
  servings: number | null;
}) {
  const times = recipeTimes(recipe, setup.timeTypes);
  return (
    <article className={styles.printCopy} data-testid="recipe-print">
      <h1>{recipe.title}</h1>
      {recipe.description !== '' && <p>{recipe.description}</p>}
      <p>
        {[
          servings ? `${servingsText(servings)} ${recipe.servingTitle}`.trim() : '',
          times.prep !== '' ? `Prep ${times.prep}` : '',
          times.cook !== '' ? `Cook ${times.cook}` : '',
          times.total !== '' ? `Total ${times.total}` : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <div className={styles.printColumns}>
        <section>
          <h2>Ingredients</h2>
          <ul>
            {ingredientExportLines(recipe.ingredients, setup, factor).map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2>Instructions</h2>
          <ol>
            {stepsOf(recipe.instructions).map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ol>
        </section>
      </div>
    </article>
  );
}
