// The references to stored files that the app modules declare (FileReference): which files anything refers
// to, and how many times. The tables and columns come from the modules' code, never from a request, and are
// bound as identifiers.
import type { Knex } from 'knex';
import type { FileReference } from './kind.js';

type Queryable = Knex | Knex.Transaction;

/** Every file id the declared columns hold, once per reference (a page that reuses a file counts again). */
function referencedIds(db: Queryable, references: readonly FileReference[]): Knex.Raw {
  const parts = references.map(() => 'SELECT ?? AS file_id FROM ?? WHERE ?? IS NOT NULL');
  return db.raw(
    parts.join(' UNION ALL '),
    references.flatMap((reference) => [reference.column, reference.table, reference.column]),
  );
}

/** How many declared references each referred-to file has. */
export async function referenceCounts(
  db: Queryable,
  references: readonly FileReference[],
): Promise<Map<number, number>> {
  if (references.length === 0) return new Map();
  const rows = await db
    .select('file_id')
    .count<{ file_id: number | string; n: number | string }[]>({ n: '*' })
    .from(db.raw('(?) as refs', [referencedIds(db, references)]))
    .groupBy('file_id');
  return new Map(rows.map((row) => [Number(row.file_id), Number(row.n)]));
}

/** Whether any declared column refers to the file (read in the caller's transaction). */
export async function isReferenced(
  db: Queryable,
  references: readonly FileReference[],
  fileId: number,
): Promise<boolean> {
  for (const reference of references) {
    const row = await db(reference.table)
      .where(reference.column, fileId)
      .first<{ found: number } | undefined>(db.raw('1 as found'));
    if (row) return true;
  }
  return false;
}

/** The names of the file kinds some column declares: only files of these kinds are ever swept. */
export function declaredKinds(references: readonly FileReference[]): string[] {
  return [...new Set(references.map((reference) => reference.kind.name))];
}
