// A small RFC 4180 reader for `lcars users import`: quoted fields, doubled quotes, CRLF, a header row.

export interface CsvRow {
  /** The line of the file the record starts on (the header is line 1). */
  line: number;
  fields: Record<string, string>;
}

/** Splits CSV text into records of fields, each with the line it starts on. */
export function parseCsvRecords(text: string): { line: number; values: string[] }[] {
  const records: { line: number; values: string[] }[] = [];
  let values: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;
  const endRecord = () => {
    values.push(field);
    if (values.length > 1 || values[0] !== '') records.push({ line: recordLine, values });
    values = [];
    field = '';
    fieldStarted = false;
  };
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === ',') {
      values.push(field);
      field = '';
      fieldStarted = false;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (field !== '' || values.length > 0) endRecord();
  return records;
}

/**
 * Reads CSV with a header row into rows keyed by column name (case-insensitive, trimmed). Columns named in
 * `required` must be present in the header; a missing one throws.
 */
export function parseCsv(text: string, required: readonly string[]): CsvRow[] {
  const [header, ...records] = parseCsvRecords(text);
  if (!header) throw new Error('The file is empty: it needs a header row.');
  const names = header.values.map((name) => name.trim().toLowerCase());
  const missing = required.filter((name) => !names.includes(name.toLowerCase()));
  if (missing.length > 0) {
    throw new Error(`The header row lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`);
  }
  return records.map(({ line, values }) => ({
    line,
    fields: Object.fromEntries(names.map((name, i) => [name, (values[i] ?? '').trim()])),
  }));
}
