// OFX and QFX statements, both generations: 1.x is SGML (a header of KEY:VALUE lines, element tags whose
// end tags may be left out), 2.x is XML (an <?xml?> and an <?OFX?> processing instruction, every tag closed).
// A small strict reader: one linear pass over the tags, a stack of the open aggregates, leaf elements read
// as their text; any tag out of place fails the whole file with the line it is on. (The npm OFX parsers
// were tried first: docs/decisions.md says why none is used.)
import { IMPORT_LIMITS } from '../../../contract/money/index.js';
import { StatementError, type StatementRow } from './parsed.js';
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
  if (!/OFXHEADER\s*:\s*\d+/i.test(head) && !/<\?OFX\b/i.test(head)) {
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

export function parseOfx(content: string): StatementRow[] {
  const tree = readOfxTree(content);
  const entries = collect(tree, 'STMTTRN');
  if (entries.length > IMPORT_LIMITS.maxRows) {
    throw new StatementError(`The file has more than ${IMPORT_LIMITS.maxRows} transactions.`);
  }
  return entries.map((entry) => {
    const name = leaf(entry, 'NAME') ?? leaf(collect(entry, 'PAYEE')[0] ?? entry, 'NAME') ?? '';
    const note = leaf(entry, 'MEMO') ?? '';
    const check = leaf(entry, 'CHECKNUM');
    const parts = [name, note !== name ? note : '', check ? `Check ${check}` : ''].filter(
      (part) => part !== '',
    );
    const memo = cleanMemo(parts.join(' - '));
    try {
      const date = ofxDate(leaf(entry, 'DTPOSTED'));
      const text = leaf(entry, 'TRNAMT');
      if (text === null) throw new RowError('The transaction has no TRNAMT.');
      // OFX writes a decimal point; some banks in comma countries write a comma.
      const decimal = text.includes(',') && !text.includes('.') ? ',' : '.';
      const amount = parseStatementAmount(text, decimal);
      const fitId = leaf(entry, 'FITID');
      return { line: entry.line, date, amount, memo, externalId: fitId ? fitId.slice(0, 255) : null };
    } catch (error) {
      if (error instanceof RowError) return { line: entry.line, memo, error: error.message };
      throw error;
    }
  });
}
