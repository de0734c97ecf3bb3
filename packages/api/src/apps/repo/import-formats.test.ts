// The export readers on files in each product's shape (generated in test/repo-exports.ts), including broken
// and hostile ones: each must come back as items, or as an ImportFileError naming the problem.
import { describe, expect, it } from 'vitest';
import {
  bitwardenCsv,
  bitwardenJson,
  keepassXcCsv,
  keepassXml,
  onePasswordCsv,
  openBitwardenExport,
  vault,
} from '../../../test/repo-exports.js';
import { encryptBitwardenExport } from './bitwarden-crypto.js';
import { ImportFileError } from './import-error.js';
import { readExport, type ImportedItem } from './import-formats.js';
import type { RepoImportFormat } from '@lcars/contract/repo';

const MARK = 'unit7';
const items = vault(MARK);
const bytes = (text: string | object) =>
  Buffer.from(typeof text === 'string' ? text : JSON.stringify(text), 'utf8');
const byTitle = (list: ImportedItem[], title: string) => list.find((item) => item.title === title)!;

async function refused(format: RepoImportFormat, body: Buffer, passphrase?: string): Promise<string> {
  const error = await readExport(format, body, passphrase).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  return (error as Error).message;
}

describe('Bitwarden JSON', () => {
  it('reads a personal vault: folders, logins with every URI, hidden fields sealed, notes, trash skipped', async () => {
    const file = bitwardenJson(items, {
      extra: [
        { id: 'gone-1', type: 1, name: 'Old', deletedDate: '2026-01-01T00:00:00Z', login: {} },
        {
          id: 'card-1',
          type: 3,
          name: 'Visa',
          card: { cardholderName: 'Ann', number: '4111111111111111', code: '123', brand: 'Visa' },
        },
        { id: 'odd-1', type: 9, name: 'Future kind' },
      ],
    });
    const parsed = await readExport('bitwarden-json', bytes(file));
    expect(parsed.items.map((item) => item.title)).toEqual([
      'Mail',
      'Bank, "the big one"',
      'Wi-Fi at home',
      'Router',
      'Visa',
    ]);
    const mail = byTitle(parsed.items, 'Mail');
    expect(mail).toMatchObject({
      source: 'item 0b1f6c39-27e7-4a5e-9c1b-b1a600f0aa01',
      folder: 'Personal',
      username: items[0]!.username,
      password: items[0]!.password,
      totp: items[0]!.totp,
      urls: items[0]!.urls,
      notes: items[0]!.notes,
    });
    expect(mail.fields).toEqual([
      { name: 'PIN', value: `pin-${MARK}`, sensitive: true },
      { name: 'Plan', value: 'Family', sensitive: false },
    ]);
    expect(byTitle(parsed.items, 'Bank, "the big one"').folder).toBe('Finance/Banks');
    expect(byTitle(parsed.items, 'Router').folder).toBe('');
    const card = byTitle(parsed.items, 'Visa').fields;
    expect(card).toContainEqual({ name: 'Card number', value: '4111111111111111', sensitive: true });
    expect(card).toContainEqual({ name: 'Security code', value: '123', sensitive: true });
    expect(parsed.skipped).toEqual([
      { source: 'item gone-1', title: 'Old', reason: "It is in Bitwarden's trash." },
      {
        source: 'item odd-1',
        title: 'Future kind',
        reason: 'It is of a kind this import does not know (type 9).',
      },
    ]);
  });

  it("reads an organisation's export: collections are the folders", async () => {
    const parsed = await readExport('bitwarden-json', bytes(bitwardenJson(items, { organisation: true })));
    expect(byTitle(parsed.items, 'Mail').folder).toBe('Personal');
    expect(byTitle(parsed.items, 'Router').folder).toBe('');
  });

  it('reads a password-protected export with its passphrase, and names a wrong or missing one', async () => {
    const encrypted = JSON.parse(
      await encryptBitwardenExport(JSON.stringify(bitwardenJson(items)), 'correct horse battery'),
    ) as Record<string, unknown>;
    expect(encrypted).toMatchObject({
      encrypted: true,
      passwordProtected: true,
      kdfType: 0,
      kdfIterations: 600000,
    });
    // The test's own decryption, written from the format's description, opens it.
    expect(openBitwardenExport(encrypted, 'correct horse battery')).toEqual(bitwardenJson(items));
    const parsed = await readExport('bitwarden-json', bytes(encrypted), 'correct horse battery');
    expect(parsed.items).toHaveLength(4);
    expect(await refused('bitwarden-json', bytes(encrypted), 'wrong horse battery')).toBe(
      'The passphrase does not open this export.',
    );
    expect(await refused('bitwarden-json', bytes(encrypted))).toMatch(/password protected/);
    expect(await refused('bitwarden-json', bytes({ ...encrypted, kdfIterations: 10 ** 9 }), 'x')).toMatch(
      /kdfIterations/,
    );
    expect(await refused('bitwarden-json', bytes({ ...encrypted, kdfType: 1 }), 'x')).toMatch(/Argon2id/);
  });

  it('refuses broken files with the problem named, never quoting the text', async () => {
    const whole = JSON.stringify(bitwardenJson(items));
    const broken = await refused('bitwarden-json', bytes(whole.slice(0, whole.length / 2)));
    expect(broken).toMatch(/^The file is not JSON/);
    expect(broken).not.toContain(MARK);
    expect(await refused('bitwarden-json', bytes({ folders: [] }))).toMatch(/no "items" list/);
    expect(await refused('bitwarden-json', bytes('[1,2]'))).toMatch(/not a JSON object/);
    expect(
      await refused(
        'bitwarden-json',
        bytes({ encrypted: true, encKeyValidation_DO_NOT_EDIT: '2.a|b|c', items: [] }),
      ),
    ).toMatch(/account's own key/);
    expect(await refused('bitwarden-json', Buffer.from([0xff, 0xfe, 0x00, 0x41]))).toBe(
      'The file is not UTF-8 text.',
    );
    expect(await refused('bitwarden-json', bytes('  '))).toBe('The file is empty.');
  });
});

describe('Bitwarden CSV', () => {
  it('reads folders, notes, field lines (sealed: CSV loses "hidden") and comma-joined URIs', async () => {
    const parsed = await readExport('bitwarden-csv', bytes(bitwardenCsv(items)));
    expect(parsed.skipped).toEqual([]);
    const mail = byTitle(parsed.items, 'Mail');
    expect(mail).toMatchObject({
      folder: 'Personal',
      urls: items[0]!.urls,
      totp: items[0]!.totp,
      source: 'row 2',
    });
    expect(mail.fields).toEqual([
      { name: 'PIN', value: `pin-${MARK}`, sensitive: true },
      { name: 'Plan', value: 'Family', sensitive: true },
    ]);
    expect(byTitle(parsed.items, 'Bank, "the big one"').password).toBe(items[1]!.password);
    expect(byTitle(parsed.items, 'Wi-Fi at home')).toMatchObject({ notes: items[2]!.notes, username: '' });
  });

  it("reads an organisation's CSV (collections), and skips a row of a type Bitwarden's CSV does not have", async () => {
    const text = bitwardenCsv(items, { organisation: true }) + 'Team,,card,Visa,,,0,,,,\r\n';
    const parsed = await readExport('bitwarden-csv', bytes(text));
    expect(byTitle(parsed.items, 'Bank, "the big one"').folder).toBe('Finance/Banks');
    expect(parsed.skipped).toEqual([
      { source: 'row 6', title: 'Visa', reason: 'Its type "card" is not login or note.' },
    ]);
  });

  it('refuses a broken CSV and one that is not a Bitwarden export', async () => {
    const text = bitwardenCsv(items);
    const message = await refused('bitwarden-csv', bytes(`${text}Personal,,login,"Open quote ${MARK},,,`));
    expect(message).toMatch(/^The file is not valid CSV/);
    expect(message).not.toContain(MARK);
    expect(await refused('bitwarden-csv', bytes(keepassXcCsv(items)))).toMatch(/no column name, type/);
  });
});

describe('KeePass 2 XML', () => {
  it('reads nested groups as folder paths, protected strings sealed, TOTP; history and the recycle bin are not items', async () => {
    const binned = { ...items[3]!, id: '0b1f6c39-27e7-4a5e-9c1b-b1a600f0aa09', title: 'Deleted router' };
    const parsed = await readExport('keepass-xml', bytes(keepassXml(items, { binned: [binned] })));
    expect(parsed.items.map((item) => item.title).sort()).toEqual(
      ['Bank, "the big one"', 'Mail', 'Router', 'Wi-Fi at home'].sort(),
    );
    const mail = byTitle(parsed.items, 'Mail');
    expect(mail).toMatchObject({
      folder: 'Personal',
      password: items[0]!.password,
      totp: items[0]!.totp,
      urls: [items[0]!.urls[0]],
    });
    expect(mail.fields).toEqual([
      { name: 'PIN', value: `pin-${MARK}`, sensitive: true },
      { name: 'Plan', value: 'Family', sensitive: false },
    ]);
    expect(byTitle(parsed.items, 'Bank, "the big one"')).toMatchObject({
      folder: 'Finance/Banks',
      password: items[1]!.password,
    });
    expect(byTitle(parsed.items, 'Router').folder).toBe('');
    expect(parsed.skipped).toEqual([
      expect.objectContaining({ title: 'Deleted router', reason: 'It is in the KeePass recycle bin.' }),
    ]);
  });

  it('reads KeePassXC\'s XML, whose TOTP is an otpauth URI under "otp"', async () => {
    const parsed = await readExport('keepass-xml', bytes(keepassXml(items, { kind: 'keepassxc' })));
    expect(byTitle(parsed.items, 'Mail').totp).toBe(items[0]!.totp);
    expect(byTitle(parsed.items, 'Mail').fields.map((field) => field.name)).toEqual(['PIN', 'Plan']);
  });

  it('refuses broken XML, a DTD (entity expansion), nesting beyond the bound, and inner-stream protected values', async () => {
    const whole = keepassXml(items);
    expect(await refused('keepass-xml', bytes(whole.replace('</Root>', '')))).toMatch(
      /not well formed on line/,
    );
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><KeePassFile>&lol2;</KeePassFile>';
    expect(await refused('keepass-xml', bytes(laughs))).toMatch(/DOCTYPE/);
    const deep = `<KeePassFile><Root>${'<Group><Name>g</Name>'.repeat(200)}${'</Group>'.repeat(200)}</Root></KeePassFile>`;
    expect(await refused('keepass-xml', bytes(deep))).toMatch(/cannot be read|nest/i);
    const inner = whole.replace('<Value ProtectInMemory="True">', '<Value Protected="True">');
    expect(await refused('keepass-xml', bytes(inner))).toMatch(/Protected="True"/);
    expect(await refused('keepass-xml', bytes('<html><body/></html>'))).toMatch(/KeePassFile\/Root\/Group/);
  });
});

describe('KeePassXC CSV', () => {
  it('reads the group path below the root, the TOTP column, and quoted multi-line values', async () => {
    const parsed = await readExport('keepassxc-csv', bytes(keepassXcCsv(items)));
    expect(byTitle(parsed.items, 'Bank, "the big one"')).toMatchObject({
      folder: 'Finance/Banks',
      password: items[1]!.password,
      source: 'row 3',
    });
    expect(byTitle(parsed.items, 'Mail').totp).toBe(items[0]!.totp);
    expect(byTitle(parsed.items, 'Router').folder).toBe('');
  });

  it('reads the older export without a TOTP column', async () => {
    const parsed = await readExport('keepassxc-csv', bytes(keepassXcCsv(items, { old: true })));
    expect(parsed.items).toHaveLength(4);
    expect(byTitle(parsed.items, 'Mail')).toMatchObject({ totp: '', username: items[0]!.username });
  });

  it('refuses a file without its columns, and a broken quote', async () => {
    expect(await refused('keepassxc-csv', bytes(onePasswordCsv(items)))).toMatch(/no column group/);
    expect(
      await refused('keepassxc-csv', bytes('Group,Title,Username,Password,URL,Notes\r\nRoot,"a,b,c,d,e\r\n')),
    ).toMatch(/not valid CSV/);
  });
});

describe('1Password CSV', () => {
  it('reads the 1Password 8 columns; tags are a plain field, OTPAuth the TOTP', async () => {
    const parsed = await readExport('1password-csv', bytes(onePasswordCsv(items)));
    const mail = byTitle(parsed.items, 'Mail');
    expect(mail).toMatchObject({
      folder: '',
      totp: items[0]!.totp,
      urls: [items[0]!.urls[0]],
      notes: items[0]!.notes,
    });
    expect(mail.fields).toEqual([{ name: 'Tags', value: 'Personal', sensitive: false }]);
  });

  it('puts archived items into an Archive folder and seals a column it does not know', async () => {
    const parsed = await readExport(
      '1password-csv',
      bytes(onePasswordCsv(items, { archived: ['Router'], extra: true })),
    );
    expect(byTitle(parsed.items, 'Router').folder).toBe('Archive');
    expect(byTitle(parsed.items, 'Mail').fields).toContainEqual({
      name: 'Security Question',
      value: 'first pet: Rex',
      sensitive: true,
    });
  });

  it('refuses another product’s CSV and a broken one', async () => {
    expect(await refused('1password-csv', bytes(bitwardenCsv(items)))).toMatch(/no column title, password/);
    expect(await refused('1password-csv', bytes('Title,Password\r\n"x,y\r\n'))).toMatch(/not valid CSV/);
  });
});
