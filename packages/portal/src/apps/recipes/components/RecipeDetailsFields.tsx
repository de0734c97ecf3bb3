import { Checkbox, Inline, NumberField, Select, TextArea, TextField } from '@lcars/ui';
import type { RecipeSetup } from '@lcars/contract/recipes';
import { chosenId, lookupOptions } from '../lookupOptions';
import type { RecipeFormFields } from '../useRecipeForm';
import * as styles from '../recipes.css';

/**
 * The recipe's own fields beside its ingredients: title, description, author, type and tags, then the prep,
 * cook and total times and the servings.
 */
export function RecipeDetailsFields({
  form,
  set,
  setup,
  titleError,
}: {
  form: RecipeFormFields;
  set: (change: Partial<RecipeFormFields>) => void;
  setup: RecipeSetup;
  /** Shown once a save was refused, not while the form is first filled in. */
  titleError: string | undefined;
}) {
  const timeTypes = lookupOptions(setup.timeTypes).filter((option) => option.id !== -1);
  const time = (part: 'prep' | 'cook' | 'total', label: string) => (
    <Inline space="md" alignY="end">
      <NumberField
        label={`${label} from`}
        value={form[`${part}StartTime`] ?? null}
        onChange={(value) => set({ [`${part}StartTime`]: value })}
      />
      <NumberField
        label={`${label} to`}
        value={form[`${part}EndTime`] ?? null}
        onChange={(value) => set({ [`${part}EndTime`]: value })}
      />
      <Select
        label={`${label} unit`}
        options={timeTypes}
        value={form[`${part}TimeTypeId`] ?? 1}
        onChange={(value) => set({ [`${part}TimeTypeId`]: chosenId(value) })}
      />
    </Inline>
  );

  return (
    <div className={styles.viewGrid}>
      <section className={styles.panel} aria-label="Recipe">
        <TextField
          label="Title"
          isRequired
          value={form.title}
          onChange={(title) => set({ title })}
          {...(titleError ? { errorMessage: titleError } : {})}
        />
        <TextArea
          label="Description"
          value={form.description ?? ''}
          onChange={(description) => set({ description })}
        />
        <TextField
          label="Author"
          value={form.authorName ?? ''}
          onChange={(authorName) => set({ authorName })}
        />
        <Select
          label="Recipe type"
          options={lookupOptions(setup.recipeTypes)}
          value={form.recipeTypeId ?? -1}
          onChange={(value) => set({ recipeTypeId: chosenId(value) })}
        />
        <TextField
          label="Tags"
          description="Separated by commas"
          value={form.tags ?? ''}
          onChange={(tags) => set({ tags })}
        />
      </section>
      <section className={styles.panel} aria-label="Times and servings">
        {time('prep', 'Prep time')}
        {time('cook', 'Cook time')}
        <Checkbox
          value={form.totalTimeAutoCalculate ?? true}
          onChange={(totalTimeAutoCalculate) => set({ totalTimeAutoCalculate })}
        >
          Work out the total time
        </Checkbox>
        {!form.totalTimeAutoCalculate && time('total', 'Total time')}
        <Inline space="md" alignY="end">
          <NumberField
            label="Servings"
            value={form.servings ?? null}
            onChange={(servings) => set({ servings })}
          />
          <TextField
            label="Serving title"
            value={form.servingTitle ?? ''}
            onChange={(servingTitle) => set({ servingTitle })}
          />
          <Checkbox
            value={form.servingScalable ?? true}
            onChange={(servingScalable) => set({ servingScalable })}
          >
            Scalable
          </Checkbox>
        </Inline>
      </section>
    </div>
  );
}
