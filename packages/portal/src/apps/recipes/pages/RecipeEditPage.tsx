import { useEffect, useState, type DragEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  Button,
  Checkbox,
  Column,
  Columns,
  ComboBox,
  Dialog,
  IconButton,
  Inline,
  NumberField,
  Select,
  Spinner,
  Stack,
  TextArea,
  TextField,
  type SelectOption,
} from '@lcars/ui';
import type { SystemItem } from '@lcars/contract';
import {
  RECIPE_MESSAGES,
  type Recipe,
  type RecipeImage,
  type RecipeImportFormat,
  type RecipeSaveRequest,
  type RecipeSetup,
} from '@lcars/contract/recipes';
import { recipesApi } from '../api';
import { RECIPE_BASE, RecipeHeader, forgetRecipeSetup, useRecipeSetup } from '../components/shared';
import { ImportArchive, runImport } from '../components/ImportArchive';
import { toastError, toastSuccess, type ImportRun } from '../../../kit';
import {
  draftOf,
  ingredientsToSave,
  newKey,
  newLine,
  NONE_LABEL,
  reorder,
  typedLookup,
  type GroupDraft,
  type ItemDraft,
  type LineDraft,
} from '../ingredientDraft';
import * as styles from '../recipes.css';

type Form = Omit<RecipeSaveRequest, 'ingredients'>;

const EMPTY: Form = {
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

function formOf(recipe: Recipe): Form {
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

const options = (items: readonly SystemItem[]): SelectOption[] => [
  { id: -1, label: NONE_LABEL },
  ...items.map((item) => ({ id: item.id, label: item.title })),
];
const idOf = (key: unknown): number | null =>
  key === null || key === undefined || Number(key) < 0 ? null : Number(key);

/** Drag and drop within one list: the dragged item's index travels in the drag data. */
function dragProps(index: number, list: string, onMove: (from: number, to: number) => void) {
  return {
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.setData('text/x-recipe-item', `${list}:${index}`);
      event.dataTransfer.effectAllowed = 'move';
    },
    onDragOver: (event: DragEvent) => event.preventDefault(),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const [from, at] = event.dataTransfer.getData('text/x-recipe-item').split(':');
      if (from === list) onMove(Number(at), index);
    },
  };
}

/**
 * A lookup list to pick from or type into: text that is no entry of the list is kept (the save adds it to the
 * list, as Mealie and Tandoor keep a new food or unit) instead of going back to "(none)".
 */
function LookupBox({
  label,
  items,
  id,
  title,
  onChange,
}: {
  label: string;
  items: readonly SystemItem[];
  id: number | null;
  title: string;
  onChange: (id: number | null, title: string) => void;
}) {
  const [typed, setTyped] = useState(title);
  return (
    <ComboBox
      label={label}
      options={options(items)}
      allowsCustomValue
      // A typed entry has no key: null keeps its text in the box, where -1 would put back "(none)".
      value={title !== '' ? null : (id ?? -1)}
      onInputChange={setTyped}
      onChange={(key) => {
        if (key !== null && Number(key) >= 0) onChange(Number(key), '');
        else if (key !== null) onChange(null, '');
        else {
          const kept = typedLookup(typed, items);
          onChange(kept.id, kept.title);
        }
      }}
      description={title !== '' ? `New: “${title}” is added to the list on save` : undefined}
    />
  );
}

function LineEditor({
  line,
  setup,
  onChange,
  onRemove,
  label,
}: {
  line: LineDraft;
  setup: RecipeSetup;
  onChange: (line: LineDraft) => void;
  onRemove: () => void;
  label: string;
}) {
  return (
    <>
      <TextField label="Amount" value={line.amount} onChange={(amount) => onChange({ ...line, amount })} />
      <LookupBox
        label="Measurement"
        items={setup.measurements}
        id={line.measurementId}
        title={line.measurementTitle}
        onChange={(measurementId, measurementTitle) => onChange({ ...line, measurementId, measurementTitle })}
      />
      <LookupBox
        label="Ingredient"
        items={setup.products}
        id={line.productId}
        title={line.productTitle}
        onChange={(productId, productTitle) => onChange({ ...line, productId, productTitle })}
      />
      <TextField
        className={styles.lineNotes}
        label="Notes"
        value={line.additionalInformation}
        onChange={(additionalInformation) => onChange({ ...line, additionalInformation })}
      />
      <IconButton label={`Remove ${label}`} onPress={onRemove}>
        <span aria-hidden>✕</span>
      </IconButton>
    </>
  );
}

function LineRow({
  line,
  index,
  list,
  setup,
  onChange,
  onRemove,
  onMove,
}: {
  line: LineDraft;
  index: number;
  list: string;
  setup: RecipeSetup;
  onChange: (line: LineDraft) => void;
  onRemove: () => void;
  onMove: (from: number, to: number) => void;
}) {
  return (
    <Stack>
      <div
        className={styles.ingredientEditor}
        {...dragProps(index, list, onMove)}
        data-testid="ingredient-line"
      >
        <span className={styles.dragHandle} aria-hidden title="Drag to reorder">
          ⠿
        </span>
        <LineEditor
          line={line}
          setup={setup}
          onChange={onChange}
          onRemove={onRemove}
          label={`line ${index + 1}`}
        />
        <IconButton label={`Move line ${index + 1} up`} onPress={() => onMove(index, index - 1)}>
          <span aria-hidden>↑</span>
        </IconButton>
        <Button
          variant="text"
          onPress={() => onChange({ ...line, substitutes: [...line.substitutes, newLine()] })}
        >
          Add substitution
        </Button>
      </div>
      {line.substitutes.map((substitute, at) => (
        <div key={substitute.key} className={styles.ingredientEditor} style={{ marginLeft: '2rem' }}>
          <span className={styles.muted}>or</span>
          <LineEditor
            line={substitute}
            setup={setup}
            label={`substitution ${at + 1}`}
            onChange={(changed) =>
              onChange({
                ...line,
                substitutes: line.substitutes.map((item, i) => (i === at ? changed : item)),
              })
            }
            onRemove={() => onChange({ ...line, substitutes: line.substitutes.filter((_, i) => i !== at) })}
          />
        </div>
      ))}
    </Stack>
  );
}

function ImagesEditor({ recipeId }: { recipeId: number }) {
  const [images, setImages] = useState<RecipeImage[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void recipesApi.images(recipeId).then((answer) => setImages(answer ?? []));
  }, [recipeId]);
  const upload = async (files: FileList | null) => {
    if (!files) return;
    setBusy(true);
    for (const file of Array.from(files)) {
      const image = await recipesApi.uploadImage(recipeId, file);
      // An image save failure only clears the loading flag (the recipe itself was saved).
      if (image) setImages((current) => [...current, image]);
    }
    setBusy(false);
  };
  return (
    <section className={styles.panel} aria-label="Images">
      <h2 className={styles.groupTitle}>Images</h2>
      <div className={styles.thumbs}>
        {images.map((image, index) => (
          <Stack as="span" key={image.id}>
            <img className={styles.thumb} src={image.thumbnailData} alt={`Image ${index + 1}`} />
            <Button
              variant="text"
              onPress={() =>
                void recipesApi.deleteImage(recipeId, image.id).then((left) => left && setImages(left))
              }
            >
              Remove image {index + 1}
            </Button>
          </Stack>
        ))}
      </div>
      <label>
        <Inline as="span" space="md" alignY="end">
          <span>Add images</span>
          <input
            type="file"
            accept="image/*"
            multiple
            aria-label="Add images"
            onChange={(event) => void upload(event.target.files)}
          />
        </Inline>
      </label>
      {busy && <Spinner label="Uploading" />}
    </section>
  );
}

/** The import: from a web address the server fetches, or from a page's pasted source. */
function ImportDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [urlError, setUrlError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [format, setFormat] = useState<RecipeImportFormat>('nextcloud');
  const [file, setFile] = useState<File | null>(null);
  const [run, setRun] = useState<ImportRun>({ state: 'idle' });
  // The preview of the chosen file, then (on Import) the import itself.
  const previewed = run.state === 'done' && run.report.preview;
  const imported = run.state === 'done' && !run.report.preview;
  const chooseFile = (chosen: File | undefined) => {
    setFile(chosen ?? null);
    setRun({ state: 'idle' });
    if (chosen) void runImport(chosen, format, true, setRun);
  };
  const opened = (recipe: Recipe) => {
    toastSuccess(`Imported '${recipe.title}'`);
    void navigate(`${RECIPE_BASE}/${recipe.id}/edit`, { replace: true });
    onClose();
  };
  const importRecipe = async () => {
    setPending(true);
    setUrlError(undefined);
    if (file) {
      setPending(false);
      if (imported) {
        forgetRecipeSetup();
        void navigate(`${RECIPE_BASE}/list`, { replace: true });
        onClose();
        return;
      }
      await runImport(file, format, false, (next) => {
        setRun(next);
        if (next.state === 'done')
          toastSuccess(
            `Imported ${next.report.counts.recipes ?? 0} recipes, skipped ${next.report.skipped.length}`,
          );
      });
      return;
    }
    if (url.trim() !== '') {
      const answer = await recipesApi.importFromUrl(url.trim());
      setPending(false);
      if ('refusal' in answer) setUrlError(answer.refusal);
      else opened(answer);
      return;
    }
    const recipe = await recipesApi.importJsonLd(text);
    setPending(false);
    if (recipe) opened(recipe);
  };
  return (
    <Dialog
      title="Import a recipe"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      actions={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button
            variant="primary"
            isDisabled={file ? !previewed && !imported : url.trim() === '' && text.trim() === ''}
            isPending={pending || run.state === 'running'}
            onPress={() => void importRecipe()}
          >
            {imported ? 'Show the recipes' : 'Import'}
          </Button>
        </>
      }
    >
      <Stack>
        {/* A collection's file is one source at a time too: its preview takes the room the others had. */}
        {!file && (
          <>
            <TextField
              label="From a web address"
              type="url"
              description="The address of a recipe page: the server reads its schema.org Recipe data."
              placeholder="https://"
              value={url}
              onChange={(value) => {
                setUrl(value);
                setUrlError(undefined);
              }}
              errorMessage={urlError}
            />
            <TextArea
              label="Or the recipe JSON-LD or the page's HTML"
              description="Paste the source of a recipe page (most recipe sites publish schema.org Recipe data), or its JSON-LD."
              value={text}
              onChange={setText}
              rows={8}
              isDisabled={url.trim() !== ''}
            />
          </>
        )}
        <ImportArchive
          format={format}
          onFormat={(next) => {
            setFormat(next);
            setFile(null);
            setRun({ state: 'idle' });
          }}
          onFile={chooseFile}
          run={run}
        />
      </Stack>
    </Dialog>
  );
}

/** /recipe/{id}/edit (id 0 is new): the recipe form; a new id starts afresh. */
export function RecipeEditPage() {
  const id = Number(useParams().id);
  return <RecipeForm key={id} id={id} />;
}

function RecipeForm({ id }: { id: number }) {
  const navigate = useNavigate();
  const setup = useRecipeSetup();
  const [form, setForm] = useState<Form | null>(id === 0 ? EMPTY : null);
  const [items, setItems] = useState<ItemDraft[]>(id === 0 ? [{ kind: 'line', ...newLine() }] : []);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [importing, setImporting] = useState(false);

  useEffect(() => {
    if (id === 0) return;
    void recipesApi.get(id).then((recipe) => {
      if (!recipe) return;
      setForm(formOf(recipe));
      setItems(draftOf(recipe.ingredients));
    });
  }, [id]);

  if (!setup || !form) return <Spinner label="Loading the recipe form" size="lg" />;

  const set = (change: Partial<Form>) => setForm({ ...form, ...change });
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
  const updateItem = (index: number, item: ItemDraft) =>
    setItems(items.map((current, i) => (i === index ? item : current)));
  const timeTypes = options(setup.timeTypes).filter((option) => option.id !== -1);
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
        onChange={(value) => set({ [`${part}TimeTypeId`]: idOf(value) })}
      />
    </Inline>
  );

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
      <div className={styles.viewGrid}>
        <section className={styles.panel} aria-label="Recipe">
          <TextField
            label="Title"
            isRequired
            value={form.title}
            onChange={(title) => set({ title })}
            {...(error && titleError ? { errorMessage: titleError } : {})}
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
            options={options(setup.recipeTypes)}
            value={form.recipeTypeId ?? -1}
            onChange={(value) => set({ recipeTypeId: idOf(value) })}
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
      <section className={styles.panel} aria-label="Ingredients">
        <h2 className={styles.groupTitle}>Ingredients</h2>
        {items.map((item, index) =>
          item.kind === 'line' ? (
            <LineRow
              key={item.key}
              line={item}
              index={index}
              list="top"
              setup={setup}
              onChange={(line) => updateItem(index, { kind: 'line', ...line })}
              onRemove={() => setItems(items.filter((_, i) => i !== index))}
              onMove={(from, to) => setItems(reorder(items, from, to))}
            />
          ) : (
            <div
              key={item.key}
              className={styles.groupEditor}
              {...dragProps(index, 'top', (from, to) => setItems(reorder(items, from, to)))}
            >
              <Columns alignY="end">
                <Column width="content">
                  <span className={styles.dragHandle} aria-hidden title="Drag to reorder">
                    ⠿
                  </span>
                </Column>
                <Column>
                  <TextField
                    label="Group title"
                    value={item.groupTitle}
                    onChange={(groupTitle) => updateItem(index, { ...item, groupTitle })}
                  />
                </Column>
                <Column width="content">
                  <IconButton
                    label={`Remove group ${item.groupTitle}`}
                    onPress={() => setItems(items.filter((_, i) => i !== index))}
                  >
                    <span aria-hidden>✕</span>
                  </IconButton>
                </Column>
              </Columns>
              {item.lines.map((line, at) => (
                <LineRow
                  key={line.key}
                  line={line}
                  index={at}
                  list={item.key}
                  setup={setup}
                  onChange={(changed) =>
                    updateItem(index, {
                      ...item,
                      lines: item.lines.map((current, i) => (i === at ? changed : current)),
                    })
                  }
                  onRemove={() =>
                    updateItem(index, { ...item, lines: item.lines.filter((_, i) => i !== at) })
                  }
                  onMove={(from, to) => updateItem(index, { ...item, lines: reorder(item.lines, from, to) })}
                />
              ))}
              <Button
                variant="text"
                onPress={() => updateItem(index, { ...item, lines: [...item.lines, newLine()] })}
              >
                Add line to {item.groupTitle || 'group'}
              </Button>
            </div>
          ),
        )}
        <Inline space="md" alignY="end">
          <Button onPress={() => setItems([...items, { kind: 'line', ...newLine() }])}>Add ingredient</Button>
          <Button
            onPress={() =>
              setItems([
                ...items,
                { kind: 'group', key: newKey(), groupTitle: '', lines: [newLine()] } satisfies ItemDraft &
                  GroupDraft,
              ])
            }
          >
            Add group
          </Button>
        </Inline>
      </section>
      <section className={styles.panel} aria-label="Instructions">
        <TextArea
          label="Instructions"
          description="One step a line"
          rows={10}
          value={form.instructions ?? ''}
          onChange={(instructions) => set({ instructions })}
        />
      </section>
      {id !== 0 && <ImagesEditor recipeId={id} />}
      {id === 0 && <p className={styles.muted}>Images can be added once the recipe is saved.</p>}
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
