// Reading scans: one scan with its versions and pages, and the paged, searched list.
import type { Knex } from 'knex';
import {
  SCAN_SEARCH_CAP,
  ocrEngineSchema,
  type Scan,
  type ScanPage,
  type ScanPageList,
  type ScanSummary,
  type ScanVersion,
} from '@lcars/contract/scanner';
import { isoOf } from '../../db/dates.js';
import { count, isPostgres } from '../../db/knex.js';
import { badRequest } from '../../http/errors.js';
import type { UserServiceContext } from '../../http/context.js';
import type { ServerContext } from '../../server-context.js';
import { HIT_END, HIT_START, ftsMatch, snippetParts, textMatches, tsQuery } from './search.js';
import { typed } from '../../db/typed.js';
import type { ScanFilterQuery } from '@lcars/contract/scanner';
import { findDates } from './dates.js';
import { scanFilters, scanRefs, scanVocabulary } from './vocabulary/scans.js';
import {
  PAGE_COLUMNS,
  ownScan,
  pageOf,
  statusOf,
  tagsOf,
  type PageRow,
  type ScanRow,
  type VersionRow,
} from './rows.js';

export async function getScan(context: UserServiceContext, server: ServerContext, id: number): Promise<Scan> {
  const scan = await ownScan(context.db, context.user.id, id);
  const versions = await typed<VersionRow[]>(
    context
      .db('scan_versions as v')
      .join('users as u', 'u.id', 'v.created_by_id')
      .where('v.scan_id', id)
      .orderBy('v.version_number', 'desc')
      .select('v.*', 'u.user_name as created_by'),
  );
  const pages = await typed<PageRow[]>(
    context
      .db('scan_pages')
      .where({ scan_id: id })
      .orderBy(['version_id', 'page_number'])
      .select(PAGE_COLUMNS),
  );
  const byVersion = new Map<number, ScanPage[]>();
  for (const page of pages) {
    const list = byVersion.get(page.version_id) ?? [];
    list.push(pageOf(page));
    byVersion.set(page.version_id, list);
  }
  const versionList: ScanVersion[] = [];
  for (const version of versions) {
    versionList.push({
      id: version.id,
      scanId: version.scan_id,
      versionNumber: version.version_number,
      note: version.note,
      pageCount: version.page_count,
      pages: byVersion.get(version.id) ?? [],
      ocrStatus: await statusOf(server, context.user.id, version),
      ocrJobId: version.ocr_job_id,
      ocrEngine: ocrEngineSchema.nullable().catch(null).parse(version.ocr_engine),
      hasPdf: version.pdf_file_id !== null,
      createdBy: version.created_by ?? '',
      createdDate: isoOf(version.created_at),
    });
  }
  const originals = await typed<
    { id: number; version_id: number; name: string; page_count: number; content_type: string; size: number }[]
  >(
    context
      .db('scan_originals as o')
      .join('stored_files as f', 'f.id', 'o.file_id')
      .where('o.scan_id', id)
      .orderBy('o.id')
      .select('o.id', 'o.version_id', 'o.name', 'o.page_count', 'f.content_type', 'f.size'),
  );
  const current = versionList.find((version) => version.id === scan.current_version_id);
  return {
    id: scan.id,
    title: scan.title,
    description: scan.description,
    tags: tagsOf(scan.tags),
    documentDate: scan.document_date ?? null,
    suggestedDates: findDates(scan.ocr_text),
    ...(await scanVocabulary(context.db, context.user.id, scan)),
    currentVersionId: scan.current_version_id,
    pageCount: scan.page_count,
    ocrStatus: current?.ocrStatus ?? 'none',
    ocrText: scan.ocr_text,
    createdDate: isoOf(scan.created_at),
    modifiedDate: isoOf(scan.modified_at),
    versions: versionList,
    originals: originals.map((original) => ({
      id: original.id,
      versionId: original.version_id,
      versionNumber: versionList.find((version) => version.id === original.version_id)?.versionNumber ?? 0,
      name: original.name,
      contentType: original.content_type,
      bytes: count(original.size),
      pageCount: original.page_count,
    })),
  };
}

interface SummaryRow extends ScanRow {
  version_number: number | null;
  ocr_status: string | null;
  first_page_id: number | null;
}

/** The most of a version's text the snippet reads (ts_headline's cost grows with the text it is given). */
const SNIPPET_TEXT_CHARS = 20_000;
const HEADLINE_OPTIONS = `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=24, MinWords=10, MaxFragments=2`;

interface Found {
  snippet: string | null;
  versionNumber: number | null;
}

/**
 * Where each scan of the page matched: the version (the current one when it or the scan's own fields hold
 * the term, else the newest earlier version that does) and a snippet of it. Only for the page's rows, with
 * each text bounded: the cost does not grow with the number of matches.
 */
async function whereFound(
  db: Knex | Knex.Transaction,
  rows: readonly SummaryRow[],
  term: string,
): Promise<Map<number, Found>> {
  const found = new Map<number, Found>();
  if (rows.length === 0) return found;
  const ids = rows.map((row) => row.id);
  if (isPostgres(db)) {
    const text = tsQuery(term)!;
    const result = await db.raw<{
      rows: { scan_id: number; version_number: number; snippet: string | null }[];
    }>(
      `SELECT m.scan_id, m.version_number,
         ts_headline('english', m.body, to_tsquery('english', ?), ?) AS snippet
       FROM (
         SELECT DISTINCT ON (v.scan_id) v.scan_id, v.version_number,
           s.title || ' · ' || replace(s.tags, ',', ', ') || ' · ' || s.description || ' · ' ||
             substr(v.ocr_text, 1, ?) AS body
         FROM scan_versions v JOIN scans s ON s.id = v.scan_id
         WHERE v.scan_id = ANY(?)
         ORDER BY v.scan_id,
           (v.id = s.current_version_id AND (
             to_tsvector('english', s.title || ' ' || replace(s.tags, ',', ' ') || ' ' || s.description ||
               ' ' || substr(v.ocr_text, 1, ?)) @@ to_tsquery('english', ?))) DESC,
           (to_tsvector('english', substr(v.ocr_text, 1, ?)) @@ to_tsquery('english', ?)) DESC,
           v.version_number DESC
       ) m`,
      [text, HEADLINE_OPTIONS, SNIPPET_TEXT_CHARS, ids, SNIPPET_TEXT_CHARS, text, SNIPPET_TEXT_CHARS, text],
    );
    for (const row of result.rows)
      found.set(Number(row.scan_id), { snippet: row.snippet, versionNumber: row.version_number });
    return found;
  }
  // SQLite: FTS5's snippet of the page's rows; the version from the texts, read bounded for these rows.
  const match = ftsMatch(term)!;
  const snippets = await typed<{ id: number; best: string | null; older: string | null }[]>(
    db.raw(
      `SELECT rowid AS id, snippet(scans_fts, -1, ?, ?, '…', 16) AS best, snippet(scans_fts, 4, ?, ?, '…', 16) AS older
     FROM scans_fts WHERE scans_fts MATCH ? AND rowid IN (${ids.map(() => '?').join(', ')})`,
      [HIT_START, HIT_END, HIT_START, HIT_END, match, ...ids],
    ),
  );
  const versions = await typed<{ scan_id: number; version_number: number; id: number; text: string }[]>(
    db('scan_versions')
      .whereIn('scan_id', ids)
      .orderBy('version_number', 'desc')
      .select(
        'scan_id',
        'version_number',
        'id',
        db.raw('substr(ocr_text, 1, ?) as text', [SNIPPET_TEXT_CHARS]),
      ),
  );
  for (const row of rows) {
    const snippet = snippets.find((item) => Number(item.id) === row.id);
    const own = `${row.title} ${row.tags} ${row.description}`;
    const list = versions.filter((version) => version.scan_id === row.id);
    const current = list.find((version) => version.id === row.current_version_id);
    const older = list.find(
      (version) => version.id !== row.current_version_id && textMatches(version.text, term),
    );
    const inCurrent = textMatches(own, term) || (current !== undefined && textMatches(current.text, term));
    if (!inCurrent && older)
      found.set(row.id, {
        snippet: snippet?.older ?? snippet?.best ?? null,
        versionNumber: older.version_number,
      });
    else found.set(row.id, { snippet: snippet?.best ?? null, versionNumber: row.version_number });
  }
  return found;
}

/** One match of a search with its rank (higher is better). */
interface Candidate {
  id: number;
  rank: number;
}

const bestFirst = (a: Candidate, b: Candidate) => b.rank - a.rank || b.id - a.id;

/**
 * The newest matches of a search among `scans` (the caller's, filtered), at most one more than SCAN_SEARCH_CAP,
 * each with its rank: the bounded set a page is ranked from. A common word matches most of a large archive, and
 * ranking or counting all of them was most of the page's time (docs/decisions.md, "Scanner: ranked search within
 * the newest 1,000 matches"). Null when the term has no words.
 */
async function searchCandidates(
  db: Knex,
  scans: () => Knex.QueryBuilder,
  term: string,
): Promise<Candidate[] | null> {
  if (isPostgres(db)) {
    const text = tsQuery(term);
    if (text === null) return null;
    const newest = scans()
      .whereRaw("s.search_vector @@ to_tsquery('english', ?)", [text])
      .orderBy('s.id', 'desc')
      .limit(SCAN_SEARCH_CAP + 1)
      .select('s.id', 's.search_vector')
      .as('c');
    // ts_rank_cd over the bounded set only: the subquery's limit comes first.
    const rows = await typed<{ id: number; rank: number | string }[]>(
      db
        .from(newest)
        .select('c.id', db.raw("ts_rank_cd(c.search_vector, to_tsquery('english', ?)) as rank", [text])),
    );
    return rows.map((row) => ({ id: Number(row.id), rank: Number(row.rank) }));
  }
  const match = ftsMatch(term);
  if (match === null) return null;
  const hits = (expression: string): Knex.QueryBuilder =>
    scans()
      .join('scans_fts as f', 'f.rowid', 's.id')
      .whereRaw('scans_fts match ?', [expression])
      .orderBy('s.id', 'desc')
      .limit(SCAN_SEARCH_CAP + 1);
  const newest = await typed<{ id: number }[]>(hits(match).select('s.id'));
  if (newest.length <= SCAN_SEARCH_CAP) {
    // Every match is in the set: bm25 ranks them (lower is better). Column weights: title, tags,
    // description, recognised text, earlier versions' text.
    const rows = await typed<{ id: number; score: number }[]>(
      hits(match).select('s.id', db.raw('bm25(scans_fts, 10.0, 5.0, 2.0, 1.0, 0.5) as score')),
    );
    return rows.map((row) => ({ id: Number(row.id), rank: -Number(row.score) }));
  }
  // More matches than the cap: bm25 would read them all. The newest are ranked in two tiers, as a search
  // engine's title tier: title matches first. The newest title matches hold every title match among the newest.
  const inTitle = new Set(
    (await typed<{ id: number }[]>(hits(`{title} : (${match})`).select('s.id'))).map((row) => Number(row.id)),
  );
  return newest.map((row) => ({ id: Number(row.id), rank: inTitle.has(Number(row.id)) ? 1 : 0 }));
}

/**
 * A page of the caller's scans: without a term the most recently changed first; with one, the full-text
 * match over title, tags, description and the recognised text of every version, best first (bm25 on SQLite
 * with the title weighted most, ts_rank_cd on PostgreSQL with weights A to D) within the newest
 * SCAN_SEARCH_CAP matches, each with a snippet of where it matched and which version. Past the cap the total
 * is the cap and totalIsEstimate is true. The rows and snippets are read for the page only.
 */
export async function listScans(
  context: UserServiceContext,
  server: ServerContext,
  params: { page: number; itemsPerPage: number; term: string },
  filter?: ScanFilterQuery,
): Promise<ScanPageList> {
  const { db, user } = context;
  const filtersOf = await scanFilters(db, user.id, filter);
  const firstPage = db('scan_pages as p')
    .whereRaw('p.version_id = s.current_version_id')
    .andWhere('p.page_number', 1)
    .select('p.id');
  const scans = (): Knex.QueryBuilder => filtersOf(db('scans as s').where('s.user_id', user.id));
  const offset = (params.page - 1) * params.itemsPerPage;
  const term = params.term.trim();
  let ids: number[];
  let total: number;
  if (term === '') {
    const totalRow = (await scans().count({ total: '*' }).first()) as { total?: unknown } | undefined;
    total = count(totalRow?.total);
    ids = (
      await typed<{ id: number }[]>(
        scans()
          .select('s.id')
          .orderBy('s.modified_at', 'desc')
          .orderBy('s.id', 'desc')
          .limit(params.itemsPerPage)
          .offset(offset),
      )
    ).map((row) => Number(row.id));
  } else {
    if (offset >= SCAN_SEARCH_CAP) {
      throw badRequest([
        {
          field: 'page',
          message: `A search shows its best ${SCAN_SEARCH_CAP.toLocaleString('en')} scans: narrow it down.`,
        },
      ]);
    }
    const candidates = await searchCandidates(db, scans, term);
    if (candidates === null) return emptyPage(params);
    total = candidates.length;
    ids = candidates
      .sort((a, b) => b.id - a.id)
      .slice(0, SCAN_SEARCH_CAP)
      .sort(bestFirst)
      .slice(offset, offset + params.itemsPerPage)
      .map((candidate) => candidate.id);
  }
  const estimate = total > SCAN_SEARCH_CAP;
  if (estimate) total = SCAN_SEARCH_CAP;
  const unordered = await typed<(SummaryRow & { ocr_job_id: number | null })[]>(
    db('scans as s')
      .leftJoin('scan_versions as v', 'v.id', 's.current_version_id')
      .whereIn('s.id', ids)
      .select('s.*', 'v.version_number', 'v.ocr_status', 'v.ocr_job_id', firstPage.as('first_page_id')),
  );
  const rows = ids.flatMap((id) => unordered.filter((row) => row.id === id));
  const found = term === '' ? new Map<number, Found>() : await whereFound(db, rows, term);
  const refs = await scanRefs(db, user.id, rows);
  const records: ScanSummary[] = [];
  for (const row of rows) {
    const status =
      row.ocr_status === null
        ? 'none'
        : await statusOf(server, user.id, {
            ocr_status: row.ocr_status,
            ocr_job_id: row.ocr_job_id,
          } as VersionRow);
    records.push({
      id: row.id,
      title: row.title,
      description: row.description,
      tags: tagsOf(row.tags),
      documentDate: row.document_date ?? null,
      correspondent: refs.get(row.id)?.correspondent ?? null,
      documentType: refs.get(row.id)?.documentType ?? null,
      pageCount: row.page_count,
      currentVersionId: row.current_version_id,
      versionNumber: row.version_number ?? 0,
      firstPageId: row.first_page_id === null ? null : Number(row.first_page_id),
      ocrStatus: status,
      snippet: snippetParts(found.get(row.id)?.snippet),
      matchedVersionNumber: found.get(row.id)?.versionNumber ?? null,
      modifiedDate: isoOf(row.modified_at),
    });
  }
  return {
    total,
    itemsPerPage: params.itemsPerPage,
    page: params.page,
    pageCount: Math.ceil(total / params.itemsPerPage),
    startIndex: records.length === 0 ? 0 : offset + 1,
    stopIndex: offset + records.length,
    ...(estimate ? { totalIsEstimate: true } : {}),
    sortBy: term === '' ? 'modifiedDate' : 'rank',
    sortDirection: 'desc',
    records,
  };
}

function emptyPage(params: { page: number; itemsPerPage: number }): ScanPageList {
  return {
    total: 0,
    itemsPerPage: params.itemsPerPage,
    page: params.page,
    pageCount: 0,
    startIndex: 0,
    stopIndex: 0,
    sortBy: 'rank',
    sortDirection: 'desc',
    records: [],
  };
}
