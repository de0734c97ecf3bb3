import { Select, TextField } from '@lcars/ui';
import type { CustomFieldType, FieldValue } from '@lcars/contract/scanner';

/** How each custom field type is named on screen. */
export const FIELD_TYPE_TEXT: Record<CustomFieldType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  money: 'Money',
  boolean: 'Yes or no',
};

/** A value as the form holds it: text ('' is none; yes/no as 'true' or 'false'). */
export const formValueOf = (value: FieldValue | undefined): string =>
  value === undefined ? '' : String(value);

/** A value as shown on a scan's page. */
export function shownValue(type: CustomFieldType, value: FieldValue): string {
  if (type === 'boolean') return value === true ? 'Yes' : 'No';
  return String(value);
}

const HINTS: Partial<Record<CustomFieldType, string>> = {
  date: 'YYYY-MM-DD',
  money: 'An amount such as 12.50',
  number: 'A number',
};

/** One custom field's input, by its type (the server checks the value and names it when wrong). */
export function FieldInput({
  name,
  type,
  value,
  onChange,
}: {
  name: string;
  type: CustomFieldType;
  value: string;
  onChange: (value: string) => void;
}) {
  if (type === 'boolean') {
    return (
      <Select
        label={name}
        options={[
          { id: 'none', label: 'Not set' },
          { id: 'true', label: 'Yes' },
          { id: 'false', label: 'No' },
        ]}
        value={value === '' ? 'none' : value}
        onChange={(id) => onChange(id === null || id === 'none' ? '' : String(id))}
      />
    );
  }
  return (
    <TextField
      label={name}
      value={value}
      onChange={onChange}
      inputMode={type === 'number' || type === 'money' ? 'decimal' : undefined}
      {...(HINTS[type] === undefined ? {} : { description: HINTS[type] })}
    />
  );
}
