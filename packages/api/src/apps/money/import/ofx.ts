// OFX and QFX statements, both generations: 1.x is SGML (a header of KEY:VALUE lines, element tags whose
// end tags may be left out), 2.x is XML (an <?xml?> and an <?OFX?> processing instruction, every tag closed).
// SGML goes through a small strict reader of our own: one linear pass over the tags, a stack of the open
// aggregates, leaf elements read as their text; any tag out of place fails the whole file with the line it is
// on. (The npm OFX parsers were tried first: docs/decisions.md says why none is used.) XML goes through
// fast-xml-parser, which knows what XML allows that SGML does not (CDATA sections, comments anywhere).
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { IMPORT_LIMITS } from '@lcars/contract/money';
import { StatementError, type Statement, type StatementRow } from './parsed.js';
import { RowError, cleanMemo, clip, parseStatementAmount } from './values.js';

interface OfxNode {
  name: string;
  line: number;
  /** Leaf elements: their text. */
  text: string | null;
  children: OfxNode[];
}

const NAME = /^[A-Za-z][A-Za-z0-9._]{0,63}$/;
const MAX_DEPTH = 32;

function decodeEntities(text: string): string {
  return text.replace(
    /&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos|nbsp);/g,
    (whole, entity: string) => {
      switch (entity) {
        case 'amp':
          return '&';
        case 'lt':
          return '<';
        case 'gt':
          return '>';
        case 'quot':
          return '"';
        case 'apos':
          return "'";
        case 'nbsp':
          return ' ';
      }
      const code = entity.startsWith('#x') ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    },
  );
}

/** The element tree under <OFX>. */
export function readOfxTree(content: string): OfxNode {
  const start = content.search(/<OFX>/i);
  if (start < 0) throw new StatementError('The file is not OFX: it has no <OFX> element.');
  const head = content.slice(0, start);
  if (/<\?OFX\b/i.test(head)) return readXmlTree(content);
  if (!/OFXHEADER\s*:\s*\d+/i.test(head)) {
    throw new StatementError('The file is not OFX: the OFXHEADER header (1.x) or <?OFX?> (2.x) is missing.');
  }
  let line = head.split('\n').length;
  const root: OfxNode = { name: 'OFX', line, text: null, children: [] };
  const stack: OfxNode[] = [];
  let position = start + '<OFX>'.length;
  stack.push(root);
  let closed = false;
  while (position < content.length) {
    const open = content.indexOf('<', position);
    const between = content.slice(position, open < 0 ? content.length : open);
    line += countLines(between);
    if (open < 0) {
      if (between.trim() !== '') throw new StatementError(`Text outside any element on line ${line}.`);
      break;
    }
    if (closed && between.trim() === '' && content.startsWith('<!--', open)) {
      position = skipComment(content, open);
      continue;
    }
    if (closed) throw new StatementError(`Content after </OFX> on line ${line}.`);
    if (content.startsWith('<!--', open)) {
      const end = skipComment(content, open);
      line += countLines(content.slice(open, end));
      position = end;
      continue;
    }
    const close = content.indexOf('>', open);
    if (close < 0) throw new StatementError(`A tag is not closed on line ${line}.`);
    const tag = content.slice(open + 1, close).trim();
    position = close + 1;
    const parent = stack[stack.length - 1];
    if (!parent) throw new StatementError(`Content after </OFX> on line ${line}.`);
    if (between.trim() !== '') {
      throw new StatementError(`Text '${clip(between.trim())}' is not inside an element on line ${line}.`);
    }
    if (tag.startsWith('/')) {
      const name = tag.slice(1).toUpperCase();
      // An end tag closes the innermost open aggregate of that name (leaf elements never stay open).
      const at = stack.map((node) => node.name).lastIndexOf(name);
      if (at < 0) throw new StatementError(`The end tag </${name}> on line ${line} closes nothing open.`);
      if (at !== stack.length - 1) {
        const unclosed = stack[stack.length - 1]?.name ?? '';
        throw new StatementError(`<${unclosed}> is not closed before </${name}> on line ${line}.`);
      }
      stack.pop();
      if (stack.length === 0) closed = true;
      continue;
    }
    if (!NAME.test(tag)) throw new StatementError(`'<${clip(tag)}>' on line ${line} is not an OFX tag.`);
    const name = tag.toUpperCase();
    // The text up to the next tag: a leaf element's value when there is any.
    const next = content.indexOf('<', position);
    const rawText = content.slice(position, next < 0 ? content.length : next);
    if (rawText.trim() !== '') {
      const node: OfxNode = { name, line, text: decodeEntities(rawText.trim()), children: [] };
      parent.children.push(node);
      line += countLines(rawText);
      position = next < 0 ? content.length : next;
      // XML (and some SGML) closes the leaf: take its end tag here.
      const end = `</${name}>`;
      if (content.slice(position, position + end.length).toUpperCase() === end) position += end.length;
      continue;
    }
    if (stack.length >= MAX_DEPTH)
      throw new StatementError(`Elements nest deeper than ${MAX_DEPTH} on line ${line}.`);
    const node: OfxNode = { name, line, text: null, children: [] };
    parent.children.push(node);
    stack.push(node);
  }
  if (!closed) {
    throw new StatementError(
      `<${stack[stack.length - 1]?.name ?? 'OFX'}> is not closed at the end of the file.`,
    );
  }
  return root;
}

/** One element of fast-xml-parser's ordered output: its name keys its children; `#text` is text. */
type XmlNode = Record<string | symbol, unknown>;

const XML = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Character references (&#201;) and the HTML names banks write (&nbsp;), as the SGML reader reads them.
  htmlEntities: true,
  // Amounts, ids and dates stay text ("00123" is an id, not 123).
  parseTagValue: false,
  trimValues: true,
  captureMetaData: true,
  maxNestedTags: MAX_DEPTH,
});
const META = XMLParser.getMetaDataSymbol() as unknown as symbol;

/**
 * An OFX 2.x file: well-formed XML (checked first, so a broken file fails with its line), read by
 * fast-xml-parser into the same tree as the SGML reader's. A DOCTYPE is refused: OFX has none, and its
 * entity declarations are the classic way to make a small file expand into a huge one.
 */
function readXmlTree(content: string): OfxNode {
  if (/<!DOCTYPE/i.test(content)) throw new StatementError('The file is not OFX: it declares a DOCTYPE.');
  const valid = XMLValidator.validate(content);
  if (valid !== true) {
    throw new StatementError(
      `The XML is not well formed on line ${valid.err.line}: ${clip(valid.err.msg, 120)}`,
    );
  }
  let parsed: XmlNode[];
  try {
    parsed = XML.parse(content) as XmlNode[];
  } catch (error) {
    throw new StatementError(
      `The XML cannot be read: ${clip(error instanceof Error ? error.message : '', 120)}`,
    );
  }
  const ofx = parsed.find((node) => Object.keys(node).some((key) => key.toUpperCase() === 'OFX'));
  if (!ofx) throw new StatementError('The file is not OFX: it has no <OFX> element.');
  // Line numbers from the offsets fast-xml-parser records: counted once over the text.
  const lineStarts = [0];
  for (let index = content.indexOf('\n'); index >= 0; index = content.indexOf('\n', index + 1))
    lineStarts.push(index + 1);
  const lineAt = (offset: number): number => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((lineStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  const convert = (node: XmlNode): OfxNode | null => {
    const name = Object.keys(node).find((key) => key !== '#text');
    if (name === undefined) return null;
    const meta = node[META] as { startIndex?: number } | undefined;
    const children = (node[name] as XmlNode[] | undefined) ?? [];
    const text = children
      .map((child) => child['#text'])
      .filter((part): part is string | number => part !== undefined)
      .join('');
    const elements = children.flatMap((child) => convert(child) ?? []);
    return {
      name: name.toUpperCase(),
      line: lineAt(meta?.startIndex ?? 0),
      text: elements.length === 0 && String(text).trim() !== '' ? String(text).trim() : null,
      children: elements,
    };
  };
  const root = convert(ofx);
  if (!root) throw new StatementError('The file is not OFX: it has no <OFX> element.');
  return root;
}

function skipComment(content: string, open: number): number {
  const end = content.indexOf('-->', open + 4);
  if (end < 0) throw new StatementError('A comment is not closed.');
  return end + 3;
}

function countLines(text: string): number {
  let lines = 0;
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) lines += 1;
  return lines;
}

function collect(node: OfxNode, name: string, found: OfxNode[] = []): OfxNode[] {
  for (const child of node.children) {
    if (child.name === name) found.push(child);
    else if (child.text === null) collect(child, name, found);
  }
  return found;
}

function leaf(node: OfxNode, name: string): string | null {
  const child = node.children.find((candidate) => candidate.name === name && candidate.text !== null);
  return child?.text ?? null;
}

/** 'YYYY-MM-DD' from an OFX datetime (YYYYMMDD, then optional HHMMSS.XXX[offset:TZ]). */
function ofxDate(text: string | null): string {
  if (text === null) throw new RowError('The transaction has no DTPOSTED.');
  const match =
    /^(\d{4})(\d{2})(\d{2})(?:\d{2}(?:\d{2}(?:\d{2}(?:\.\d{1,3})?)?)?)?(?:\[[+-]?\d{1,2}(?:\.\d{1,2})?(?::[A-Za-z]{1,8})?\])?$/.exec(
      text,
    );
  if (!match) throw new RowError(`DTPOSTED '${clip(text)}' is not an OFX date.`);
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso)
    throw new RowError(`DTPOSTED '${clip(text)}' is not a day of the calendar.`);
  return iso;
}

/** The ISO code of a currency aggregate (CURRENCY or ORIGCURRENCY: CURSYM) or a CURDEF, if it is one. */
function currencyCode(text: string | null | undefined): string | null {
  const code = text?.trim().toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/** Aggregates of an investment statement's INVTRANLIST that are trades or their income, not cash. */
const isTrade = (node: OfxNode): boolean => node.text === null && node.name !== 'INVBANKTRAN';

/**
 * The transactions of every statement in the file (bank, credit card, and the cash of an investment
 * account), each in its statement's currency, and what the user should know: an investment statement's
 * trades are not imported.
 */
export function parseOfx(content: string): Statement {
  const tree = readOfxTree(content);
  const statements = [
    ...collect(tree, 'STMTRS'),
    ...collect(tree, 'CCSTMTRS'),
    ...collect(tree, 'INVSTMTRS'),
  ];
  const notices: string[] = [];
  // A file without a statement aggregate around its transactions is read as it comes (no currency).
  const entries =
    statements.length === 0
      ? collect(tree, 'STMTTRN').map((entry) => ({ entry, currency: null }))
      : statements.flatMap((statement) => {
          const currency = currencyCode(leaf(statement, 'CURDEF'));
          return collect(statement, 'STMTTRN').map((entry) => ({ entry, currency }));
        });
  const investments = collect(tree, 'INVSTMTRS');
  if (investments.length > 0) {
    const trades = investments.flatMap((statement) =>
      collect(statement, 'INVTRANLIST').flatMap((list) => list.children.filter(isTrade)),
    );
    notices.push(
      `This is an investment statement: investments are not supported, so its ${trades.length} trade${
        trades.length === 1 ? '' : 's'
      } (buys, sells, income and the like) ${trades.length === 1 ? 'is' : 'are'} left out. Only its cash transactions are imported.`,
    );
  }
  if (entries.length > IMPORT_LIMITS.maxRows) {
    throw new StatementError(`The file has more than ${IMPORT_LIMITS.maxRows} transactions.`);
  }
  const rows = entries.map(({ entry, currency: statementCurrency }): StatementRow => {
    const name = leaf(entry, 'NAME') ?? leaf(collect(entry, 'PAYEE')[0] ?? entry, 'NAME') ?? '';
    const note = leaf(entry, 'MEMO') ?? '';
    const check = leaf(entry, 'CHECKNUM');
    const parts = [name, note !== name ? note : '', check ? `Check ${check}` : ''].filter(
      (part) => part !== '',
    );
    const memo = cleanMemo(parts.join(' - '));
    // A transaction in another currency than its statement's names it in CURRENCY or ORIGCURRENCY.
    const own = [...collect(entry, 'CURRENCY'), ...collect(entry, 'ORIGCURRENCY')][0];
    const currency = currencyCode(own ? leaf(own, 'CURSYM') : null) ?? statementCurrency;
    try {
      const date = ofxDate(leaf(entry, 'DTPOSTED'));
      const text = leaf(entry, 'TRNAMT');
      if (text === null) throw new RowError('The transaction has no TRNAMT.');
      // OFX writes a decimal point; some banks in comma countries write a comma.
      const decimal = text.includes(',') && !text.includes('.') ? ',' : '.';
      const amount = parseStatementAmount(text, decimal);
      const fitId = leaf(entry, 'FITID');
      return {
        line: entry.line,
        date,
        amount,
        memo,
        externalId: fitId ? fitId.slice(0, 255) : null,
        currency,
      };
    } catch (error) {
      if (error instanceof RowError) return { line: entry.line, memo, error: error.message };
      throw error;
    }
  });
  return { rows, notices };
}
