// Protection flags of an OOXML document: settings inside its XML parts that ask the application to restrict
// editing. They are not encryption (the content is readable by anyone with an unzip tool), so they can be
// removed without a password: the element goes, nothing else in the part changes.
import type { FlagFinding, ProtectionFlag } from '../../../contract/tools/index.js';

/** The parts that can hold flags. */
export function mayHoldFlags(part: string): boolean {
  return (
    /^xl\/(worksheets|chartsheets)\/[^/]+\.xml$/.test(part) ||
    part === 'xl/workbook.xml' ||
    part === 'word/settings.xml' ||
    part === 'ppt/presentation.xml'
  );
}

interface FlagElement {
  /** The element's local name (any namespace prefix is accepted). */
  element: string;
  /** Which flags an occurrence sets, from its attributes; none when the element is present but inactive. */
  flags(attributes: Record<string, string>): ProtectionFlag[];
}

const isOn = (value: string | undefined) => value === '1' || value === 'true' || value === 'on';
const hasAny = (attributes: Record<string, string>, names: string[]) =>
  names.some((name) => attributes[name] !== undefined && attributes[name] !== '');

function elementsOf(part: string): FlagElement[] {
  if (part.startsWith('xl/worksheets/') || part.startsWith('xl/chartsheets/')) {
    // Excel writes sheet="1" when the sheet is protected; the element's other attributes only say what
    // stays allowed.
    return [{ element: 'sheetProtection', flags: (a) => (isOn(a.sheet) ? ['sheetProtection'] : []) }];
  }
  if (part === 'xl/workbook.xml') {
    return [
      {
        // LibreOffice writes an empty <workbookProtection/> in every workbook: only locks or a password count.
        element: 'workbookProtection',
        flags: (a) =>
          isOn(a.lockStructure) ||
          isOn(a.lockWindows) ||
          isOn(a.lockRevision) ||
          hasAny(a, ['workbookPassword', 'workbookHashValue', 'revisionsPassword', 'revisionsHashValue'])
            ? ['workbookProtection']
            : [],
      },
      {
        element: 'fileSharing',
        flags: (a) => [
          ...(hasAny(a, ['reservationPassword', 'hashValue']) ? (['modifyPassword'] as const) : []),
          ...(isOn(a.readOnlyRecommended) ? (['readOnlyRecommended'] as const) : []),
        ],
      },
    ];
  }
  if (part === 'word/settings.xml') {
    return [
      // Word keeps the element after protection is stopped, with enforcement off.
      { element: 'documentProtection', flags: (a) => (isOn(a.enforcement) ? ['documentProtection'] : []) },
      {
        element: 'writeProtection',
        flags: (a) => [
          ...(hasAny(a, ['hashValue', 'hash', 'cryptProviderType', 'algorithmName'])
            ? (['writeProtection'] as const)
            : []),
          ...(isOn(a.recommended) ? (['readOnlyRecommended'] as const) : []),
        ],
      },
    ];
  }
  if (part === 'ppt/presentation.xml') {
    return [{ element: 'modifyVerifier', flags: () => ['modifyPassword'] }];
  }
  return [];
}

interface Occurrence {
  start: number;
  end: number;
  flags: ProtectionFlag[];
}

function occurrences(xml: string, element: FlagElement): Occurrence[] {
  // A self-closing element, or one with content up to its closing tag (same prefix).
  const pattern = new RegExp(
    `<((?:[A-Za-z_][\\w.-]*:)?)${element.element}(\\s[^>]*?)?(?:/>|>[\\s\\S]*?</\\1${element.element}\\s*>)`,
    'g',
  );
  const found: Occurrence[] = [];
  for (const match of xml.matchAll(pattern)) {
    const attributes: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(
      /(?:[\w.-]+:)?([\w.-]+)\s*=\s*["']([^"']*)["']/g,
    )) {
      attributes[name!] = value!;
    }
    found.push({ start: match.index, end: match.index + match[0].length, flags: element.flags(attributes) });
  }
  return found;
}

const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** The flags set in one part. */
export function findFlags(part: string, content: Uint8Array): FlagFinding[] {
  const xml = decoder.decode(content);
  return elementsOf(part).flatMap((element) =>
    occurrences(xml, element).flatMap((o) => o.flags.map((flag) => ({ part, flag }))),
  );
}

/** The part without its active flag elements; undefined when it has none. */
export function withoutFlags(part: string, content: Uint8Array): Uint8Array | undefined {
  const xml = decoder.decode(content);
  const cuts = elementsOf(part)
    .flatMap((element) => occurrences(xml, element))
    .filter((o) => o.flags.length > 0)
    .sort((a, b) => a.start - b.start);
  if (cuts.length === 0) return undefined;
  let result = '';
  let from = 0;
  for (const cut of cuts) {
    result += xml.slice(from, cut.start);
    from = cut.end;
  }
  return new TextEncoder().encode(result + xml.slice(from));
}
