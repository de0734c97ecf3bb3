import type { SelectOption } from '@lcars/ui';
import type { SystemItem } from '@lcars/contract';
import { NONE_LABEL } from './ingredientDraft';

/** A lookup list as the options of a select, led by "(none)" (key -1) for no entry. */
export const lookupOptions = (items: readonly SystemItem[]): SelectOption[] => [
  { id: -1, label: NONE_LABEL },
  ...items.map((item) => ({ id: item.id, label: item.title })),
];

/** The entry a select's key names, or null for "(none)" and no choice. */
export const chosenId = (key: unknown): number | null =>
  key === null || key === undefined || Number(key) < 0 ? null : Number(key);
