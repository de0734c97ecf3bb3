import { useState } from 'react';
import { Button, Inline, Select, TextField } from '@lcars/ui';
import type { ScanFilterInput, ScannerVocabularies } from '@lcars/contract/scanner';
import { toastSuccess } from '../../../kit';
import { scannerApi } from '../api';
import { vocabulariesChanged } from '../vocabularies';
import { useScannerClaim } from './shared';
import * as styles from '../scanner.css';

const ANY = 'any';
type FilterName = 'correspondentId' | 'documentTypeId' | 'tag' | 'fieldId' | 'fieldValue';

/**
 * The list's filters (correspondent, document type, tag, custom field and its value) and the form that saves
 * them with the search term as a named view. The filter lives in the page's URL: `onChange` sets one part.
 */
export function ScanFilters({
  vocabularies,
  filter,
  term,
  onChange,
  onSaved,
}: {
  vocabularies: ScannerVocabularies;
  filter: ScanFilterInput;
  term: string;
  onChange: (name: FilterName, value: string | undefined) => void;
  onSaved: (id: number) => void;
}) {
  const canEdit = useScannerClaim('Edit');
  const [name, setName] = useState('');
  const field = vocabularies.customFields.find((entry) => entry.id === filter.fieldId);
  const select = (label: string, param: FilterName, options: { id: string; label: string }[]) => (
    <Select
      label={label}
      options={[{ id: ANY, label: 'Any' }, ...options]}
      value={filter[param] === undefined ? ANY : String(filter[param])}
      onChange={(key) => onChange(param, key === null || key === ANY ? undefined : String(key))}
    />
  );
  const filtered = Object.values(filter).some((value) => value !== undefined);
  return (
    <div className={styles.filters} role="group" aria-label="Filters">
      {select(
        'Correspondent',
        'correspondentId',
        vocabularies.correspondents.map((item) => ({ id: String(item.id), label: item.name })),
      )}
      {select(
        'Document type',
        'documentTypeId',
        vocabularies.documentTypes.map((item) => ({ id: String(item.id), label: item.name })),
      )}
      {select(
        'Tag',
        'tag',
        vocabularies.tags.map((tag) => ({ id: tag.name, label: tag.name })),
      )}
      {select(
        'Custom field',
        'fieldId',
        vocabularies.customFields.map((item) => ({ id: String(item.id), label: item.name })),
      )}
      {field && (
        <TextField
          label={`${field.name} is`}
          value={filter.fieldValue ?? ''}
          onChange={(value) => onChange('fieldValue', value === '' ? undefined : value)}
          description={field.dataType === 'boolean' ? 'true or false; empty: any value' : 'Empty: any value'}
        />
      )}
      {canEdit && (filtered || term.trim() !== '') && (
        <Inline>
          <TextField label="View name" value={name} onChange={setName} />
          <Button
            variant="secondary"
            isDisabled={name.trim() === ''}
            onPress={() =>
              void scannerApi.createView({ name, filter: { ...filter, term } }).then((view) => {
                if (!view) return;
                toastSuccess(`The view ${view.name} was saved.`);
                setName('');
                vocabulariesChanged();
                onSaved(view.id);
              })
            }
          >
            Save view
          </Button>
        </Inline>
      )}
    </div>
  );
}
