// The office password finder's rules: uploads only with the owner's confirmation, each object checked against
// the caller at every request (another user's upload or job is a 404), the password shown once and the
// decrypted copy downloadable once (both compare-and-set, so two requests at once cannot both get them), the
// candidates gone once a search ends, and an audit entry without secrets. An upload is kept for another search
// (one at a time) until its owner removes it, a search finds its password, or it is a day old.
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type {
  CandidateCount,
  CandidateSpec,
  OfficeUpload,
  ProtectionKind,
  ProtectionReport,
  SearchOutcome,
  ToolResult,
  Wordlist,
} from '@lcars/contract/tools';
import {
  candidateSpecSchema,
  OFFICE_UPLOAD_KEEP_HOURS,
  OFFICE_UPLOAD_MAX_BYTES,
  WORDLIST_MAX_BYTES,
  WORDLISTS_PER_USER,
} from '@lcars/contract/tools';
import { isoOf, toIso } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import { bool, isPostgres } from '../../db/knex.js';
import { defineFileKind } from '../../files/kind.js';
import { receiveUpload } from '../../files/upload.js';
import type { ApiContext, UserServiceContext } from '../../http/context.js';
import type { ServerContext } from '../../server-context.js';
import { ApiError, badRequest, notFound } from '../../http/errors.js';
import { ZipLimitError } from '../../zip/index.js';
import type { EndedJob, JobServer } from '../../jobs/kind.js';
import { audit } from '../../platform/audit/service.js';
import { shredDeleted } from '../../db/shred.js';
import {
  CandidateBoundError,
  countCandidates,
  planCandidates,
  type WordlistSource,
} from './candidates/generator.js';
import { MaskError } from './candidates/mask.js';
import { RuleError } from './candidates/rules.js';
import { WordlistInspector } from './candidates/wordlist.js';
import { inspectOfficeFile, NotAnOfficeFileError } from './office/detect.js';
import { unprotectedCopy } from './office/unprotect.js';
import type { SearchCheckpoint, SearchPayload, SearchResult } from './search/handler.js';
import { sizeOf, validRanges, type Range } from './search/ranges.js';
import { open as openSealed, seal } from '../../crypto/seal.js';
import { jobKeyEncryptionKey, newJobDataKey, unwrapJobDataKey, wrapJobDataKey } from '../../jobs/secrets.js';

export const OFFICE_SEARCH_JOB = 'tools.office-password';

export const officeUploadKind = defineFileKind({
  name: 'tools.office',
  maxBytes: OFFICE_UPLOAD_MAX_BYTES,
  types: ['zip', 'ole'],
});
export const officeCopyKind = defineFileKind({
  name: 'tools.office-copy',
  maxBytes: OFFICE_UPLOAD_MAX_BYTES * 2,
  types: ['zip', 'ole'],
});

/** Word lists: text, bounded as they stream in (WordlistInspector); kept until their owner removes them. */
export const wordlistKind = defineFileKind({
  name: 'tools.wordlist',
  maxBytes: WORDLIST_MAX_BYTES,
  types: ['text'],
});

interface WordlistRow {
  file_id: number;
  user_id: number;
  name: string;
  size: number;
  words: number;
  created_at: unknown;
}

const wordlistOf = (row: WordlistRow): Wordlist => ({
  fileId: row.file_id,
  name: row.name,
  size: row.size,
  words: row.words,
  createdDate: isoOf(row.created_at),
});

const tooManyWordlists = () =>
  new ApiError(409, {
    detail: `You keep ${WORDLISTS_PER_USER} word lists, the most one may: remove one first.`,
  });

/** POST tools/wordlists: stores a word list of the caller's, counting its words as it streams in. */
export async function uploadWordlist(
  ctx: ApiContext,
  context: UserServiceContext,
  server: ServerContext,
): Promise<Wordlist> {
  const userId = context.user.id;
  // Refused before a byte is read when the caller keeps the most already (taken again atomically below).
  const [{ n }] = (await context.db('tools_wordlists').where({ user_id: userId }).count({ n: '*' })) as [
    { n: number | string },
  ];
  if (Number(n) >= WORDLISTS_PER_USER) throw tooManyWordlists();
  const inspector = new WordlistInspector();
  const file = await receiveUpload(ctx, server.files, { ...wordlistKind, inspect: () => inspector }, userId);
  try {
    const createdAt = new Date();
    await context.db.transaction(async (trx) => {
      // One user's uploads at once: the count and the insert under the user's lock (SQLite runs one
      // transaction at a time anyway).
      if (isPostgres(trx)) await trx('users').where({ id: userId }).forUpdate().first('id');
      const [{ n: kept }] = (await trx('tools_wordlists').where({ user_id: userId }).count({ n: '*' })) as [
        { n: number | string },
      ];
      if (Number(kept) >= WORDLISTS_PER_USER) throw tooManyWordlists();
      await trx('tools_wordlists').insert({
        file_id: file.id,
        user_id: userId,
        name: file.name,
        size: file.size,
        words: inspector.words,
        created_at: createdAt,
      });
      await audit(trx, {
        event: 'tools.wordlist.upload',
        userId,
        detail: { file: file.name, size: file.size, words: inspector.words },
      });
    });
    return wordlistOf({
      file_id: file.id,
      user_id: userId,
      name: file.name,
      size: file.size,
      words: inspector.words,
      created_at: createdAt,
    });
  } catch (error) {
    await server.files.release(file.id);
    throw error;
  }
}

/** GET tools/wordlists: the caller's word lists, newest first. */
export async function listWordlists(context: UserServiceContext): Promise<{ records: Wordlist[] }> {
  const rows = await context
    .db<WordlistRow>('tools_wordlists')
    .where({ user_id: context.user.id })
    .orderBy('file_id', 'desc');
  return { records: rows.map(wordlistOf) };
}

const NO_SUCH_WORDLIST = 'No such word list: it was removed.';

async function ownWordlist(db: Db, userId: number, fileId: number): Promise<WordlistRow> {
  const row = await db<WordlistRow>('tools_wordlists').where({ file_id: fileId, user_id: userId }).first();
  if (!row) throw notFound(NO_SUCH_WORDLIST);
  return row;
}

/** DELETE tools/wordlists/{fileId}: not while a search that reads it is queued or running (409). */
export async function removeWordlist(
  context: UserServiceContext,
  server: ServerContext,
  fileId: number,
): Promise<{ fileId: number; deleted: boolean }> {
  const userId = context.user.id;
  const row = await ownWordlist(context.db, userId, fileId);
  const reading = await context
    .db('tools_searches')
    .where({ user_id: userId, wordlist_file_id: fileId })
    .whereNull('ended_at')
    .first<{ job_id: number } | undefined>('job_id');
  if (reading) {
    throw new ApiError(409, {
      detail: `A search reads ${row.name}: wait for it to end, or cancel it.`,
    });
  }
  const gone = await context.db('tools_wordlists').where({ file_id: fileId, user_id: userId }).delete();
  if (gone !== 1) throw notFound(NO_SUCH_WORDLIST);
  await server.files.release(fileId);
  await audit(context.db, { event: 'tools.wordlist.removed', userId, detail: { file: row.name } });
  return { fileId, deleted: true };
}

/** The spec's word list (its count), checked against the caller; a 404 naming the field when not theirs. */
async function wordlistOfSpec(
  db: Db,
  userId: number,
  spec: CandidateSpec,
): Promise<WordlistSource | undefined> {
  if (spec.wordlistId === null) return undefined;
  const row = await db<WordlistRow>('tools_wordlists')
    .where({ file_id: spec.wordlistId, user_id: userId })
    .first();
  if (!row) {
    throw new ApiError(404, {
      detail: NO_SUCH_WORDLIST,
      errors: [{ field: 'wordlistId', message: NO_SUCH_WORDLIST }],
    });
  }
  return { count: row.words };
}

const badRules = (error: RuleError) => badRequest([{ field: 'rules', message: error.message }]);

interface UploadRow {
  file_id: number;
  user_id: number;
  name: string;
  protection: ProtectionKind;
  created_at: unknown;
  /** The search running on it, if any. */
  job_id: number | null;
  /** The protection report as JSON (null for uploads made before it was kept). */
  report: string | null;
}

interface SearchRow {
  job_id: number;
  user_id: number;
  /** The upload it read (no longer holding it: the upload's row does). */
  upload_file_id: number | null;
  copy_file_id: number | null;
  file_name: string;
  protection: ProtectionKind;
  total: number;
  tried: number | null;
  outcome: SearchOutcome | null;
  password_shown: boolean | number;
  created_at: unknown;
  ended_at: unknown;
  duration_ms: number | null;
  /** What is left to try ([start, end) ranges as JSON), kept while it runs and when it stops. */
  remaining: string | null;
  start_position: number;
  resumed_from: number | null;
  resumed_as: number | null;
}

/** Stores an upload of the caller's, after their confirmation that the file is theirs; answers its report. */
export async function uploadOfficeFile(
  ctx: ApiContext,
  context: UserServiceContext,
  server: ServerContext,
): Promise<OfficeUpload> {
  const confirms = (value: unknown) => value === 'true' || value === 'mine';
  const refused = () => badRequest([{ field: 'confirm', message: 'Confirm that the file is your own.' }]);
  // A raw body can only confirm in the query; a form may confirm in its "confirm" field.
  if (!confirms(ctx.query.confirm) && !ctx.is('multipart/form-data')) throw refused();
  const userId = context.user.id;
  const fields = new Map<string, string>();
  const file = await receiveUpload(ctx, server.files, officeUploadKind, userId, fields);
  try {
    if (!confirms(ctx.query.confirm) && !confirms(fields.get('confirm'))) throw refused();
    const bytes = await server.files.readOwned(userId, file.id);
    const { report } = await inspectOfficeFile(bytes);
    const createdAt = new Date();
    await context.db('tools_uploads').insert({
      file_id: file.id,
      user_id: userId,
      name: file.name,
      protection: report.kind,
      report: JSON.stringify(report),
      created_at: createdAt,
    });
    await audit(context.db, {
      event: 'tools.upload',
      userId,
      detail: { file: file.name, size: file.size, kind: report.kind },
    });
    return {
      fileId: file.id,
      name: file.name,
      size: file.size,
      report,
      keptUntil: keptUntil(createdAt),
      searchId: null,
    };
  } catch (error) {
    await server.files.release(file.id);
    if (error instanceof NotAnOfficeFileError) throw badRequest([{ field: 'file', message: error.message }]);
    if (error instanceof ZipLimitError) {
      throw new ApiError(413, { detail: error.message, errors: [{ field: 'file', message: error.message }] });
    }
    throw error;
  }
}

const KEEP_MS = OFFICE_UPLOAD_KEEP_HOURS * 3600_000;

/** When an upload made at `created` is deleted at the latest. */
const keptUntil = (created: unknown): string =>
  new Date(new Date(isoOf(created)).getTime() + KEEP_MS).toISOString();

const expired = (row: Pick<UploadRow, 'created_at'>, now = Date.now()): boolean =>
  new Date(isoOf(row.created_at)).getTime() + KEEP_MS <= now;

/** Deletes an upload's row and releases its file, if the row is still as `where` says (compare-and-set). */
async function dropUpload(db: Db, server: ServerContext, where: Record<string, unknown>): Promise<boolean> {
  const row = await db<UploadRow>('tools_uploads').where(where).first('file_id');
  if (!row) return false;
  const gone = await db('tools_uploads').where(where).delete();
  if (gone === 1) await server.files.release(row.file_id);
  return gone === 1;
}

const NO_SUCH_UPLOAD = 'No such upload: it was removed, or deleted a day after it came.';

/** Why a compare-and-set on an upload missed: it went meanwhile (404), or a search runs on it (409). */
async function missedUpload(db: Db | Knex.Transaction, fileId: number, name: string): Promise<ApiError> {
  const row = await db<UploadRow>('tools_uploads').where({ file_id: fileId }).first('job_id');
  if (!row) return notFound(NO_SUCH_UPLOAD);
  return new ApiError(409, {
    detail: `A search of ${name} is running: wait for it to end, or cancel it.`,
  });
}

/** One of the caller's uploads. A day-old one the sweep has not reached yet is as gone: it is deleted now. */
async function ownUpload(db: Db, server: ServerContext, userId: number, fileId: number): Promise<UploadRow> {
  const row = await db<UploadRow>('tools_uploads').where({ file_id: fileId, user_id: userId }).first();
  if (!row) throw notFound(NO_SUCH_UPLOAD);
  if (expired(row) && row.job_id === null) {
    await dropUpload(db, server, { file_id: fileId, job_id: null });
    throw notFound(NO_SUCH_UPLOAD);
  }
  return row;
}

/** GET tools/op/{fileId}: a kept upload and its report, for another search. */
export async function getUpload(
  context: UserServiceContext,
  server: ServerContext,
  fileId: number,
): Promise<OfficeUpload> {
  const upload = await ownUpload(context.db, server, context.user.id, fileId);
  const file = await server.files.getOwned(context.user.id, fileId);
  // Uploads made before reports were kept are read again.
  const report =
    upload.report === null
      ? (await inspectOfficeFile(await server.files.readOwned(context.user.id, fileId))).report
      : (JSON.parse(upload.report) as ProtectionReport);
  return {
    fileId,
    name: upload.name,
    size: file.size,
    report,
    keptUntil: keptUntil(upload.created_at),
    searchId: upload.job_id,
  };
}

/** DELETE tools/op/{fileId}: the owner removes an upload now; not while a search runs on it (409). */
export async function removeUpload(
  context: UserServiceContext,
  server: ServerContext,
  fileId: number,
): Promise<{ fileId: number; deleted: boolean }> {
  const upload = await ownUpload(context.db, server, context.user.id, fileId);
  if (!(await dropUpload(context.db, server, { file_id: fileId, job_id: null }))) {
    throw await missedUpload(context.db, fileId, upload.name);
  }
  await audit(context.db, {
    event: 'tools.upload.removed',
    userId: context.user.id,
    detail: { file: upload.name },
  });
  return { fileId, deleted: true };
}

/** The unprotected copy of a flags-only upload: its bytes and name. */
export async function unprotectUpload(
  context: UserServiceContext,
  server: ServerContext,
  fileId: number,
): Promise<{ name: string; bytes: Buffer }> {
  const upload = await ownUpload(context.db, server, context.user.id, fileId);
  if (upload.protection !== 'flags') {
    throw new ApiError(409, { detail: 'This file has no protection flags to remove.' });
  }
  const copy = await unprotectedCopy(await server.files.readOwned(context.user.id, fileId));
  if (!copy) throw new ApiError(409, { detail: 'This file has no protection flags to remove.' });
  await audit(context.db, {
    event: 'tools.unprotect',
    userId: context.user.id,
    detail: { file: upload.name, kind: upload.protection },
  });
  const dot = upload.name.lastIndexOf('.');
  const name = dot > 0 ? `${upload.name.slice(0, dot)} (unprotected)${upload.name.slice(dot)}` : upload.name;
  return { name, bytes: copy };
}

/**
 * The count of a spec, and whether a search may run it; a 400 naming the line of a bad rule, a 404 for a word
 * list not the caller's.
 */
export async function countSpec(context: UserServiceContext, spec: CandidateSpec): Promise<CandidateCount> {
  const wordlist = await wordlistOfSpec(context.db, context.user.id, spec);
  try {
    const count = countCandidates(spec, wordlist);
    try {
      planCandidates(spec, undefined, wordlist);
      return {
        count: count.toString(),
        allowed: count > 0n,
        ...(count === 0n ? { message: 'No candidates yet.' } : {}),
      };
    } catch (error) {
      if (error instanceof CandidateBoundError)
        return { count: count.toString(), allowed: false, message: error.message };
      throw error;
    }
  } catch (error) {
    if (error instanceof MaskError) return { count: '0', allowed: false, message: error.message };
    if (error instanceof RuleError) throw badRules(error);
    throw error;
  }
}

/** Starts a search of an encrypted upload of the caller's, as a job. */
export async function startSearch(
  context: UserServiceContext,
  server: ServerContext,
  fileId: number,
  spec: CandidateSpec,
  resume?: { from: number; ranges: Range[]; total: number },
): Promise<ToolResult> {
  const userId = context.user.id;
  const upload = await ownUpload(context.db, server, userId, fileId);
  if (upload.protection === 'none' || upload.protection === 'flags') {
    throw new ApiError(409, { detail: 'This file is not encrypted: there is no password to search for.' });
  }
  const wordlist = await wordlistOfSpec(context.db, userId, spec);
  let total: number;
  try {
    total = planCandidates(spec, undefined, wordlist).count;
  } catch (error) {
    if (error instanceof RuleError) throw badRules(error);
    if (error instanceof CandidateBoundError) throw badRequest([{ field: 'masks', message: error.message }]);
    if (error instanceof MaskError) throw badRequest([{ field: 'masks', message: error.message }]);
    throw error;
  }
  if (total === 0)
    throw badRequest([{ field: 'words', message: 'Give at least one word, mask or word list.' }]);
  // A resumed search's candidates are numbered as they were (its word list unchanged: lists are never edited).
  if (resume && resume.total !== total) {
    throw new ApiError(409, { detail: 'What this search tried has changed: start a new search instead.' });
  }
  const payload: SearchPayload = { fileId, ...spec, ...(resume && { ranges: resume.ranges }) };
  // The job, the search row, the upload's mark and the audit entry commit together or not at all.
  const job = await context.db.transaction(async (trx) => {
    if (resume) {
      // Of two resumes at once, one takes the stopped search's sealed spec (compare-and-set on its row).
      const taken = await trx(RESUME_TABLE).where({ job_id: resume.from, user_id: userId }).delete();
      if (taken !== 1) throw new ApiError(409, { detail: 'This search was resumed already.' });
    }
    const queued = await server.jobs.enqueue(OFFICE_SEARCH_JOB, payload, userId, { trx });
    await trx('tools_searches').insert({
      job_id: queued.id,
      user_id: userId,
      upload_file_id: fileId,
      file_name: upload.name,
      protection: upload.protection,
      total,
      wordlist_file_id: spec.wordlistId,
      start_position: resume ? total - sizeOf(resume.ranges) : 0,
      resumed_from: resume?.from ?? null,
      created_at: new Date(),
    });
    if (resume) await trx('tools_searches').where({ job_id: resume.from }).update({ resumed_as: queued.id });
    // One search of an upload at a time, and the day-old sweep leaves an upload alone while one runs: of two
    // starts at once, one marks it (compare-and-set on no search running).
    const marked = await trx('tools_uploads')
      .where({ file_id: fileId, user_id: userId, job_id: null })
      .update({ job_id: queued.id });
    if (marked !== 1) throw await missedUpload(trx, fileId, upload.name);
    await audit(trx, {
      event: 'tools.search.start',
      userId,
      detail: {
        job: queued.id,
        file: upload.name,
        kind: upload.protection,
        candidates: total,
        ...(resume && { resumes: resume.from, from: total - sizeOf(resume.ranges) }),
      },
    });
    return queued;
  });
  if (resume) await shredDeleted(context.db, [RESUME_TABLE]);
  return getResult(context, server, job.id, { reveal: false });
}

/** Where a stopped search's spec waits for its resume, sealed (see tools_005_resume). */
const RESUME_TABLE = 'tools_resume';
const RESUME_SEAL = 'lcars.tools.resume.v1';

/** POST tools/data/results/{id}/resume: a new search of the same candidates, from the stopped one's position. */
export async function resumeSearch(
  context: UserServiceContext,
  server: ServerContext,
  id: number,
): Promise<ToolResult> {
  const userId = context.user.id;
  const row = await ownSearch(context.db, userId, id);
  const sealed = await context
    .db(RESUME_TABLE)
    .where({ job_id: id, user_id: userId })
    .first<{ data_key: string; secrets: string } | undefined>('data_key', 'secrets');
  const ranges = validRanges(row.remaining === null ? null : JSON.parse(row.remaining), row.total);
  if (!sealed || !ranges || ranges.length === 0 || row.upload_file_id === null) {
    throw new ApiError(409, { detail: 'This search cannot be resumed: start a new one.' });
  }
  const kek = jobKeyEncryptionKey(server.jwtKey);
  const dataKey = unwrapJobDataKey(kek, sealed.data_key, id);
  let spec: CandidateSpec;
  try {
    spec = candidateSpecSchema.parse(
      JSON.parse(openSealed(dataKey, sealed.secrets, `${RESUME_SEAL}:${id}`).toString('utf8')),
    );
  } finally {
    dataKey.fill(0);
  }
  return startSearch(context, server, row.upload_file_id, spec, { from: id, ranges, total: row.total });
}

interface JobView {
  status: ToolResult['status'];
  percent: number;
  message: string | null;
}

async function jobView(server: ServerContext, userId: number, id: number): Promise<JobView> {
  const job = await server.jobs.get(userId, id);
  return { status: job.status, percent: job.percent, message: job.message };
}

/** A search's row with its upload's, when the upload is kept and no search runs on it. */
type SearchWithUpload = SearchRow & { kept_created_at?: unknown; resume_job?: number | null };

/** Candidates tried so far: all but what is left, or what the end recorded. */
function positionOf(row: SearchRow): number | null {
  const ranges = validRanges(row.remaining === null ? null : JSON.parse(row.remaining), row.total);
  if (ranges) return row.total - sizeOf(ranges);
  return row.tried ?? (row.start_position > 0 ? row.start_position : null);
}

function resultOf(row: SearchWithUpload, job: JobView, password: string | null): ToolResult {
  return {
    id: row.job_id,
    fileName: row.file_name,
    protection: row.protection,
    status: job.status,
    percent: job.percent,
    message: job.message,
    total: row.total,
    tried: row.tried,
    outcome: row.outcome,
    password,
    passwordShown: bool(row.password_shown),
    copyAvailable: row.copy_file_id !== null,
    createdDate: isoOf(row.created_at),
    endedDate: toIso(row.ended_at),
    durationMs: row.duration_ms,
    position: positionOf(row),
    resumable:
      row.resume_job !== null &&
      row.resume_job !== undefined &&
      row.resumed_as === null &&
      row.kept_created_at !== null &&
      row.kept_created_at !== undefined &&
      !expired({ created_at: row.kept_created_at }),
    resumedFrom: row.resumed_from,
    resumedAs: row.resumed_as,
    keptFile:
      row.upload_file_id === null ||
      row.kept_created_at === null ||
      row.kept_created_at === undefined ||
      expired({ created_at: row.kept_created_at })
        ? null
        : { fileId: row.upload_file_id, keptUntil: keptUntil(row.kept_created_at) },
  };
}

/** The caller's searches, each with its upload when that is kept and free for another search. */
function searchesOf(db: Db, userId: number) {
  return db<SearchWithUpload>('tools_searches as s')
    .leftJoin('tools_uploads as u', function () {
      this.on('u.file_id', '=', 's.upload_file_id')
        .andOn('u.user_id', '=', 's.user_id')
        .andOnNull('u.job_id');
    })
    .leftJoin(`${RESUME_TABLE} as r`, 'r.job_id', 's.job_id')
    .where('s.user_id', userId)
    .select('s.*', { kept_created_at: 'u.created_at', resume_job: 'r.job_id' });
}

async function ownSearch(db: Db, userId: number, id: number): Promise<SearchWithUpload> {
  const row = (await searchesOf(db, userId).where('s.job_id', id).first()) as SearchWithUpload | undefined;
  if (!row) throw notFound('No such search.');
  return row;
}

/**
 * Where a found password waits for its one showing: a table of its own (UNLOGGED on PostgreSQL, so it never
 * enters the WAL), whose row is deleted when it is shown or a day old, and the deleted bytes shredded.
 */
const FOUND_PASSWORDS = 'tools_found_passwords';

/** One of the caller's searches; a found password is in this answer once (the first read after the end). */
export async function getResult(
  context: UserServiceContext,
  server: ServerContext,
  id: number,
  options: { reveal: boolean } = { reveal: true },
): Promise<ToolResult> {
  const row = await ownSearch(context.db, context.user.id, id);
  const job = await jobView(server, context.user.id, id);
  if (!options.reveal) return resultOf(row, job, null);
  const found = await context
    .db(FOUND_PASSWORDS)
    .where({ job_id: id })
    .first<{ password: string } | undefined>('password');
  if (!found) return resultOf(row, job, null);
  // Compare-and-set: of two reads at once, one takes the password.
  const taken = await context.db(FOUND_PASSWORDS).where({ job_id: id, password: found.password }).delete();
  if (taken !== 1) return resultOf({ ...row, password_shown: true }, job, null);
  await context.db('tools_searches').where({ job_id: id }).update({ password_shown: true });
  await shredDeleted(context.db, [FOUND_PASSWORDS]);
  await audit(context.db, { event: 'tools.password.shown', userId: context.user.id, detail: { job: id } });
  return resultOf({ ...row, password_shown: true }, job, found.password);
}

export async function listResults(
  context: UserServiceContext,
  server: ServerContext,
): Promise<{ records: ToolResult[] }> {
  const rows = (await searchesOf(context.db, context.user.id)
    .orderBy('s.job_id', 'desc')
    .limit(100)) as SearchWithUpload[];
  const records = await Promise.all(
    rows.map(async (row) => resultOf(row, await jobView(server, context.user.id, row.job_id), null)),
  );
  return { records };
}

/** The decrypted copy, once: taken from the row (compare-and-set), read, then deleted. */
export async function takeCopy(
  context: UserServiceContext,
  server: ServerContext,
  id: number,
): Promise<{ name: string; bytes: Uint8Array }> {
  const row = await ownSearch(context.db, context.user.id, id);
  const copyId = row.copy_file_id;
  if (copyId === null) throw notFound('The decrypted copy is not there (downloaded already, or never made).');
  const taken = await context
    .db('tools_searches')
    .where({ job_id: id, copy_file_id: copyId })
    .update({ copy_file_id: null });
  if (taken !== 1) throw notFound('The decrypted copy was downloaded already.');
  const file = await server.files.getOwned(context.user.id, copyId);
  const bytes = await server.files.readOwned(context.user.id, copyId);
  await server.files.release(copyId);
  await audit(context.db, { event: 'tools.copy.downloaded', userId: context.user.id, detail: { job: id } });
  return { name: file.name, bytes };
}

export async function cancelSearch(
  context: UserServiceContext,
  server: ServerContext,
  id: number,
): Promise<ToolResult> {
  await ownSearch(context.db, context.user.id, id);
  await server.jobs.cancel(context.user.id, id);
  return getResult(context, server, id, { reveal: false });
}

// ---- The job's hooks (API thread) ----

/** Keeps the password for its one showing and the copy as a file; the job row gets neither. */
export async function searchSucceeded(
  result: unknown,
  job: EndedJob,
  server: ServerContext,
): Promise<unknown> {
  const outcome = result as SearchResult;
  const row = await server.db<SearchRow>('tools_searches').where({ job_id: job.id }).first();
  if (!row) return { found: outcome.found };
  let copyId: number | null = null;
  if (outcome.found && outcome.copy) {
    const dot = row.file_name.lastIndexOf('.');
    const name =
      dot > 0 ? `${row.file_name.slice(0, dot)} (decrypted)${row.file_name.slice(dot)}` : row.file_name;
    const copy = await server.files.store(Readable.from([Buffer.from(outcome.copy)]), {
      kind: officeCopyKind,
      userId: job.userId,
      name,
    });
    copyId = copy.id;
  }
  await server.db.transaction(async (trx) => {
    await trx('tools_searches')
      .where({ job_id: job.id })
      .update({ outcome: outcome.found ? 'found' : 'notFound', tried: outcome.tried, copy_file_id: copyId });
    if (outcome.found && outcome.password !== undefined) {
      await trx(FOUND_PASSWORDS).insert({ job_id: job.id, password: outcome.password });
    }
  });
  return { found: outcome.found };
}

/** The job's checkpoint (what is left to try), kept on its search's row while it runs. */
export async function keepCheckpoint(
  state: unknown,
  job: { id: number; userId: number },
  server: JobServer,
): Promise<void> {
  const row = await server.db<SearchRow>('tools_searches').where({ job_id: job.id }).first('total');
  const ranges = validRanges((state as Partial<SearchCheckpoint> | null)?.remaining, row?.total ?? 0);
  if (!row || !ranges) return;
  await server
    .db('tools_searches')
    .where({ job_id: job.id })
    .update({ remaining: JSON.stringify(ranges) });
}

/** Where a run after a server restart goes on from: the last checkpoint kept. */
export async function searchCheckpoint(
  job: { id: number; userId: number },
  server: JobServer,
): Promise<SearchCheckpoint | undefined> {
  const row = await server.db<SearchRow>('tools_searches').where({ job_id: job.id }).first();
  const ranges = row && validRanges(row.remaining === null ? null : JSON.parse(row.remaining), row.total);
  return ranges ? { remaining: ranges } : undefined;
}

/** A stopped search's spec, sealed for its resume under a data key of its own (wrapped, as the jobs' are). */
async function keepForResume(job: EndedJob, server: ServerContext): Promise<void> {
  const payload = job.payload as Partial<SearchPayload> | null;
  if (!payload || !Array.isArray(payload.words) || !Array.isArray(payload.masks)) return;
  const { fileId: _file, ranges: _ranges, ...spec } = payload;
  const dataKey = newJobDataKey();
  try {
    await server.db(RESUME_TABLE).insert({
      job_id: job.id,
      user_id: job.userId,
      data_key: wrapJobDataKey(jobKeyEncryptionKey(server.jwtKey), dataKey, job.id),
      secrets: seal(dataKey, Buffer.from(JSON.stringify(spec), 'utf8'), `${RESUME_SEAL}:${job.id}`),
      created_at: new Date(),
    });
  } finally {
    dataKey.fill(0);
  }
}

/**
 * Once the search ended in any way: the outcome and duration kept, an audit entry. The upload is deleted when the
 * password was found (its decrypted copy is what the owner wants) or it is a day old; otherwise it is kept, free
 * for another search.
 */
export async function searchEnded(job: EndedJob, server: ServerContext): Promise<void> {
  const row = await server.db<SearchRow>('tools_searches').where({ job_id: job.id }).first();
  if (!row) return;
  const ended = new Date();
  const outcome: SearchOutcome =
    row.outcome ??
    (job.status === 'cancelled' ? 'cancelled' : job.status === 'failed' ? 'failed' : 'notFound');
  const durationMs = Math.max(0, ended.getTime() - new Date(isoOf(row.created_at)).getTime());
  // The upload is settled first: a search shown as ended has let go of it.
  const upload = await server.db<UploadRow>('tools_uploads').where({ job_id: job.id }).first();
  // Stopped with candidates left, its file kept: what it searched waits sealed for a resume.
  const left = validRanges(row.remaining === null ? null : JSON.parse(row.remaining), row.total);
  if (
    (outcome === 'cancelled' || outcome === 'failed') &&
    left &&
    left.length > 0 &&
    upload &&
    !expired(upload, ended.getTime())
  ) {
    await keepForResume(job, server);
  }
  if (upload) {
    if (outcome === 'found' || expired(upload, ended.getTime())) {
      await dropUpload(server.db, server, { file_id: upload.file_id, job_id: job.id });
    } else {
      await server
        .db('tools_uploads')
        .where({ file_id: upload.file_id, job_id: job.id })
        .update({ job_id: null });
    }
  }
  await server
    .db('tools_searches')
    .where({ job_id: job.id })
    .update({ outcome, ended_at: ended, duration_ms: durationMs });
  await audit(server.db, {
    event: 'tools.search.end',
    userId: job.userId,
    detail: { job: job.id, file: row.file_name, kind: row.protection, outcome, durationMs },
  });
}

/**
 * Uploads a day old that no search runs on: deleted (one a search runs on goes when it ends). Copies not
 * downloaded and passwords not shown within a day: deleted.
 */
export async function sweepOldUploads(server: ServerContext, now = Date.now()): Promise<number> {
  const before = new Date(now - KEEP_MS);
  const old = await server
    .db<UploadRow>('tools_uploads')
    .where('created_at', '<=', before)
    .whereNull('job_id');
  for (const row of old) await dropUpload(server.db, server, { file_id: row.file_id, job_id: null });
  const copies = await server
    .db<SearchRow>('tools_searches')
    .whereNotNull('copy_file_id')
    .where('ended_at', '<', before);
  for (const row of copies) {
    const taken = await server
      .db('tools_searches')
      .where({ job_id: row.job_id, copy_file_id: row.copy_file_id })
      .update({ copy_file_id: null });
    if (taken === 1) await server.files.release(row.copy_file_id!);
  }
  const resumes = await server.db(RESUME_TABLE).where('created_at', '<=', before).delete();
  if (resumes > 0) await shredDeleted(server.db, [RESUME_TABLE]);
  const passwords = await server
    .db(FOUND_PASSWORDS)
    .whereIn('job_id', server.db('tools_searches').where('ended_at', '<', before).select('job_id'))
    .delete();
  if (passwords > 0) await shredDeleted(server.db, [FOUND_PASSWORDS]);
  return old.length + copies.length + passwords;
}
