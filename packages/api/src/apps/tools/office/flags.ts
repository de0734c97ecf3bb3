// Protection flags of an OOXML document: settings inside its XML parts that ask the application to restrict
// editing. They are not encryption (the content is readable by anyone with an unzip tool), so they can be
// removed without a password: the element goes, nothing else in the part changes.
import { Parser } from 'htmlparser2';
import type { FlagFinding, ProtectionFlag } from '@lcars/contract/tools';

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

/** An attribute's name without its namespace prefix (w:enforcement -> enforcement). */
const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

/**
 * Finds a part's flag elements as its text goes by, with an XML tokenizer (htmlparser2 in XML mode, one pass):
 * each occurrence with its flags and, when the text is kept whole, where it starts and ends. Nothing here
 * matches a pattern over the part, whose text is anyone's.
 */
class FlagScanner {
  readonly found: Occurrence[] = [];
  private readonly parser: Parser;
  private depth = 0;
  private open: {
    element: FlagElement;
    attributes: Record<string, string>;
    start: number;
    depth: number;
  } | null = null;

  constructor(
    elements: readonly FlagElement[],
    private readonly text?: string,
  ) {
    this.parser = new Parser(
      {
        onopentag: (name, attributes) => {
          this.depth += 1;
          if (this.open) return;
          const element = elements.find((candidate) => candidate.element === localName(name));
          if (!element) return;
          const named: Record<string, string> = {};
          for (const [attribute, value] of Object.entries(attributes)) named[localName(attribute)] = value;
          this.open = { element, attributes: named, start: this.tagStart(), depth: this.depth };
        },
        onclosetag: () => {
          const open = this.open;
          if (open && open.depth === this.depth) {
            this.found.push({
              start: open.start,
              end: this.parser.endIndex + 1,
              flags: open.element.flags(open.attributes),
            });
            this.open = null;
          }
          this.depth -= 1;
        },
      },
      { xmlMode: true, decodeEntities: true },
    );
  }

  /**
   * Where the open tag starts. htmlparser2 reports one character early after a processing instruction
   * (<?xml ...?>): the tag starts at the first '<' from there.
   */
  private tagStart(): number {
    const reported = this.parser.startIndex;
    if (this.text === undefined || this.text[reported] === '<') return reported;
    const at = this.text.indexOf('<', reported);
    return at === -1 ? reported : at;
  }

  write(text: string): void {
    this.parser.write(text);
  }

  end(): Occurrence[] {
    this.parser.end();
    return this.found;
  }
}

/** The flags set in one part, read as it streams (a worksheet may be tens of MB: it is never held whole). */
export async function findFlags(part: string, content: AsyncIterable<Uint8Array>): Promise<FlagFinding[]> {
  const elements = elementsOf(part);
  if (elements.length === 0) return [];
  const scanner = new FlagScanner(elements);
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  for await (const chunk of content) scanner.write(decoder.decode(chunk, { stream: true }));
  scanner.write(decoder.decode());
  return scanner.end().flatMap((o) => o.flags.map((flag) => ({ part, flag })));
}

/** The part without its active flag elements; undefined when it has none. */
export function withoutFlags(part: string, content: Uint8Array): Uint8Array | undefined {
  const xml = new TextDecoder('utf-8', { ignoreBOM: true }).decode(content);
  const scanner = new FlagScanner(elementsOf(part), xml);
  scanner.write(xml);
  const cuts = scanner
    .end()
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
