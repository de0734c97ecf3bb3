import { useState, type DragEvent } from 'react';
import { Button, Column, Columns, ComboBox, IconButton, Inline, Stack, TextField } from '@lcars/ui';
import type { SystemItem } from '@lcars/contract';
import type { RecipeSetup } from '@lcars/contract/recipes';
import {
  newKey,
  newLine,
  reorder,
  typedLookup,
  type GroupDraft,
  type ItemDraft,
  type LineDraft,
} from '../ingredientDraft';
import { lookupOptions } from '../lookupOptions';
import * as styles from '../recipes.css';

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
      options={lookupOptions(items)}
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

/**
 * The recipe's ingredients: lines and titled groups of lines, each line with its substitutions, reordered by
 * dragging or the move buttons.
 */
export function IngredientsEditor({
  items,
  setItems,
  setup,
}: {
  items: ItemDraft[];
  setItems: (items: ItemDraft[]) => void;
  setup: RecipeSetup;
}) {
  const updateItem = (index: number, item: ItemDraft) =>
    setItems(items.map((current, i) => (i === index ? item : current)));
  return (
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
                onRemove={() => updateItem(index, { ...item, lines: item.lines.filter((_, i) => i !== at) })}
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
  );
}
