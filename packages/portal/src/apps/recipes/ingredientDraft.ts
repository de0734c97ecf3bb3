// The edit form's ingredient list: top-level lines and groups of lines, each with a key of its own so that
// React keeps the inputs in place while lines are dragged; reorder() moves one item within its list.
import type { Ingredient, IngredientInput } from '@lcars/contract/recipes';

export interface LineDraft {
  key: string;
  amount: string;
  measurementId: number | null;
  productId: number | null;
  /** A measurement typed that is not in the list (measurementId is then null): the save adds it. */
  measurementTitle: string;
  /** An ingredient typed that is not in the list ("Cornstarch"): the save adds it. */
  productTitle: string;
  additionalInformation: string;
  substitutes: LineDraft[];
}

export interface GroupDraft {
  key: string;
  groupTitle: string;
  lines: LineDraft[];
}

export type ItemDraft = ({ kind: 'line' } & LineDraft) | ({ kind: 'group' } & GroupDraft);

let counter = 0;
export const newKey = (): string => `i${++counter}`;

export const newLine = (): LineDraft => ({
  key: newKey(),
  amount: '',
  measurementId: null,
  productId: null,
  measurementTitle: '',
  productTitle: '',
  additionalInformation: '',
  substitutes: [],
});

const lineOf = (ingredient: Ingredient): LineDraft => ({
  key: newKey(),
  amount: ingredient.amount,
  measurementId: ingredient.measurementId,
  productId: ingredient.productId,
  measurementTitle: '',
  productTitle: '',
  additionalInformation: ingredient.additionalInformation,
  substitutes: ingredient.substitutionIngredients.map(lineOf),
});

export function draftOf(ingredients: readonly Ingredient[]): ItemDraft[] {
  return ingredients.map((ingredient) =>
    ingredient.isGroup
      ? {
          kind: 'group',
          key: newKey(),
          groupTitle: ingredient.groupTitle,
          lines: ingredient.ingredients.map(lineOf),
        }
      : { kind: 'line', ...lineOf(ingredient) },
  );
}

const isEmpty = (line: LineDraft): boolean =>
  line.amount.trim() === '' &&
  line.measurementId === null &&
  line.productId === null &&
  line.measurementTitle.trim() === '' &&
  line.productTitle.trim() === '' &&
  line.additionalInformation.trim() === '';

const inputOf = (line: LineDraft): IngredientInput => ({
  amount: line.amount.trim(),
  measurementId: line.measurementId,
  productId: line.productId,
  ...(line.measurementId === null && line.measurementTitle.trim() !== ''
    ? { measurementTitle: line.measurementTitle.trim() }
    : {}),
  ...(line.productId === null && line.productTitle.trim() !== ''
    ? { productTitle: line.productTitle.trim() }
    : {}),
  additionalInformation: line.additionalInformation.trim(),
  substitutionIngredients: line.substitutes.filter((substitute) => !isEmpty(substitute)).map(inputOf),
});

/** What the save sends, in the order shown (renumbered before sending: the order shown is the order kept). */
export function ingredientsToSave(items: readonly ItemDraft[]): IngredientInput[] {
  return items.flatMap((item, index): IngredientInput[] => {
    if (item.kind === 'group')
      return [
        {
          isGroup: true,
          groupTitle: item.groupTitle.trim(),
          ingredientOrder: index + 1,
          ingredients: item.lines
            .filter((line) => !isEmpty(line))
            .map((line, order) => ({ ...inputOf(line), ingredientOrder: order + 1 })),
        },
      ];
    return isEmpty(item) ? [] : [{ ...inputOf(item), ingredientOrder: index + 1 }];
  });
}

/** The list with the item at `from` moved to `to`. */
export function reorder<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/**
 * What a lookup box on a line keeps when the cook leaves it: the entry picked, or the entry whose title was
 * typed (in any case), or else the typed text as a new entry for the save to add; nothing when it is empty.
 */
export function typedLookup(
  typed: string,
  items: readonly { id: number; title: string }[],
): { id: number | null; title: string } {
  const text = typed.trim();
  if (text === '' || text === NONE_LABEL) return { id: null, title: '' };
  const lowered = text.toLowerCase();
  const known = items.find((item) => item.title.trim().toLowerCase() === lowered);
  return known ? { id: known.id, title: '' } : { id: null, title: text };
}

/** The label of the empty choice in a lookup box. */
export const NONE_LABEL = '(none)';
