import { useEffect, useState } from 'react';
import {
  Button,
  DataTable,
  Dialog,
  Stack,
  TextField,
  useConfirm,
  type DataTableColumn,
  type SelectOption,
} from '@lcars/ui';
import {
  deleteSystemItem,
  pageSystemItems,
  saveSystemItem,
  searchSystemItems,
  type SystemItem,
} from '@lcars/contract';
import { call } from '../core/call';
import { useSettingsStore } from '../core/stores/settings';
import {
  newSystemItem,
  systemItemDeleteParams,
  systemItemListParams,
  systemItemListPath,
  systemItemPageSizes,
  systemItemSaveOf,
  useSystemItemSearchStore,
  type SystemItemDraft,
  type SystemItemSearch,
} from './systemItems';
import { AreaHeader, type AreaLink } from './AreaHeader';
import { Notice } from './Notice';
import { toastError, toastInfo, toastSuccess } from './toasts';
import { useDebounced, useLoad } from './useLoad';
import { CancelSave } from './CancelSave';

const COLUMNS: DataTableColumn<SystemItem>[] = [
  { key: 'id', header: 'Id', width: 72, align: 'end' },
  { key: 'title', header: 'Title', isRowHeader: true },
  { key: 'shortTitle', header: 'Short title' },
  { key: 'description', header: 'Description', width: '2fr' },
];

/** A page of a lookup list: the page's call, or the search's when there is a search term. */
function loadSystemItems(type: number, search: SystemItemSearch) {
  const { params, searchTerm } = systemItemListParams(type, search);
  return searchTerm
    ? call(searchSystemItems, { params: { ...params, searchTerm } })
    : call(pageSystemItems, { params });
}

interface SystemItemsPageProps {
  type: number;
  title: string;
  /** Singular, for the editor's title and the add button. */
  itemName: string;
  /** Where the page's breadcrumb leads back to: the admin home, or an app's admin menu (Recipe Admin). */
  area: AreaLink;
  /** The area's own heading size (admin's is larger). */
  headingClassName?: string;
}

/**
 * Generic system item admin of one type, for the admin area and the apps' admin menus: search with paging
 * kept in memory, add opens the editor, a save reloads the list; the product's messages for missing data and
 * a delete without selection.
 */
export function SystemItemsPage({ type, title, itemName, area, headingClassName }: SystemItemsPageProps) {
  const configured = useSettingsStore((state) => state.globalAppSettings.gridDefaultRows) || 10;
  const stored = useSystemItemSearchStore((state) => state.searches[type]);
  const update = useSystemItemSearchStore((state) => state.update);
  const search: SystemItemSearch = stored ?? { page: 1, itemsPerPage: configured, searchTerm: '' };
  const [term, setTerm] = useState(search.searchTerm);
  const debouncedTerm = useDebounced(term);
  const { data, loading, reload } = useLoad(
    () => loadSystemItems(type, search),
    systemItemListPath(type, search),
  );
  const [selected, setSelected] = useState<Set<SelectOption['id']>>(new Set());
  const [draft, setDraft] = useState<SystemItemDraft | null>(null);
  const [editorError, setEditorError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ message: string; tone: 'success' | 'error' } | null>(null);
  const confirm = useConfirm();

  useEffect(() => {
    if (debouncedTerm !== search.searchTerm) update(type, { searchTerm: debouncedTerm, page: 1 });
  }, [debouncedTerm, search.searchTerm, type, update]);

  const records = data?.records ?? [];
  const selectedItem = records.find((item) => selected.has(item.id)) ?? null;

  const openEditor = (item: SystemItemDraft) => {
    setEditorError(null);
    setDraft({ ...item });
  };

  const save = async () => {
    const checked = systemItemSaveOf(draft);
    if (!checked.ok) {
      setEditorError(checked.message);
      toastError(checked.message);
      return;
    }
    const saved = await call(saveSystemItem, { body: checked.item });
    if (!saved) return;
    setDraft(null);
    const message = `${itemName} ${saved.title} saved.`;
    toastSuccess(message);
    setNotice({ message, tone: 'success' });
    await reload();
  };

  const remove = async () => {
    const checked = systemItemDeleteParams(selectedItem);
    if (!checked.ok) {
      toastError(checked.message);
      setNotice({ message: checked.message, tone: 'error' });
      return;
    }
    if (!(await confirm({ text: `delete ${selectedItem?.title ?? 'this item'}` }))) return;
    const answer = await call(deleteSystemItem, { params: checked.params });
    if (answer === undefined) return;
    // The answer is a text, shown as information.
    toastInfo(String(answer));
    setNotice({ message: String(answer), tone: 'success' });
    setSelected(new Set());
    await reload();
  };

  const field = (name: keyof Omit<SystemItemDraft, 'id' | 'systemItemType'>, label: string) => (
    <TextField
      label={label}
      value={draft?.[name] ?? ''}
      onChange={(value) => setDraft((current) => (current ? { ...current, [name]: value } : current))}
    />
  );

  return (
    <>
      <AreaHeader
        area={area}
        title={title}
        {...(headingClassName !== undefined && { headingClassName })}
        actions={
          <>
            <Button onPress={() => openEditor(newSystemItem(type))}>Add {itemName.toLowerCase()}</Button>
            <Button
              variant="secondary"
              isDisabled={!selectedItem}
              onPress={() => selectedItem && openEditor(selectedItem)}
            >
              Edit
            </Button>
            <Button variant="secondary" onPress={() => void remove()}>
              Delete
            </Button>
          </>
        }
      />
      <TextField
        type="search"
        label="Search"
        placeholder="Title or description"
        value={term}
        onChange={setTerm}
      />
      <Notice message={notice?.message ?? null} tone={notice?.tone} />
      <DataTable<SystemItem>
        aria-label={title}
        columns={COLUMNS}
        rows={records}
        paging="server"
        total={data?.total ?? 0}
        page={search.page}
        onPageChange={(page) => update(type, { page })}
        itemsPerPage={search.itemsPerPage}
        onItemsPerPageChange={(itemsPerPage) => update(type, { itemsPerPage, page: 1 })}
        pageSizeOptions={systemItemPageSizes(configured)}
        isLoading={loading}
        emptyText={`There are no saved ${itemName.toLowerCase()}s available.`}
        selectionMode="single"
        selectedKeys={selected}
        onSelectionChange={setSelected}
      />
      <Dialog
        title={draft?.id ? `Edit ${itemName.toLowerCase()}` : `New ${itemName.toLowerCase()}`}
        isOpen={draft !== null}
        onOpenChange={(open) => !open && setDraft(null)}
        size="sm"
        actions={<CancelSave onCancel={() => setDraft(null)} onSave={() => void save()} />}
      >
        <Stack>
          {field('title', 'Title')}
          {field('description', 'Description')}
          {field('shortTitle', 'Short title')}
          {field('pluralTitle', 'Plural title')}
          {field('alternateId', 'Alternate id')}
          <Notice message={editorError} tone="error" />
        </Stack>
      </Dialog>
    </>
  );
}
