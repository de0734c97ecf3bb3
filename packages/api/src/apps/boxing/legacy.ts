// The legacy fighter import. The older Boxing app exported its roster as CSV (or the same columns as JSON):
// Name, Nickname, Division, Stance, Height, Reach, Age, PWR, SPD, STA, CHN, DEF, ACC, HRT, Record, with US
// units (5'10", reach in inches), division names of their day ("Junior welterweight") and records written
// "24-2-1 (18 KO)". Each row is converted and validated on its own; a preview changes nothing, and the
// import inserts the valid, non-duplicate rows in one transaction. Format: docs/user-guide.md.
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import {
  LEGACY_MAX_ROWS,
  RATINGS,
  WEIGHT_CLASSES,
  fighterSaveSchema,
  type LegacyImportResult,
  type LegacyPreview,
  type LegacyRow,
  type Rating,
  type Stance,
  type legacyFileSchema,
} from '@lcars/contract/boxing';
import type { ProblemError } from '@lcars/contract';
import { ApiError, badRequest } from '../../http/errors.js';
import { parseWithMessages } from '../../http/validate.js';
import type { UserServiceContext } from '../../http/context.js';
import { insertFighter, isUniqueViolation, nameKey, type Queryable } from './fighters.js';
import { typed } from '../../db/typed.js';

/** The legacy columns, and the rating each three-letter column held. */
const RATING_COLUMNS: Record<string, Rating> = {
  pwr: 'power',
  spd: 'speed',
  sta: 'stamina',
  chn: 'chin',
  def: 'defence',
  acc: 'accuracy',
  hrt: 'heart',
};
const RATING_COLUMN_OF = Object.fromEntries(
  Object.entries(RATING_COLUMNS).map(([column, rating]) => [rating, column.toUpperCase()]),
) as Record<Rating, string>;

/** Division names of the older app's day, and today's. */
const DIVISION_ALIASES: Record<string, number> = {
  strawweight: 1,
  'mini flyweight': 1,
  'junior flyweight': 2,
  'junior bantamweight': 4,
  'junior featherweight': 6,
  'junior lightweight': 8,
  'junior welterweight': 10,
  'light welterweight': 10,
  'junior middleweight': 12,
  'light middleweight': 12,
  'junior cruiserweight': 16,
};

function divisionOf(text: string): number | null {
  const key = text.trim().toLowerCase().replace(/[-_]/g, ' ').replace(/\s+/g, ' ');
  if (key === '') return null;
  const byName = WEIGHT_CLASSES.find((weightClass) => weightClass.name.toLowerCase() === key);
  if (byName) return byName.id;
  if (DIVISION_ALIASES[key] !== undefined) return DIVISION_ALIASES[key];
  // A limit in pounds ("147", "147 lb").
  const pounds = /^(\d{3})\s*(lbs?)?$/.exec(key);
  if (pounds)
    return WEIGHT_CLASSES.find((weightClass) => weightClass.limitLb === Number(pounds[1]))?.id ?? null;
  return null;
}

function stanceOf(text: string): Stance | null {
  const key = text.trim().toLowerCase();
  if (key === 'o' || key === 'orthodox' || key === 'r' || key === 'righty') return 'orthodox';
  if (key === 's' || key === 'southpaw' || key === 'l' || key === 'lefty') return 'southpaw';
  if (key === 'sw' || key === 'switch' || key === 'switch hitter') return 'switch';
  return null;
}

/** 5'10", 5' 10, 5ft 10in, 70 (inches), 178cm, to centimetres. */
function heightOf(text: string): number | null {
  const value = text.trim().toLowerCase();
  const cm = /^(\d{2,3}(?:\.\d+)?)\s*cm$/.exec(value);
  if (cm) return Math.round(Number(cm[1]));
  const feet = /^(\d)\s*(?:'|ft|′)\s*(\d{1,2}(?:\.\d+)?)?\s*(?:"|in|″|'')?$/.exec(value);
  if (feet) return Math.round((Number(feet[1]) * 12 + Number(feet[2] ?? 0)) * 2.54);
  return inchesOf(value);
}

/** 72, 72", 72in, 72.5 (inches), 183cm, to centimetres. */
function inchesOf(text: string): number | null {
  const value = text.trim().toLowerCase();
  const cm = /^(\d{2,3}(?:\.\d+)?)\s*cm$/.exec(value);
  if (cm) return Math.round(Number(cm[1]));
  const inches = /^(\d{2}(?:\.\d+)?)\s*(?:"|in|″)?$/.exec(value);
  return inches ? Math.round(Number(inches[1]) * 2.54) : null;
}

/** "24-2-1 (18 KO)", "24-2-1 18KOs", "24-2" (no draws), "0-0-0". */
function recordOf(text: string): { wins: number; losses: number; draws: number; kos: number } | null {
  const value = text.trim();
  if (value === '') return { wins: 0, losses: 0, draws: 0, kos: 0 };
  const match = /^(\d{1,3})-(\d{1,3})(?:-(\d{1,3}))?\s*(?:\(?\s*(\d{1,3})\s*kos?\s*\)?)?$/i.exec(value);
  if (!match) return null;
  return {
    wins: Number(match[1]),
    losses: Number(match[2]),
    draws: Number(match[3] ?? 0),
    kos: Number(match[4] ?? 0),
  };
}

/** A cell as text: JSON files may hold numbers where CSV holds text; anything else counts as empty. */
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

type LegacyRecord = Record<string, unknown>;

/** A row of the file as lower-case column names to values. */
function normalizeKeys(record: LegacyRecord): LegacyRecord {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key.trim().toLowerCase(), value]));
}

function recordsOf(file: z.output<typeof legacyFileSchema>): LegacyRecord[] {
  try {
    if (file.format === 'json') {
      const parsed = JSON.parse(file.content) as unknown;
      const list = Array.isArray(parsed) ? parsed : (parsed as { fighters?: unknown } | null)?.fighters;
      if (!Array.isArray(list))
        throw new Error('a JSON legacy file is a list of fighters, or {"fighters": [...]}');
      return list.map((item) =>
        typeof item === 'object' && item !== null ? normalizeKeys(item as LegacyRecord) : {},
      );
    }
    return parse<LegacyRecord>(file.content, {
      columns: (header: string[]) => header.map((column) => column.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: true,
      // The older app wrote heights as 5'10" without quoting the field.
      relax_quotes: true,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'it could not be read';
    throw badRequest([
      { field: 'content', message: `The file is not valid ${file.format.toUpperCase()}: ${reason}` },
    ]);
  }
}

/** One legacy row converted to a fighter save, with every problem found on the way. */
function convertRow(record: LegacyRecord): {
  fighter: z.output<typeof fighterSaveSchema> | null;
  errors: ProblemError[];
} {
  const errors: ProblemError[] = [];
  const fail = (field: string, message: string): null => {
    errors.push({ field, message });
    return null;
  };
  const number = (column: string, label: string): number | null => {
    const value = text(record[column]).trim();
    if (value === '') return fail(label, `${label} is required.`);
    return /^\d+$/.test(value)
      ? Number(value)
      : fail(label, `${label} must be a whole number, not "${value}".`);
  };
  const division = text(record.division);
  const weightClassId =
    divisionOf(division) ?? fail('Division', `"${division}" is not a professional division.`);
  const stanceText = text(record.stance);
  const stance = stanceOf(stanceText) ?? fail('Stance', `"${stanceText}" is not a stance (O, S or SW).`);
  const heightText = text(record.height);
  const heightCm =
    heightOf(heightText) ?? fail('Height', `"${heightText}" is not a height (5'10" or 178cm).`);
  const reachText = text(record.reach);
  const reachCm = inchesOf(reachText) ?? fail('Reach', `"${reachText}" is not a reach in inches (72) or cm.`);
  const recordText = text(record.record);
  const boxRecord =
    recordOf(recordText) ?? fail('Record', `"${recordText}" is not a record (24-2-1 (18 KO)).`);
  const ratings = Object.fromEntries(
    RATINGS.map((rating) => [
      rating,
      number(RATING_COLUMN_OF[rating].toLowerCase(), RATING_COLUMN_OF[rating]),
    ]),
  );
  const age = number('age', 'Age');
  const candidate = {
    name: text(record.name),
    nickname: text(record.nickname ?? record.nick).replace(/^["'“]|["'”]$/g, ''),
    weightClassId,
    stance,
    heightCm,
    reachCm,
    age,
    ...ratings,
    ...(boxRecord ?? {}),
  };
  const labels: Record<string, string> = {
    name: 'Name',
    nickname: 'Nickname',
    heightCm: 'Height',
    reachCm: 'Reach',
    age: 'Age',
    kos: 'Record',
    wins: 'Record',
    losses: 'Record',
    draws: 'Record',
    ...Object.fromEntries(RATINGS.map((rating) => [rating, RATING_COLUMN_OF[rating]])),
  };
  // The legacy file's column names, in the words every API message uses ("Age must be at least 18.").
  const checked = parseWithMessages(fighterSaveSchema, candidate, labels);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = String(issue.path[0] ?? '');
      const label = labels[key];
      // Fields already reported as unreadable are not reported twice.
      if (label === undefined || errors.some((error) => error.field === label)) continue;
      // A schema's own message may not name the column ("Ratings run from 1 to 100."): it is put first.
      const message = issue.message.startsWith(label) ? issue.message : `${label}: ${issue.message}`;
      errors.push({ field: label, message });
    }
  }
  return { fighter: errors.length === 0 && checked.success ? checked.data : null, errors };
}

/** Every row converted, with duplicates of the caller's roster or of an earlier row marked. */
async function previewRows(
  db: Queryable,
  userId: number,
  file: z.output<typeof legacyFileSchema>,
): Promise<LegacyRow[]> {
  const records = recordsOf(file);
  if (records.length === 0) throw badRequest([{ field: 'content', message: 'The file holds no fighters.' }]);
  if (records.length > LEGACY_MAX_ROWS)
    throw badRequest([
      { field: 'content', message: `A legacy file holds at most ${LEGACY_MAX_ROWS} fighters.` },
    ]);
  const roster = await typed<{ name_key: string; weight_class_id: number }[]>(
    db('boxing_fighters').where('created_by_id', userId).select('name_key', 'weight_class_id'),
  );
  const existing = new Set(roster.map((row) => `${row.name_key}|${Number(row.weight_class_id)}`));
  const inFile = new Set<string>();
  return records.map((record, index) => {
    const { fighter, errors } = convertRow(record);
    let duplicate: LegacyRow['duplicate'] = null;
    if (fighter) {
      const key = `${nameKey(fighter.name)}|${fighter.weightClassId}`;
      duplicate = existing.has(key) ? 'existing' : inFile.has(key) ? 'file' : null;
      inFile.add(key);
    }
    return { row: index + 1, name: text(record.name).trim(), fighter, errors, duplicate };
  });
}

export async function previewLegacy(
  context: UserServiceContext,
  file: z.output<typeof legacyFileSchema>,
): Promise<LegacyPreview> {
  const rows = await previewRows(context.db, context.user.id, file);
  const valid = rows.filter((row) => row.fighter !== null && row.duplicate === null).length;
  return {
    rows,
    total: rows.length,
    valid,
    invalid: rows.filter((row) => row.errors.length > 0).length,
    duplicates: rows.filter((row) => row.duplicate !== null).length,
  };
}

/** Imports the valid, non-duplicate rows of the file (validated again here) in one transaction. */
export async function importLegacy(
  context: UserServiceContext,
  file: z.output<typeof legacyFileSchema>,
): Promise<LegacyImportResult> {
  const { db, user } = context;
  try {
    return await db.transaction(async (trx) => {
      const rows = await previewRows(trx, user.id, file);
      const now = new Date();
      const ids: number[] = [];
      for (const row of rows) {
        if (row.fighter === null || row.duplicate !== null) continue;
        ids.push(await insertFighter(trx, row.fighter, user.id, now));
      }
      return { imported: ids.length, skipped: rows.length - ids.length, ids };
    });
  } catch (error) {
    // Another import of the same fighters committed first: nothing of this one was kept.
    if (isUniqueViolation(error))
      throw new ApiError(409, {
        detail: 'Some of these fighters were added meanwhile; preview the file again.',
      });
    throw error;
  }
}
