// Password manager exports for the secure repository's import tests, generated from one small vault in each
// product's own shape (written from the products' format descriptions and what their exporters write; no
// sample file is copied). Every secret carries a marker, so a test can look for it on disk.
import { createDecipheriv, createHmac, pbkdf2Sync } from 'node:crypto';

export interface VaultItem {
  id: string;
  title: string;
  folder: string;
  username: string;
  password: string;
  totp: string;
  urls: string[];
  notes: string;
  fields: { name: string; value: string; hidden: boolean }[];
}

/** A vault: a login with everything, one in a nested folder, a note without login, one in no folder. */
export function vault(marker: string): VaultItem[] {
  return [
    {
      id: '0b1f6c39-27e7-4a5e-9c1b-b1a600f0aa01',
      title: 'Mail',
      folder: 'Personal',
      username: `ann-${marker}@example.com`,
      password: `pw-mail-${marker}`,
      totp: `otpauth://totp/Mail:ann?secret=JBSWY3DP${marker.toUpperCase().replace(/[^A-Z2-7]/g, 'A')}&issuer=Mail`,
      urls: ['https://mail.example.com/login', 'https://webmail.example.com'],
      notes: `Recovery codes: ${marker}-rc1 ${marker}-rc2`,
      fields: [
        { name: 'PIN', value: `pin-${marker}`, hidden: true },
        { name: 'Plan', value: 'Family', hidden: false },
      ],
    },
    {
      id: '0b1f6c39-27e7-4a5e-9c1b-b1a600f0aa02',
      title: 'Bank, "the big one"',
      folder: 'Finance/Banks',
      username: `ann.bank-${marker}`,
      password: `pw-bank-${marker},with "quotes"\nand a line`,
      totp: '',
      urls: ['https://bank.example.org'],
      notes: '',
      fields: [],
    },
    {
      id: '0b1f6c39-27e7-4a5e-9c1b-b1a600f0aa03',
      title: 'Wi-Fi at home',
      folder: 'Personal',
      username: '',
      password: '',
      totp: '',
      urls: [],
      notes: `SSID Home, key ${marker}-wifi`,
      fields: [],
    },
    {
      id: '0b1f6c39-27e7-4a5e-9c1b-b1a600f0aa04',
      title: 'Router',
      folder: '',
      username: 'admin',
      password: `pw-router-${marker}`,
      totp: '',
      urls: ['http://192.168.1.1'],
      notes: '',
      fields: [],
    },
  ];
}

/** The secrets of a vault: none may be found in clear on disk after an import. */
export function secretsOf(items: VaultItem[]): string[] {
  return items.flatMap((item) =>
    [
      item.username,
      item.password,
      item.totp,
      item.notes,
      ...item.fields.filter((f) => f.hidden).map((f) => f.value),
    ].filter((value) => value !== '' && value !== 'admin'),
  );
}

function csv(rows: string[][]): string {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

const folderId = (name: string) =>
  `f0000000-0000-4000-8000-${Buffer.from(name).toString('hex').padEnd(12, '0').slice(0, 12)}`;

/** Bitwarden's unencrypted JSON export (personal vault: folders; organisation: collections). */
export function bitwardenJson(
  items: VaultItem[],
  options: { organisation?: boolean; extra?: object[] } = {},
): Record<string, unknown> {
  const folders = [...new Set(items.map((item) => item.folder).filter((name) => name !== ''))];
  const group = folders.map((name) => ({ id: folderId(name), name }));
  const exported = items.map((item) => {
    const isLogin = item.username !== '' || item.password !== '' || item.urls.length > 0;
    return {
      passwordHistory: null,
      revisionDate: '2026-03-01T10:00:00.000Z',
      creationDate: '2025-11-20T08:30:00.000Z',
      deletedDate: null,
      id: item.id,
      organizationId: options.organisation ? 'a1a1a1a1-0000-4000-8000-000000000001' : null,
      folderId: options.organisation || item.folder === '' ? null : folderId(item.folder),
      type: isLogin ? 1 : 2,
      reprompt: 0,
      name: item.title,
      notes: item.notes === '' ? null : item.notes,
      favorite: false,
      fields: item.fields.map((field) => ({
        name: field.name,
        value: field.value,
        type: field.hidden ? 1 : 0,
        linkedId: null,
      })),
      ...(isLogin
        ? {
            login: {
              fido2Credentials: [],
              uris: item.urls.map((uri) => ({ match: null, uri })),
              username: item.username || null,
              password: item.password || null,
              totp: item.totp || null,
            },
          }
        : { secureNote: { type: 0 } }),
      collectionIds: options.organisation && item.folder !== '' ? [folderId(item.folder)] : null,
    };
  });
  return {
    encrypted: false,
    ...(options.organisation ? { collections: group } : { folders: group }),
    items: [...exported, ...(options.extra ?? [])],
  };
}

/** Bitwarden's CSV export: logins and notes only; fields as "name: value" lines; URIs joined by commas. */
export function bitwardenCsv(items: VaultItem[], options: { organisation?: boolean } = {}): string {
  const header = [
    options.organisation ? 'collections' : 'folder',
    'favorite',
    'type',
    'name',
    'notes',
    'fields',
    'reprompt',
    'login_uri',
    'login_username',
    'login_password',
    'login_totp',
  ];
  return csv([
    header,
    ...items.map((item) => {
      const isLogin = item.username !== '' || item.password !== '' || item.urls.length > 0;
      return [
        item.folder,
        '',
        isLogin ? 'login' : 'note',
        item.title,
        item.notes,
        item.fields.map((field) => `${field.name}: ${field.value}`).join('\n'),
        '0',
        item.urls.join(','),
        item.username,
        item.password,
        item.totp,
      ];
    }),
  ]);
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** KeePass 2's XML export: nested groups, a recycle bin, an entry's history, protected custom strings. */
export function keepassXml(
  items: VaultItem[],
  options: { kind?: 'keepass' | 'keepassxc'; binned?: VaultItem[] } = {},
): string {
  const uuid = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex').toString('base64');
  const entry = (item: VaultItem) => {
    const string = (key: string, value: string, protect = false) =>
      `<String><Key>${xml(key)}</Key><Value${protect ? ' ProtectInMemory="True"' : ''}>${xml(value)}</Value></String>`;
    const otp =
      item.totp === ''
        ? ''
        : options.kind === 'keepassxc'
          ? string('otp', item.totp, true)
          : string('TimeOtp-Secret-Base32', item.totp, true);
    const strings = [
      string('Title', item.title),
      string('UserName', item.username),
      string('Password', item.password, true),
      string('URL', item.urls[0] ?? ''),
      string('Notes', item.notes),
      otp,
      ...item.fields.map((field) => string(field.name, field.value, field.hidden)),
    ].join('');
    // The history holds an older password: it is not the entry.
    return `<Entry><UUID>${uuid(item.id)}</UUID><IconID>0</IconID><Times><LastModificationTime>2026-03-01T10:00:00Z</LastModificationTime></Times>${strings}<History><Entry><UUID>${uuid(item.id)}</UUID>${string('Title', item.title)}${string('Password', 'an-old-password', true)}</Entry></History></Entry>`;
  };
  interface Node {
    entries: VaultItem[];
    children: Map<string, Node>;
  }
  const root: Node = { entries: [], children: new Map() };
  for (const item of items) {
    let node = root;
    for (const part of item.folder === '' ? [] : item.folder.split('/')) {
      if (!node.children.has(part)) node.children.set(part, { entries: [], children: new Map() });
      node = node.children.get(part)!;
    }
    node.entries.push(item);
  }
  let groups = 0;
  const group = (name: string, node: Node, inner = ''): string =>
    `<Group><UUID>${Buffer.from(`group-${(groups += 1)}-000000`).toString('base64')}</UUID><Name>${xml(name)}</Name>${node.entries.map(entry).join('\n')}${[...node.children].map(([child, sub]) => group(child, sub)).join('\n')}${inner}</Group>`;
  const binUuid = Buffer.from('recycle-bin-0001').toString('base64');
  const bin = `<Group><UUID>${binUuid}</UUID><Name>Recycle Bin</Name>${(options.binned ?? []).map(entry).join('')}</Group>`;
  return `<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<KeePassFile>
\t<Meta><Generator>${options.kind === 'keepassxc' ? 'KeePassXC' : 'KeePass'}</Generator><DatabaseName>Family</DatabaseName><RecycleBinEnabled>True</RecycleBinEnabled><RecycleBinUUID>${binUuid}</RecycleBinUUID></Meta>
\t<Root>
${group('Family', root, bin)}
\t\t<DeletedObjects />
\t</Root>
</KeePassFile>
`;
}

/** KeePassXC's CSV export; `old` leaves out TOTP and what follows, as KeePassXC before 2.6 did. */
export function keepassXcCsv(items: VaultItem[], options: { old?: boolean } = {}): string {
  const header = ['Group', 'Title', 'Username', 'Password', 'URL', 'Notes'];
  if (!options.old) header.push('TOTP', 'Icon', 'Last Modified', 'Created');
  return csv([
    header,
    ...items.map((item) => {
      const row = [
        item.folder === '' ? 'Root' : `Root/${item.folder}`,
        item.title,
        item.username,
        item.password,
        item.urls[0] ?? '',
        item.notes,
      ];
      if (!options.old) row.push(item.totp, '0', '2026-03-01T10:00:00Z', '2025-11-20T08:30:00Z');
      return row;
    }),
  ]);
}

/** 1Password 8's CSV export (no folders: vaults are not in it); `extra` adds a column it does not know. */
export function onePasswordCsv(
  items: VaultItem[],
  options: { archived?: string[]; extra?: boolean } = {},
): string {
  const header = ['Title', 'Url', 'Username', 'Password', 'OTPAuth', 'Favorite', 'Archived', 'Tags', 'Notes'];
  if (options.extra) header.push('Security Question');
  return csv([
    header,
    ...items.map((item) => {
      const row = [
        item.title,
        item.urls[0] ?? '',
        item.username,
        item.password,
        item.totp,
        'false',
        options.archived?.includes(item.title) ? 'true' : 'false',
        item.folder,
        item.notes,
      ];
      if (options.extra) row.push(item.title === 'Mail' ? 'first pet: Rex' : '');
      return row;
    }),
  ]);
}

/**
 * Opens a Bitwarden password-protected export, written here from the format's description alone (not from
 * the API's code): PBKDF2-SHA256 over the base64 salt's text, HKDF-Expand to "enc" and "mac" keys,
 * EncString type 2 = AES-256-CBC with HMAC-SHA256 over iv and ciphertext.
 */
export function openBitwardenExport(file: Record<string, unknown>, password: string): unknown {
  if (file.encrypted !== true || file.passwordProtected !== true || file.kdfType !== 0) {
    throw new Error('not a PBKDF2 password-protected export');
  }
  const master = pbkdf2Sync(password, String(file.salt), Number(file.kdfIterations), 32, 'sha256');
  const expand = (info: string) =>
    createHmac('sha256', master)
      .update(info)
      .update(Buffer.from([0x01]))
      .digest();
  const encKey = expand('enc');
  const macKey = expand('mac');
  const open = (encString: unknown): string => {
    const [type, rest] = String(encString).split('.', 2) as [string, string];
    if (type !== '2') throw new Error(`EncString type ${type}`);
    const [iv, data, mac] = rest.split('|').map((part) => Buffer.from(part, 'base64')) as [
      Buffer,
      Buffer,
      Buffer,
    ];
    const expected = createHmac('sha256', macKey)
      .update(Buffer.concat([iv, data]))
      .digest();
    if (!expected.equals(mac)) throw new Error('MAC mismatch');
    const decipher = createDecipheriv('aes-256-cbc', encKey, iv);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  };
  const validation = open(file.encKeyValidation_DO_NOT_EDIT);
  if (!/^[0-9a-f-]{36}$/.test(validation)) throw new Error('the key validation is not a UUID');
  return JSON.parse(open(file.data));
}
