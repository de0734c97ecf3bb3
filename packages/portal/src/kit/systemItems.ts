import { create } from 'zustand';
import {
  pageSystemItems,
  requestOf,
  searchSystemItems,
  SYSTEM_ITEM_MESSAGES,
  type SystemItem,
  type SystemItemSave,
} from '@lcars/contract';

/** System item admin pages show 10 items by default (or the grid default rows setting). */
export const DEFAULT_SYSTEM_ITEM_PAGE_SIZE = 10;
const FOOTER_OPTIONS = [5, 10, 15, 20];

/** The footer's page sizes: 5, 10, 15, 20 plus the configured value. */
export function systemItemPageSizes(configured: number): number[] {
  return [...new Set([...FOOTER_OPTIONS, configured])].sort((a, b) => a - b);
}

/** The search of one system item type: page, items per page and search term. */
export interface SystemItemSearch {
  page: number;
  itemsPerPage: number;
  searchTerm: string;
}

interface SystemItemSearchState {
  /** Kept in memory per type while the portal runs, so returning to a list finds it as it was left. */
  searches: Record<number, SystemItemSearch>;
  update: (type: number, patch: Partial<SystemItemSearch>) => void;
}

export const useSystemItemSearchStore = create<SystemItemSearchState>()((set) => ({
  searches: {},
  update: (type, patch) =>
    set((state) => ({
      searches: {
        ...state.searches,
        [type]: {
          ...(state.searches[type] ?? {
            page: 1,
            itemsPerPage: DEFAULT_SYSTEM_ITEM_PAGE_SIZE,
            searchTerm: '',
          }),
          ...patch,
        },
      },
    })),
}));

/** The path params of a page of a lookup list, and the search term (empty: the page, else the search). */
export function systemItemListParams(type: number, search: SystemItemSearch) {
  return {
    params: { type, page: search.page, itemsPerPage: search.itemsPerPage },
    searchTerm: search.searchTerm.trim(),
  };
}

/** The path of a page of a lookup list: the page's descriptor, or the search's when there is a search term. */
export function systemItemListPath(type: number, search: SystemItemSearch): string {
  const { params, searchTerm } = systemItemListParams(type, search);
  return searchTerm
    ? requestOf(searchSystemItems, { params: { ...params, searchTerm } }).path
    : requestOf(pageSystemItems, { params }).path;
}

/** What the editor holds; a new item has id 0. */
export type SystemItemDraft = Pick<
  SystemItem,
  'id' | 'systemItemType' | 'title' | 'description' | 'shortTitle' | 'pluralTitle' | 'alternateId'
>;

export function newSystemItem(type: number): SystemItemDraft {
  return {
    id: 0,
    systemItemType: type,
    title: '',
    description: '',
    shortTitle: '',
    pluralTitle: '',
    alternateId: '',
  };
}

/**
 * The save payload, or the message to show when title or description is missing
 * ('Item data was not found, cannot continue.').
 */
export function systemItemSaveOf(
  draft: SystemItemDraft | null,
): { ok: true; item: SystemItemSave } | { ok: false; message: string } {
  if (!draft || !draft.title.trim() || !draft.description.trim()) {
    return { ok: false, message: SYSTEM_ITEM_MESSAGES.missingData };
  }
  return {
    ok: true,
    item: {
      id: draft.id,
      systemItemType: draft.systemItemType,
      title: draft.title.trim(),
      description: draft.description.trim(),
      shortTitle: draft.shortTitle.trim(),
      pluralTitle: draft.pluralTitle.trim(),
      alternateId: draft.alternateId.trim(),
    },
  };
}

/** The params of the item's delete call, or the message to show when nothing is selected. */
export function systemItemDeleteParams(
  item: Pick<SystemItem, 'id' | 'systemItemType'> | null | undefined,
): { ok: true; params: { type: number; id: number } } | { ok: false; message: string } {
  if (!item || !item.id) return { ok: false, message: SYSTEM_ITEM_MESSAGES.notFoundForDelete };
  return { ok: true, params: { type: item.systemItemType, id: item.id } };
}
