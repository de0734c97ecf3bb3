import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Inline, Select, Stack, TextArea, TextField } from '@lcars/ui';
import type { Scan, ScanSuggestions, ScannerVocabularies } from '@lcars/contract/scanner';
import { toastSuccess, useLoad } from '../../../kit';
import { scannerApi } from '../api';
import { ScannerHeader } from '../components/shared';
import { FieldInput, formValueOf } from '../components/fieldInputs';
import { SCANNER_BASE } from '../paths';
import { useVocabularies } from '../vocabularies';
import * as styles from '../scanner.css';

/** /scanner/scan/:id/edit: title, description, tags, correspondent, document type and custom fields. */
export function ScanEditPage() {
  const id = Number(useParams().id);
  const scan = useLoad<Scan>(() => scannerApi.get(id), String(id));
  const vocabularies = useVocabularies();
  if (!scan.data || !vocabularies) {
    return (
      <>
        <ScannerHeader title="Edit scan" />
        <p className={styles.muted}>Loading…</p>
      </>
    );
  }
  return <ScanEditForm key={scan.data.id} scan={scan.data} vocabularies={vocabularies} />;
}

const NONE = 'none';

/** A Select's options for a vocabulary, "None" first. */
const optionsOf = (items: readonly { id: number; name: string }[]) => [
  { id: NONE, label: 'None' },
  ...items.map((item) => ({ id: String(item.id), label: item.name })),
];

const idOf = (key: string | number | null): number | null =>
  key === null || key === NONE ? null : Number(key);

function ScanEditForm({ scan, vocabularies }: { scan: Scan; vocabularies: ScannerVocabularies }) {
  const id = scan.id;
  const navigate = useNavigate();
  const [title, setTitle] = useState(scan.title);
  const [description, setDescription] = useState(scan.description);
  const [tags, setTags] = useState(scan.tags.join(', '));
  const [correspondentId, setCorrespondentId] = useState<number | null>(scan.correspondent?.id ?? null);
  const [documentTypeId, setDocumentTypeId] = useState<number | null>(scan.documentType?.id ?? null);
  const [values, setValues] = useState<Record<number, string>>(() =>
    Object.fromEntries(scan.fields.map((field) => [field.fieldId, formValueOf(field.value)])),
  );
  const [documentDate, setDocumentDate] = useState(scan.documentDate ?? '');
  const suggested = scan.suggestedDates.find((date) => date !== documentDate);
  const suggestions = useLoad<ScanSuggestions>(() => scannerApi.suggestions(id), String(id)).data;
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    const saved = await scannerApi.edit(id, {
      title,
      description,
      tags,
      documentDate: documentDate.trim() === '' ? null : documentDate.trim(),
      correspondentId,
      documentTypeId,
      fields: vocabularies.customFields.map((field) => {
        const value = (values[field.id] ?? '').trim();
        return { fieldId: field.id, value: value === '' ? null : value };
      }),
    });
    setSaving(false);
    if (saved) {
      toastSuccess('The scan was saved.');
      void navigate(`${SCANNER_BASE}/scan/${id}`);
    }
  };
  return (
    <>
      <ScannerHeader title={`Edit ${scan.title}`} />
      <Stack
        as="form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField label="Title" value={title} onChange={setTitle} isRequired />
        <TextArea label="Description" value={description} onChange={setDescription} />
        <TextField label="Tags" value={tags} onChange={setTags} description="Separated by commas" />
        <div className={styles.fields}>
          <Stack space="xs">
            <TextField
              label="Document date"
              value={documentDate}
              onChange={setDocumentDate}
              description={
                scan.suggestedDates.length > 0
                  ? `YYYY-MM-DD; the text names ${scan.suggestedDates.join(', ')}`
                  : 'YYYY-MM-DD'
              }
            />
            {suggested !== undefined && (
              <Inline>
                <Button variant="secondary" onPress={() => setDocumentDate(suggested)}>
                  Use {suggested}
                </Button>
              </Inline>
            )}
          </Stack>
          <Stack space="xs">
            <Select
              label="Correspondent"
              options={optionsOf(vocabularies.correspondents)}
              value={correspondentId === null ? NONE : String(correspondentId)}
              onChange={(key) => setCorrespondentId(idOf(key))}
            />
            <Suggestion
              suggestion={suggestions?.correspondent}
              chosen={correspondentId}
              onUse={setCorrespondentId}
            />
          </Stack>
          <Stack space="xs">
            <Select
              label="Document type"
              options={optionsOf(vocabularies.documentTypes)}
              value={documentTypeId === null ? NONE : String(documentTypeId)}
              onChange={(key) => setDocumentTypeId(idOf(key))}
            />
            <Suggestion
              suggestion={suggestions?.documentType}
              chosen={documentTypeId}
              onUse={setDocumentTypeId}
            />
          </Stack>
          {vocabularies.customFields.map((field) => (
            <FieldInput
              key={field.id}
              name={field.name}
              type={field.dataType}
              value={values[field.id] ?? ''}
              onChange={(value) => setValues((current) => ({ ...current, [field.id]: value }))}
            />
          ))}
        </div>
        <Inline>
          <Button type="submit" variant="primary" isDisabled={saving || title.trim() === ''}>
            Save
          </Button>
          <Button variant="secondary" onPress={() => void navigate(`${SCANNER_BASE}/scan/${id}`)}>
            Cancel
          </Button>
        </Inline>
      </Stack>
    </>
  );
}

/** A suggestion learnt from the user's own scans, offered with one press (never chosen for them). */
function Suggestion({
  suggestion,
  chosen,
  onUse,
}: {
  suggestion: ScanSuggestions['correspondent'] | undefined;
  chosen: number | null;
  onUse: (id: number) => void;
}) {
  if (!suggestion || suggestion.id === chosen) return null;
  return (
    <Inline>
      <Button variant="secondary" onPress={() => onUse(suggestion.id)}>
        Use {suggestion.name}
      </Button>
      <span className={styles.muted}>like your scans with similar words</span>
    </Inline>
  );
}
