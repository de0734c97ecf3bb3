import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords } from './csv.js';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and numbers records by line', () => {
    const records = parseCsvRecords('a,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n\nlast,1');
    expect(records).toEqual([
      { line: 1, values: ['a', 'b'] },
      { line: 2, values: ['x, y', 'say "hi"'] },
      { line: 3, values: ['two\nlines', 'z'] },
      { line: 6, values: ['last', '1'] },
    ]);
  });

  it('keys fields by header name, case-insensitive, and tolerates a missing optional column', () => {
    const rows = parseCsv('\uFEFFUserName,Email,role\nkirk,kirk@example.org,Member\n', [
      'username',
      'email',
      'role',
    ]);
    expect(rows).toEqual([
      { line: 2, fields: { username: 'kirk', email: 'kirk@example.org', role: 'Member' } },
    ]);
    expect(rows[0]?.fields.password).toBeUndefined();
  });

  it('names the missing columns of the header', () => {
    expect(() => parseCsv('userName,role\n', ['username', 'email', 'role'])).toThrow(
      /lacks the column email/,
    );
    expect(() => parseCsv('', ['username'])).toThrow(/empty/);
  });
});
