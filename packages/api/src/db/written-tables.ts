// Which table a SQL statement writes, read from its text: what the read cache (read-cache.ts) drops.

/** Every table: a write whose table cannot be read from its text drops everything cached. */
export const ALL_TABLES = '*';

const WRITE =
  /^\s*(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+[`"]?(\w+)/i;
const READ = /^\s*(?:select|begin|commit|rollback|savepoint|release|set\s+transaction|explain|show)\b/i;
const PRAGMA = /^\s*pragma\b/i;
const CTE = /^\s*with\b/i;
const CTE_WRITE = /\b(?:insert\s+into|update\s+[`"]?\w+[`"]?\s+set|delete\s+from)\b/i;

/**
 * The table a statement writes; null for a statement that changes no rows (a SELECT, a transaction
 * command); ALL_TABLES for any other statement (schema changes, a write inside a WITH).
 */
export function writtenTable(sql: string): string | null {
  const write = WRITE.exec(sql);
  if (write) return (write[1] as string).toLowerCase();
  if (READ.test(sql)) return null;
  // A PRAGMA reads or sets connection options: it changes no table's rows.
  if (PRAGMA.test(sql)) return null;
  if (CTE.test(sql)) return CTE_WRITE.test(sql) ? ALL_TABLES : null;
  return ALL_TABLES;
}
