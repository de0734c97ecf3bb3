import { useState } from 'react';
import { useParams } from 'react-router';
import { Button, Spinner, TextArea } from '@lcars/ui';
import { RecipeHeader } from '../components/shared';
import { IngredientsEditor } from '../components/IngredientsEditor';
import { RecipeDetailsFields } from '../components/RecipeDetailsFields';
import { RecipeImagesEditor } from '../components/RecipeImagesEditor';
import { RecipeImportDialog } from '../components/RecipeImportDialog';
import { useRecipeForm } from '../useRecipeForm';
import * as styles from '../recipes.css';

/** /recipe/{id}/edit (id 0 is new): the recipe form; a new id starts afresh. */
export function RecipeEditPage() {
  const id = Number(useParams().id);
  return <RecipeForm key={id} id={id} />;
}

function RecipeForm({ id }: { id: number }) {
  const recipe = useRecipeForm(id);
  const [importing, setImporting] = useState(false);
  if (!recipe) return <Spinner label="Loading the recipe form" size="lg" />;
  const { setup, form, set, items, setItems, error, titleError, saving, save, discard } = recipe;

  return (
    <>
      <RecipeHeader
        title={id === 0 ? 'New recipe' : `Edit ${form.title}`}
        actions={
          <>
            {id === 0 && <Button onPress={() => setImporting(true)}>Import</Button>}
            <Button onPress={discard}>Discard</Button>
            <Button variant="primary" isDisabled={saving} onPress={() => void save()}>
              Save
            </Button>
          </>
        }
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <RecipeDetailsFields form={form} set={set} setup={setup} titleError={error ? titleError : undefined} />
      <IngredientsEditor items={items} setItems={setItems} setup={setup} />
      <section className={styles.panel} aria-label="Instructions">
        <TextArea
          label="Instructions"
          description="One step a line"
          rows={10}
          value={form.instructions ?? ''}
          onChange={(instructions) => set({ instructions })}
        />
      </section>
      {id !== 0 && <RecipeImagesEditor recipeId={id} />}
      {id === 0 && <p className={styles.muted}>Images can be added once the recipe is saved.</p>}
      {importing && <RecipeImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
