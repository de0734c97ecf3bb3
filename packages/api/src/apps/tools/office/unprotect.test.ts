import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { officeFixture } from '../../../../test/office-fixtures.js';
import { inspectOfficeFile, NotAnOfficeFileError } from './detect.js';
import { unprotectedCopy } from './unprotect.js';
import { ZipLimitError, ZipReader } from '../../../zip/index.js';
import { buildZip, deflatedZeros, workbookWith } from '../../../../test/zips.js';
import { storedZipEntries } from './zip.js';

/** A package like `base` with some parts' text changed (made with fflate, not with our zip code). */
function withParts(base: Buffer, parts: Record<string, string>): Buffer {
  const files = unzipSync(base);
  for (const [name, text] of Object.entries(parts)) files[name] = strToU8(text);
  return Buffer.from(zipSync(files));
}

const docxSettings = (inner: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  `<w:zoom w:percent="100"/>${inner}<w:defaultTabStop w:val="709"/></w:settings>`;

const DOCUMENT_PROTECTION =
  '<w:documentProtection w:edit="readOnly" w:enforcement="1" w:cryptProviderType="rsaAES" w:cryptAlgorithmClass="hash" ' +
  'w:cryptAlgorithmType="typeAny" w:cryptAlgorithmSid="14" w:cryptSpinCount="100000" w:hash="abc=" w:salt="def="/>';
const WRITE_PROTECTION =
  '<w:writeProtection w:recommended="1" w:cryptProviderType="rsaAES" w:cryptAlgorithmSid="14" w:hashValue="x=" w:saltValue="y="/>';

function flagFixtures() {
  const xlsx = officeFixture('libreoffice/lo_plain.xlsx');
  const workbook = strFromU8(unzipSync(xlsx)['xl/workbook.xml']!);
  const pptx = Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
      'ppt/presentation.xml': strToU8(
        '<p:presentation xmlns:p="p"><p:sldSz cx="1" cy="1"/><p:modifyVerifier p:cryptProviderType="rsaAES" ' +
          'p:hashData="h=" p:saltData="s=" p:spinValue="100000"/></p:presentation>',
      ),
      'ppt/slides/slide1.xml': strToU8('<p:sld xmlns:p="p"/>'),
    }),
  );
  return [
    {
      name: 'LibreOffice sheet protection',
      file: officeFixture('libreoffice/lo_sheet_protected.xlsx'),
      flags: ['sheetProtection'],
    },
    {
      name: 'Word editing restriction and password to modify',
      file: withParts(officeFixture('libreoffice/lo_plain.docx'), {
        'word/settings.xml': docxSettings(WRITE_PROTECTION + DOCUMENT_PROTECTION),
      }),
      flags: ['writeProtection', 'readOnlyRecommended', 'documentProtection'],
    },
    {
      name: 'Excel workbook structure, password to modify and a protected sheet with content',
      file: withParts(xlsx, {
        'xl/workbook.xml': workbook
          .replace('<workbookProtection/>', '<workbookProtection lockStructure="1" workbookPassword="CC3D"/>')
          .replace(
            '<workbookPr',
            '<fileSharing readOnlyRecommended="1" userName="me" reservationPassword="CC3D"/><workbookPr',
          ),
        'xl/worksheets/sheet1.xml': strFromU8(unzipSync(xlsx)['xl/worksheets/sheet1.xml']!).replace(
          '</sheetData>',
          '</sheetData><x:sheetProtection xmlns:x="x" sheet="true" objects="1"></x:sheetProtection>',
        ),
      }),
      flags: ['workbookProtection', 'modifyPassword', 'readOnlyRecommended', 'sheetProtection'],
    },
    { name: 'PowerPoint password to modify', file: pptx, flags: ['modifyPassword'] },
  ];
}

describe('the unprotected copy', () => {
  it.each(flagFixtures())('$name: no flag left, every other byte as it was', async ({ file, flags }) => {
    const before = (await inspectOfficeFile(file)).report;
    expect(before.kind).toBe('flags');
    expect(before.flags.map((f) => f.flag).sort()).toEqual([...flags].sort());

    const copy = (await unprotectedCopy(file))!;
    expect((await inspectOfficeFile(copy)).report).toMatchObject({ kind: 'none', flags: [] });

    const flagged = new Set(before.flags.map((f) => f.part));
    const original = storedZipEntries(file, await ZipReader.open(file));
    const stored = storedZipEntries(copy, await ZipReader.open(copy));
    expect([...stored.keys()]).toEqual([...original.keys()]);
    for (const [name, bytes] of original) {
      const copied = stored.get(name)!;
      if (!flagged.has(name)) {
        expect(copied.equals(bytes), `${name} is byte-identical`).toBe(true);
        continue;
      }
      // The changed part: a valid deflate stream whose CRC matches, and the text minus the flag elements.
      const header = copied.readUInt16LE(26) + copied.readUInt16LE(28) + 30;
      const content = inflateRawSync(copied.subarray(header, header + copied.readUInt32LE(18)));
      expect(crc32(content)).toBe(copied.readUInt32LE(14));
      const was = strFromU8(unzipSync(file)[name]!);
      const now = content.toString('utf8');
      expect(now.length).toBeLessThan(was.length);
      expect(now).not.toMatch(
        /sheetProtection|workbookProtection|fileSharing|documentProtection|writeProtection|modifyVerifier/,
      );
      // Removing text only: what is left is the original with some whole spans taken out.
      let at = 0;
      for (const ch of now) at = was.indexOf(ch, at) + 1;
      expect(at).toBeGreaterThan(0);
    }
    // Whatever reads zips reads the copy.
    expect(Object.keys(unzipSync(copy)).sort()).toEqual(Object.keys(unzipSync(file)).sort());
  });

  it('leaves inactive elements alone: nothing to remove, no copy', async () => {
    expect(await unprotectedCopy(officeFixture('libreoffice/lo_plain.xlsx'))).toBeUndefined();
    const off = withParts(officeFixture('libreoffice/lo_plain.docx'), {
      'word/settings.xml': docxSettings('<w:documentProtection w:edit="readOnly" w:enforcement="0"/>'),
    });
    expect((await inspectOfficeFile(off)).report.kind).toBe('none');
    expect(await unprotectedCopy(off)).toBeUndefined();
  });
});

describe('a zip bomb', () => {
  it('is refused with a 413 before its flag parts are inflated', async () => {
    // The workbook of the issue: 40 worksheets of 60 MiB each (zeros), 2.4 MiB as a file.
    const sheet = deflatedZeros(60 * 1024 * 1024);
    const bomb = workbookWith(
      Array.from({ length: 40 }, (_, index) => ({
        name: `xl/worksheets/sheet${index + 1}.xml`,
        deflated: sheet,
      })),
    );
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    // CPU time, not the clock: on a loaded machine the wait for a core is not the code's cost.
    const cpu = process.cpuUsage();
    const refused = await inspectOfficeFile(bomb).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ZipLimitError);
    expect((refused as ZipLimitError).status).toBe(413);
    await expect(unprotectedCopy(bomb)).rejects.toBeInstanceOf(ZipLimitError);
    const { user, system } = process.cpuUsage(cpu);
    expect((user + system) / 1000).toBeLessThan(1000);
  });

  it('stops a worksheet whose declared size is a lie at its first byte past it', async () => {
    const liar = workbookWith([
      { name: 'xl/worksheets/sheet1.xml', deflated: { ...deflatedZeros(30 * 1024 * 1024), size: 90_000 } },
    ]);
    await expect(inspectOfficeFile(liar)).rejects.toThrow(NotAnOfficeFileError);
    await expect(inspectOfficeFile(liar)).rejects.toThrow(/not a readable zip/);
  });

  it('reads a worksheet of hostile XML (an unclosed flag element 100,000 times) in linear time', async () => {
    const xml = Buffer.from(`<worksheet>${'<sheetProtection sheet="1" '.repeat(100_000)}`);
    const file = workbookWith([{ name: 'xl/worksheets/sheet1.xml', content: xml, stored: true }]);
    // CPU time, not the clock: on a loaded machine the wait for a core is not the code's cost.
    const cpu = process.cpuUsage();
    await inspectOfficeFile(file);
    await unprotectedCopy(file);
    const { user, system } = process.cpuUsage(cpu);
    expect((user + system) / 1000).toBeLessThan(2000);
  });

  it('refuses a package of too many parts from its end record', async () => {
    const many = buildZip(
      Array.from({ length: 10_001 }, (_, index) => ({ name: `p${index}`, stored: true })),
    );
    await expect(inspectOfficeFile(many)).rejects.toBeInstanceOf(ZipLimitError);
  });
});
