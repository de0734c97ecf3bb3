import { describe, expect, it } from 'vitest';
import { ENCRYPTED_FIXTURES, officeFixture, UNPROTECTED_FIXTURES } from '../../../../test/office-fixtures.js';
import { inspectOfficeFile, NotAnOfficeFileError } from './detect.js';

describe('telling the kinds of protection apart', () => {
  it.each(ENCRYPTED_FIXTURES)('$file is $kind', async ({ file, kind, format }) => {
    const { report, encryption } = await inspectOfficeFile(officeFixture(file));
    expect(report.kind).toBe(kind);
    expect(report.format).toBe(format);
    expect(report.searchable).toBe(true);
    expect(encryption?.kind).toBe(kind);
    expect(report.explanation).toMatch(/password|XOR/);
  });

  it('reads the algorithm, hash and spin count of Agile and Standard encryption', async () => {
    const { report: agile } = await inspectOfficeFile(
      officeFixture('msoffcrypto/inputs/example_password.docx'),
    );
    expect(agile).toMatchObject({ cipher: 'AES-256 CBC', hash: 'SHA-512', spinCount: 100_000, keyBits: 256 });
    const { report: standard } = await inspectOfficeFile(
      officeFixture('msoffcrypto/inputs/ecma376standard_password.docx'),
    );
    expect(standard).toMatchObject({ cipher: 'AES-128 ECB', hash: 'SHA-1', spinCount: 50_000, keyBits: 128 });
    const { report: rc4 } = await inspectOfficeFile(
      officeFixture('msoffcrypto/inputs/rc4cryptoapi_password.xls'),
    );
    expect(rc4).toMatchObject({ cipher: 'RC4', hash: 'SHA-1', keyBits: 128 });
  });

  it.each(UNPROTECTED_FIXTURES)('$file is not protected', async ({ file, format }) => {
    const { report, encryption } = await inspectOfficeFile(officeFixture(file));
    expect(report).toMatchObject({ kind: 'none', format, flags: [], searchable: false });
    expect(encryption).toBeUndefined();
    expect(report.explanation).toMatch(/not protected/);
  });

  it('finds the sheet protection flag of a LibreOffice workbook, and no workbook flag in its empty element', async () => {
    const { report } = await inspectOfficeFile(officeFixture('libreoffice/lo_sheet_protected.xlsx'));
    expect(report.kind).toBe('flags');
    expect(report.flags).toEqual([{ part: 'xl/worksheets/sheet1.xml', flag: 'sheetProtection' }]);
    expect(report.explanation).toMatch(/not encrypted.*protected sheet/);
  });

  it('says plainly when a file is not an Office document', async () => {
    await expect(inspectOfficeFile(Buffer.from('hello, this is text'))).rejects.toThrow(NotAnOfficeFileError);
    const broken = Buffer.from(officeFixture('msoffcrypto/inputs/example_password.docx').subarray(0, 600));
    await expect(inspectOfficeFile(broken)).rejects.toThrow(NotAnOfficeFileError);
    const zipOfOther = officeFixture('libreoffice/lo_plain.docx');
    await expect(inspectOfficeFile(zipOfOther.subarray(0, 100))).rejects.toThrow(NotAnOfficeFileError);
  });
});
