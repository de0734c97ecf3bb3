// The password managers' export files, read into one shape: an item with its title, folder, user name,
// password, TOTP secret, URLs, notes and custom fields. Nothing here writes: the file is text in memory, and
// what it holds leaves this module only as these items (moving.ts seals the secrets before they are stored).
//
// Each reader is written from its product's published format and its own exporter's behaviour:
// - Bitwarden JSON: { encrypted, folders[{id,name}] | collections[{id,name}], items[] }; an item's type is
//   1 login, 2 secure note, 3 card, 4 identity, 5 SSH key; custom fields have type 0 text, 1 hidden,
//   2 boolean, 3 linked (no value of its own). A password-protected export is decrypted first (bitwarden-crypto.ts).
// - Bitwarden CSV: folder (collections in an organisation's), favorite, type (login or note), name, notes,
//   fields ("name: value" lines), reprompt, login_uri (URIs joined by commas), login_username, login_password,
//   login_totp. Cards and identities are not in Bitwarden's CSV.
// - KeePass 2 XML: KeePassFile/Root/Group, groups nested, each Entry a list of String Key/Value pairs (Title,
//   UserName, Password, URL, Notes and any custom key); a value the user marked protected carries
//   ProtectInMemory="True"; History holds old versions; the recycle bin is the group Meta/RecycleBinUUID names.
// - KeePassXC CSV: Group (a path whose first part is the root group), Title, Username, Password, URL, Notes,
//   TOTP (an otpauth:// URI), Icon, Last Modified, Created; older versions stop after Notes.
// - 1Password CSV (1Password 8): Title, Url, Username, Password, OTPAuth, Favorite, Archived, Tags, Notes.
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { REPO_IMPORT_ITEMS, type RepoImportFormat } from '@lcars/contract/repo';
import { decryptBitwardenExport, isPasswordProtected } from './bitwarden-crypto.js';
import { ImportFileError } from './import-error.js';

export interface ImportedField {
  name: string;
  value: string;
  sensitive: boolean;
}

export interface ImportedItem {
  /** Where in the file it came from: an item's id, an entry's UUID, a row number. */
  source: string;
  title: string;
  /** The folder path ('' for none): Bitwarden folder or collection, KeePass group path. */
  folder: string;
  username: string;
  password: string;
  totp: string;
  urls: string[];
  notes: string;
  fields: ImportedField[];
}

export interface SkippedItem {
  source: string;
  title: string;
  reason: string;
}

export interface ParsedExport {
  items: ImportedItem[];
  skipped: SkippedItem[];
}

/** KeePass groups nested deeper than this are refused (the XML reader's own bound is checked too). */
const XML_NESTING = 64;
/** A CSV row longer than this is refused (a note of 10,000 characters and room around it). */
const CSV_RECORD_BYTES = 256 * 1024;
/** Custom fields one item may bring. */
const FIELDS_PER_ITEM = 200;

const UNTITLED = 'Untitled';

const clip = (text: string, length = 120) => (text.length > length ? `${text.slice(0, length)}…` : text);

function textOf(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFileError('The file is not UTF-8 text.');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === '') throw new ImportFileError('The file is empty.');
  return text;
}

const str = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';

function tooMany(count: number): void {
  if (count > REPO_IMPORT_ITEMS) {
    throw new ImportFileError(
      `The file has more than ${REPO_IMPORT_ITEMS} items; split it and import each part.`,
    );
  }
}

function item(source: string, partial: Partial<ImportedItem>): ImportedItem {
  return {
    source,
    title: (partial.title ?? '').trim() || UNTITLED,
    folder: (partial.folder ?? '').trim(),
    username: partial.username ?? '',
    password: partial.password ?? '',
    totp: partial.totp ?? '',
    urls: (partial.urls ?? []).map((url) => url.trim()).filter((url) => url !== ''),
    notes: partial.notes ?? '',
    fields: (partial.fields ?? []).filter((field) => field.name.trim() !== '' && field.value !== ''),
  };
}

// ---------------------------------------------------------------------------------------------- Bitwarden JSON

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A card's, identity's or SSH key's properties as custom fields; the secret ones sealed. */
const TYPED_PROPERTIES: Record<number, { key: string; label: string; sensitive?: boolean }[]> = {
  3: [
    { key: 'cardholderName', label: 'Cardholder name' },
    { key: 'brand', label: 'Card brand' },
    { key: 'number', label: 'Card number', sensitive: true },
    { key: 'expMonth', label: 'Expiry month' },
    { key: 'expYear', label: 'Expiry year' },
    { key: 'code', label: 'Security code', sensitive: true },
  ],
  4: [
    { key: 'title', label: 'Name title' },
    { key: 'firstName', label: 'First name' },
    { key: 'middleName', label: 'Middle name' },
    { key: 'lastName', label: 'Last name' },
    { key: 'address1', label: 'Address 1' },
    { key: 'address2', label: 'Address 2' },
    { key: 'address3', label: 'Address 3' },
    { key: 'city', label: 'City' },
    { key: 'state', label: 'State' },
    { key: 'postalCode', label: 'Postal code' },
    { key: 'country', label: 'Country' },
    { key: 'company', label: 'Company' },
    { key: 'email', label: 'Email' },
    { key: 'phone', label: 'Phone' },
    { key: 'ssn', label: 'Social security number', sensitive: true },
    { key: 'username', label: 'Identity user name', sensitive: true },
    { key: 'passportNumber', label: 'Passport number', sensitive: true },
    { key: 'licenseNumber', label: 'Licence number', sensitive: true },
  ],
  5: [
    { key: 'privateKey', label: 'SSH private key', sensitive: true },
    { key: 'publicKey', label: 'SSH public key' },
    { key: 'keyFingerprint', label: 'SSH key fingerprint' },
  ],
};
const TYPED_OBJECT: Record<number, string> = { 3: 'card', 4: 'identity', 5: 'sshKey' };

function namesById(list: unknown): Map<string, string> {
  const names = new Map<string, string>();
  if (!Array.isArray(list)) return names;
  for (const entry of list) {
    if (isObject(entry) && typeof entry.id === 'string') names.set(entry.id, str(entry.name));
  }
  return names;
}

function bitwardenFields(raw: unknown): ImportedField[] {
  if (!Array.isArray(raw)) return [];
  return raw.slice(0, FIELDS_PER_ITEM).flatMap((field): ImportedField[] => {
    // A linked field (type 3) only points at the login's user name or password: it has no value to keep.
    if (!isObject(field) || field.type === 3) return [];
    return [{ name: str(field.name), value: str(field.value), sensitive: field.type === 1 }];
  });
}

export async function readBitwardenJson(bytes: Uint8Array, passphrase?: string): Promise<ParsedExport> {
  let document: unknown;
  try {
    document = JSON.parse(textOf(bytes));
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    // The parser's message quotes the text around the fault, which may be a password: only its place is said.
    const position = /position (\d+)/.exec(error instanceof Error ? error.message : '');
    throw new ImportFileError(`The file is not JSON${position ? ` (at character ${position[1]})` : ''}.`);
  }
  if (!isObject(document))
    throw new ImportFileError('The file is not a Bitwarden export: it is not a JSON object.');
  if (document.encrypted === true) {
    if (!isPasswordProtected(document)) {
      throw new ImportFileError(
        "The export is encrypted with the Bitwarden account's own key, which only that account can open: " +
          'export again choosing "Password protected" (or an unencrypted .json).',
      );
    }
    if (passphrase === undefined || passphrase === '') {
      throw new ImportFileError('The export is password protected: give its file password.');
    }
    try {
      document = JSON.parse(await decryptBitwardenExport(document, passphrase));
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      throw new ImportFileError('The decrypted export is not JSON.');
    }
    if (!isObject(document) || document.encrypted === true) {
      throw new ImportFileError('The decrypted export is not a Bitwarden vault.');
    }
  }
  if (!Array.isArray(document.items)) {
    throw new ImportFileError('The file is not a Bitwarden export: it has no "items" list.');
  }
  tooMany(document.items.length);
  const folders = namesById(document.folders);
  const collections = namesById(document.collections);
  const parsed: ParsedExport = { items: [], skipped: [] };
  document.items.forEach((raw, index) => {
    const source = isObject(raw) && typeof raw.id === 'string' ? `item ${raw.id}` : `item ${index + 1}`;
    if (!isObject(raw)) {
      parsed.skipped.push({ source, title: '', reason: 'It is not an object.' });
      return;
    }
    const title = str(raw.name);
    if (raw.deletedDate !== null && raw.deletedDate !== undefined) {
      parsed.skipped.push({ source, title, reason: "It is in Bitwarden's trash." });
      return;
    }
    const type = raw.type;
    const collectionIds = Array.isArray(raw.collectionIds) ? raw.collectionIds : [];
    const folder =
      (typeof raw.folderId === 'string' ? folders.get(raw.folderId) : undefined) ??
      collections.get(str(collectionIds[0])) ??
      '';
    const common = { title, folder, notes: str(raw.notes), fields: bitwardenFields(raw.fields) };
    if (type === 1) {
      const login = isObject(raw.login) ? raw.login : {};
      const uris = Array.isArray(login.uris) ? login.uris : [];
      parsed.items.push(
        item(source, {
          ...common,
          username: str(login.username),
          password: str(login.password),
          totp: str(login.totp),
          urls: uris.map((uri) => (isObject(uri) ? str(uri.uri) : '')),
        }),
      );
    } else if (type === 2) {
      parsed.items.push(item(source, common));
    } else if (typeof type === 'number' && TYPED_PROPERTIES[type]) {
      const object = raw[TYPED_OBJECT[type]!];
      const properties = isObject(object) ? object : {};
      const typed = TYPED_PROPERTIES[type].map(({ key, label, sensitive }) => ({
        name: label,
        value: str(properties[key]),
        sensitive: sensitive === true,
      }));
      parsed.items.push(item(source, { ...common, fields: [...typed, ...common.fields] }));
    } else {
      parsed.skipped.push({
        source,
        title,
        reason: `It is of a kind this import does not know (type ${str(type)}).`,
      });
    }
  });
  return parsed;
}

// ---------------------------------------------------------------------------------------------------- CSV

/**
 * The rows of a CSV file as objects keyed by the header's names (lower case, trimmed); `spelled` receives each
 * name as the header writes it, for a column kept as a custom field under its own name.
 */
function csvRows(
  text: string,
  what: string,
  required: readonly string[],
  spelled?: Map<string, string>,
): Record<string, string>[] {
  let rows: string[][];
  try {
    const read: unknown = parseCsv(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // One more than allowed (and the header), so that "too many" can be told from "exactly the limit".
      to: REPO_IMPORT_ITEMS + 2,
      max_record_size: CSV_RECORD_BYTES,
    });
    // Without `columns`, csv-parse answers one array of strings per record.
    rows = read as string[][];
  } catch (error) {
    // csv-parse's messages may quote a field's value (a password): only the kind of fault and its line are said.
    const { code, lines } = error as { code?: string; lines?: number };
    throw new ImportFileError(
      `The file is not valid CSV${code ? ` (${code})` : ''}${lines ? ` near line ${lines}` : ''}.`,
    );
  }
  const header = (rows[0] ?? []).map((name) => name.trim().toLowerCase());
  const missing = required.filter((name) => !header.includes(name));
  if (missing.length > 0) {
    throw new ImportFileError(
      `The file is not a ${what} CSV export: its header has no column ${missing.join(', ')}.`,
    );
  }
  tooMany(rows.length - 1);
  header.forEach((name, index) => spelled?.set(name, (rows[0]?.[index] ?? '').trim()));
  return rows
    .slice(1)
    .map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}

/** Bitwarden's CSV custom fields: one "name: value" per line (the name's first colon ends it). */
function fieldLines(text: string): ImportedField[] {
  return text
    .split(/\r?\n/)
    .slice(0, FIELDS_PER_ITEM)
    .flatMap((line): ImportedField[] => {
      const colon = line.indexOf(':');
      if (colon < 0) return line.trim() === '' ? [] : [{ name: 'Field', value: line, sensitive: true }];
      // CSV drops whether a field was hidden: every one is sealed, as a hidden one must be.
      return [
        { name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trimStart(), sensitive: true },
      ];
    });
}

export function readBitwardenCsv(bytes: Uint8Array): ParsedExport {
  const rows = csvRows(textOf(bytes), 'Bitwarden', ['name', 'type']);
  const parsed: ParsedExport = { items: [], skipped: [] };
  rows.forEach((row, index) => {
    const source = `row ${index + 2}`;
    const type = (row.type ?? '').trim().toLowerCase();
    if (type !== 'login' && type !== 'note') {
      parsed.skipped.push({
        source,
        title: row.name ?? '',
        reason: `Its type "${clip(type, 40)}" is not login or note.`,
      });
      return;
    }
    parsed.items.push(
      item(source, {
        title: row.name,
        // An organisation's export names collections (comma-separated) instead of a folder: the first one.
        folder: row.folder ?? (row.collections ?? '').split(',')[0],
        notes: row.notes,
        fields: fieldLines(row.fields ?? ''),
        username: row.login_username,
        password: row.login_password,
        totp: row.login_totp,
        urls: (row.login_uri ?? '').split(','),
      }),
    );
  });
  return parsed;
}

export function readKeePassXcCsv(bytes: Uint8Array): ParsedExport {
  const rows = csvRows(textOf(bytes), 'KeePassXC', [
    'group',
    'title',
    'username',
    'password',
    'url',
    'notes',
  ]);
  const parsed: ParsedExport = { items: [], skipped: [] };
  rows.forEach((row, index) => {
    // The path starts with the root group (named after the database, "Root" by default): its entries are in
    // no folder.
    const path = (row.group ?? '').split('/').slice(1).join('/');
    parsed.items.push(
      item(`row ${index + 2}`, {
        title: row.title,
        folder: path,
        username: row.username,
        password: row.password,
        urls: [row.url ?? ''],
        notes: row.notes,
        totp: row.totp,
      }),
    );
  });
  return parsed;
}

/** 1Password's own columns (8 and the older names of 7); any other column is kept as a sealed custom field. */
const ONE_PASSWORD_COLUMNS: Record<string, keyof ImportedItem | 'archived' | 'tags' | 'ignore'> = {
  title: 'title',
  url: 'urls',
  website: 'urls',
  'login url': 'urls',
  username: 'username',
  'login username': 'username',
  password: 'password',
  'login password': 'password',
  otpauth: 'totp',
  'one-time password': 'totp',
  notes: 'notes',
  'notes plain': 'notes',
  tags: 'tags',
  archived: 'archived',
  favorite: 'ignore',
};

export function readOnePasswordCsv(bytes: Uint8Array): ParsedExport {
  const spelled = new Map<string, string>();
  const rows = csvRows(textOf(bytes), '1Password', ['title', 'password'], spelled);
  const parsed: ParsedExport = { items: [], skipped: [] };
  rows.forEach((row, index) => {
    const partial: Partial<ImportedItem> & { fields: ImportedField[]; urls: string[] } = {
      fields: [],
      urls: [],
    };
    for (const [column, value] of Object.entries(row)) {
      const role = ONE_PASSWORD_COLUMNS[column];
      if (role === 'urls') partial.urls.push(value);
      else if (
        role === 'title' ||
        role === 'username' ||
        role === 'password' ||
        role === 'totp' ||
        role === 'notes'
      )
        partial[role] = value;
      else if (role === 'tags') partial.fields.push({ name: 'Tags', value, sensitive: false });
      // An archived item is still the user's: it goes into a folder of its own, not away.
      else if (role === 'archived') partial.folder = value.trim().toLowerCase() === 'true' ? 'Archive' : '';
      else if (role === undefined && column !== '')
        partial.fields.push({ name: spelled.get(column) ?? column, value, sensitive: true });
    }
    parsed.items.push(item(`row ${index + 2}`, partial));
  });
  return parsed;
}

// ------------------------------------------------------------------------------------------------ KeePass XML

const XML = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // The five XML entities and character references only: a DOCTYPE is refused before parsing.
  processEntities: true,
  htmlEntities: false,
  maxNestedTags: XML_NESTING,
  isArray: (name) => name === 'Group' || name === 'Entry' || name === 'String',
});

/** A Value element's text and whether the user marked it protected. */
function valueOf(node: unknown): { text: string; protect: boolean; encrypted: boolean } {
  if (isObject(node)) {
    return {
      text: str(node['#text']),
      protect: str(node['@_ProtectInMemory']).toLowerCase() === 'true',
      encrypted: str(node['@_Protected']).toLowerCase() === 'true',
    };
  }
  return { text: str(node), protect: false, encrypted: false };
}

const KEEPASS_STANDARD: Record<string, keyof ImportedItem> = {
  title: 'title',
  username: 'username',
  password: 'password',
  url: 'urls',
  notes: 'notes',
  // KeePassXC keeps its TOTP as an otpauth:// URI in "otp"; KeePass 2.47+ keeps the secret in TimeOtp-Secret-*.
  otp: 'totp',
  'timeotp-secret-base32': 'totp',
};

export function readKeePassXml(bytes: Uint8Array): ParsedExport {
  const text = textOf(bytes);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new ImportFileError('The file declares a DOCTYPE or entities, which a KeePass export never does.');
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new ImportFileError(`The XML is not well formed on line ${valid.err.line}: ${clip(valid.err.msg)}`);
  }
  let document: Json;
  try {
    document = XML.parse(text) as Json;
  } catch (error) {
    throw new ImportFileError(`The XML cannot be read: ${clip(error instanceof Error ? error.message : '')}`);
  }
  const file = document.KeePassFile;
  const root = isObject(file) && isObject(file.Root) ? file.Root : undefined;
  const groups = root && Array.isArray(root.Group) ? root.Group : undefined;
  if (!isObject(file) || !groups) {
    throw new ImportFileError('The file is not a KeePass XML export: it has no KeePassFile/Root/Group.');
  }
  const meta = isObject(file.Meta) ? file.Meta : {};
  const recycleBin = str(meta.RecycleBinUUID);
  const parsed: ParsedExport = { items: [], skipped: [] };
  let count = 0;

  const readEntry = (entry: Json, folder: string, inBin: boolean): void => {
    count += 1;
    tooMany(count);
    const uuid = str(entry.UUID);
    const source = uuid ? `entry ${uuid}` : `entry ${count}`;
    const partial: Partial<ImportedItem> & { fields: ImportedField[] } = { folder, fields: [] };
    const strings = Array.isArray(entry.String) ? entry.String : [];
    for (const pair of strings.slice(0, FIELDS_PER_ITEM)) {
      if (!isObject(pair)) continue;
      const key = str(pair.Key);
      const value = valueOf(pair.Value);
      if (value.encrypted) {
        throw new ImportFileError(
          'The XML holds values encrypted by the database (Protected="True"): export it with File → Export → KeePass XML (2.x).',
        );
      }
      const role = KEEPASS_STANDARD[key.toLowerCase()];
      if (role === 'urls') partial.urls = [value.text];
      else if (
        role === 'title' ||
        role === 'username' ||
        role === 'password' ||
        role === 'notes' ||
        role === 'totp'
      )
        partial[role] = partial[role] || value.text;
      else
        partial.fields.push({
          name: key,
          value: value.text,
          sensitive: value.protect || key.toLowerCase().startsWith('timeotp-'),
        });
    }
    if (inBin) {
      parsed.skipped.push({
        source,
        title: partial.title ?? '',
        reason: 'It is in the KeePass recycle bin.',
      });
      return;
    }
    // History holds the entry's earlier versions: only the current one is imported.
    parsed.items.push(item(source, partial));
  };

  const readGroup = (group: Json, path: string | null, inBin: boolean): void => {
    const bin = inBin || (recycleBin !== '' && str(group.UUID) === recycleBin);
    // The top group is the database itself: its own entries are in no folder.
    const here = path === null ? '' : path === '' ? str(group.Name) : `${path}/${str(group.Name)}`;
    const entries = Array.isArray(group.Entry) ? group.Entry : [];
    for (const entry of entries) if (isObject(entry)) readEntry(entry, here, bin);
    const children = Array.isArray(group.Group) ? group.Group : [];
    for (const child of children) if (isObject(child)) readGroup(child, here, bin);
  };
  for (const group of groups) if (isObject(group)) readGroup(group, null, false);
  return parsed;
}

export async function readExport(
  format: RepoImportFormat,
  bytes: Uint8Array,
  passphrase?: string,
): Promise<ParsedExport> {
  switch (format) {
    case 'bitwarden-json':
      return await readBitwardenJson(bytes, passphrase);
    case 'bitwarden-csv':
      return readBitwardenCsv(bytes);
    case 'keepass-xml':
      return readKeePassXml(bytes);
    case 'keepassxc-csv':
      return readKeePassXcCsv(bytes);
    case '1password-csv':
      return readOnePasswordCsv(bytes);
  }
}
