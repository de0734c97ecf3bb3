import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Inline, Stack, TextArea, TextField } from '@lcars/ui';
import type { Scan } from '@lcars/contract/scanner';
import { toastSuccess, useLoad } from '../../../kit';
import { scannerApi } from '../api';
import { ScannerHeader } from '../components/shared';
import { SCANNER_BASE } from '../paths';
import * as styles from '../scanner.css';

/** /scanner/scan/:id/edit: title, description and tags. */
export function ScanEditPage() {
  const id = Number(useParams().id);
  const scan = useLoad<Scan>(() => scannerApi.get(id), String(id));
  if (!scan.data) {
    return (
      <>
        <ScannerHeader title="Edit scan" />
        <p className={styles.muted}>Loading…</p>
      </>
    );
  }
  return <ScanEditForm key={scan.data.id} scan={scan.data} />;
}

function ScanEditForm({ scan }: { scan: Scan }) {
  const id = scan.id;
  const navigate = useNavigate();
  const [title, setTitle] = useState(scan.title);
  const [description, setDescription] = useState(scan.description);
  const [tags, setTags] = useState(scan.tags.join(', '));
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    const saved = await scannerApi.edit(id, { title, description, tags });
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
