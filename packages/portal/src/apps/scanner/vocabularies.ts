// The user's vocabularies (correspondents, document types, tags, custom fields, saved views), loaded once per
// change: every page that shows them (the menu, the list's filters, the edit form) reads the same copy, and a
// change anywhere (a new saved view) refreshes them all.
import { create } from 'zustand';
import type { ScanFilterInput, ScannerVocabularies } from '@lcars/contract/scanner';
import { useLoad } from '../../kit';
import { scannerApi } from './api';

const useVersion = create<{ version: number; bump: () => void }>((set) => ({
  version: 0,
  bump: () => set((state) => ({ version: state.version + 1 })),
}));

/** Asks every page showing the vocabularies to load them again. */
export const vocabulariesChanged = (): void => useVersion.getState().bump();

export function useVocabularies(): ScannerVocabularies | undefined {
  const version = useVersion((state) => state.version);
  return useLoad<ScannerVocabularies>(() => scannerApi.vocabularies(), String(version)).data;
}

/** The list's URL parameters of a filter (a saved view opens the list with them). */
export const FILTER_PARAMS = ['correspondentId', 'documentTypeId', 'tag', 'fieldId', 'fieldValue'] as const;

export function filterSearch(filter: ScanFilterInput): string {
  const search = new URLSearchParams();
  if (filter.term) search.set('q', filter.term);
  for (const name of FILTER_PARAMS) {
    const value = filter[name];
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  return search.toString();
}

/** The filter the list's URL names (ids as numbers; what is not a number is left out). */
export function filterOf(params: URLSearchParams): ScanFilterInput {
  const id = (name: string): number | undefined => {
    const value = Number(params.get(name) ?? '');
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const text = (name: string): string | undefined => {
    const value = params.get(name)?.trim() ?? '';
    return value === '' ? undefined : value;
  };
  const filter: ScanFilterInput = {
    correspondentId: id('correspondentId'),
    documentTypeId: id('documentTypeId'),
    tag: text('tag'),
    fieldId: id('fieldId'),
    fieldValue: id('fieldId') === undefined ? undefined : text('fieldValue'),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}
