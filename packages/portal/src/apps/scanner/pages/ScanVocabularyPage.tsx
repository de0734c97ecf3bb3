import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Card, Inline, Select, Stack, TextField } from '@lcars/ui';
import {
  CUSTOM_FIELD_TYPES,
  type CustomFieldType,
  type ScannerVocabularies,
  type VocabularyKind,
} from '@lcars/contract/scanner';
import { toastSuccess } from '../../../kit';
import { scannerApi } from '../api';
import { ScannerHeader, useScannerClaim } from '../components/shared';
import { ScannerMenu } from '../components/ScannerMenu';
import { FIELD_TYPE_TEXT } from '../components/fieldInputs';
import { SCANNER_BASE } from '../paths';
import { filterSearch, useVocabularies, vocabulariesChanged } from '../vocabularies';
import * as styles from '../scanner.css';

const listOf = (search: string) => `${SCANNER_BASE}/list?${search}`;

/** /scanner/vocabulary: the user's correspondents, document types, custom fields, saved views and tags. */
export function ScanVocabularyPage() {
  const vocabularies = useVocabularies();
  return (
    <>
      <ScannerHeader title="Correspondents, types and fields" actions={<ScannerMenu />} />
      {vocabularies === undefined ? (
        <p className={styles.muted}>Loading…</p>
      ) : (
        <div className={styles.vocabularyGrid}>
          <NamedItems kind="correspondent" title="Correspondents" items={vocabularies.correspondents} />
          <NamedItems kind="document-type" title="Document types" items={vocabularies.documentTypes} />
          <CustomFields fields={vocabularies.customFields} />
          <SavedViews views={vocabularies.savedViews} />
          <Card title="Tags" headingLevel={2}>
            {vocabularies.tags.length === 0 ? (
              <p className={styles.muted}>No scan has a tag yet.</p>
            ) : (
              <ul className={styles.vocabularyList} aria-label="Tags">
                {vocabularies.tags.map((tag) => (
                  <li key={tag.name}>
                    <Link to={listOf(filterSearch({ tag: tag.name }))} className={styles.link}>
                      {tag.name}
                    </Link>{' '}
                    <span className={styles.muted}>{scanCount(tag.scanCount)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
    </>
  );
}

const scanCount = (count: number) => `${count} ${count === 1 ? 'scan' : 'scans'}`;

/** One row of a list: the item (a link to its scans), its count and its delete button. */
function ItemRow({
  label,
  to,
  detail,
  noun,
  onDelete,
}: {
  label: string;
  to: string;
  detail: ReactNode;
  noun: string;
  onDelete: () => Promise<unknown>;
}) {
  const canEdit = useScannerClaim('Edit');
  return (
    <li className={styles.vocabularyRow}>
      <span>
        <Link to={to} className={styles.link}>
          {label}
        </Link>{' '}
        <span className={styles.muted}>{detail}</span>
      </span>
      {canEdit && (
        <Button
          variant="secondary"
          aria-label={`Delete ${noun} ${label}`}
          onPress={() => void onDelete().then(vocabulariesChanged)}
        >
          Delete
        </Button>
      )}
    </li>
  );
}

/** The form that adds an item: a name (and for a field, its type). */
function AddForm({
  label,
  extra,
  onAdd,
}: {
  label: string;
  extra?: ReactNode;
  onAdd: (name: string) => Promise<boolean>;
}) {
  const canEdit = useScannerClaim('Edit');
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  if (!canEdit) return null;
  return (
    <Stack
      as="form"
      space="sm"
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        void onAdd(name).then((added) => {
          setSaving(false);
          if (added) {
            setName('');
            vocabulariesChanged();
          }
        });
      }}
    >
      <TextField label={label} value={name} onChange={setName} />
      {extra}
      <Inline>
        <Button type="submit" variant="primary" isDisabled={saving || name.trim() === ''}>
          Add
        </Button>
      </Inline>
    </Stack>
  );
}

function NamedItems({
  kind,
  title,
  items,
}: {
  kind: VocabularyKind;
  title: string;
  items: ScannerVocabularies['correspondents'];
}) {
  const noun = kind === 'correspondent' ? 'correspondent' : 'document type';
  const param = kind === 'correspondent' ? 'correspondentId' : 'documentTypeId';
  return (
    <Card title={title} headingLevel={2}>
      <Stack>
        {items.length === 0 ? (
          <p className={styles.muted}>None yet.</p>
        ) : (
          <ul className={styles.vocabularyList} aria-label={title}>
            {items.map((item) => (
              <ItemRow
                key={item.id}
                label={item.name}
                to={listOf(filterSearch({ [param]: item.id }))}
                detail={scanCount(item.scanCount)}
                noun={noun}
                onDelete={() => scannerApi.deleteItem(kind, item.id)}
              />
            ))}
          </ul>
        )}
        <AddForm
          label={`New ${noun}`}
          onAdd={async (name) => {
            const made = await scannerApi.createItem(kind, name);
            if (made) toastSuccess(`${made.name} was added.`);
            return made !== undefined;
          }}
        />
      </Stack>
    </Card>
  );
}

function CustomFields({ fields }: { fields: ScannerVocabularies['customFields'] }) {
  const [dataType, setDataType] = useState<CustomFieldType>('text');
  return (
    <Card title="Custom fields" headingLevel={2}>
      <Stack>
        {fields.length === 0 ? (
          <p className={styles.muted}>None yet.</p>
        ) : (
          <ul className={styles.vocabularyList} aria-label="Custom fields">
            {fields.map((field) => (
              <ItemRow
                key={field.id}
                label={field.name}
                to={listOf(filterSearch({ fieldId: field.id }))}
                detail={`${FIELD_TYPE_TEXT[field.dataType]} · ${scanCount(field.scanCount)}`}
                noun="custom field"
                onDelete={() => scannerApi.deleteField(field.id)}
              />
            ))}
          </ul>
        )}
        <AddForm
          label="New custom field"
          extra={
            <Select
              label="Type"
              options={CUSTOM_FIELD_TYPES.map((type) => ({ id: type, label: FIELD_TYPE_TEXT[type] }))}
              value={dataType}
              onChange={(id) => id !== null && setDataType(id as CustomFieldType)}
            />
          }
          onAdd={async (name) => {
            const made = await scannerApi.createField(name, dataType);
            if (made) toastSuccess(`${made.name} was added.`);
            return made !== undefined;
          }}
        />
      </Stack>
    </Card>
  );
}

function SavedViews({ views }: { views: ScannerVocabularies['savedViews'] }) {
  return (
    <Card title="Saved views" headingLevel={2}>
      {views.length === 0 ? (
        <p className={styles.muted}>None yet: filter the scan list, then save the view.</p>
      ) : (
        <ul className={styles.vocabularyList} aria-label="Saved views">
          {views.map((view) => (
            <ItemRow
              key={view.id}
              label={view.name}
              to={listOf(`${filterSearch(view.filter)}&view=${view.id}`)}
              detail=""
              noun="saved view"
              onDelete={() => scannerApi.deleteView(view.id)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
