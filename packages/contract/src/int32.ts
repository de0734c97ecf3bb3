import { z } from 'zod';

// A module of its own, not common.ts: common.ts is on the login page (CLIENT_VERSION), and a schema builder
// living beside it would take zod there too.
/**
 * An integer that fits the databases' integer columns (32 bits): ids and counts of request bodies are
 * bounded by it, so an id beyond the column's range is a 400 naming the field, not a database error.
 */
export const int32 = () => z.number().int().min(-2_147_483_648).max(2_147_483_647);

/** The largest value of a 32-bit integer column: the bound of every id. */
export const INT32_MAX = 2_147_483_647;

/** The last page a list may be asked for: far past any real list, well inside a column's range. */
export const PAGE_MAX = 1_000_000;

/** A page number of a query string ('?page=3'): 400 naming it past PAGE_MAX. */
export const queryPage = () => z.coerce.number<number | string>().int().min(1).max(PAGE_MAX);

/**
 * An id of a path or query string ('?fighterId=8'): 400 naming it past the column's range. A caller gives a
 * number (or its text); the server coerces the text it receives.
 */
export const queryId = () => z.coerce.number<number | string>().int().min(1).max(INT32_MAX);

/**
 * A yes/no of a query string or path ('?includeLeases=true'): the text 'true' or 'false' on the wire, a
 * boolean for the caller and the handler; left out, it is false.
 */
export const queryFlag = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((value) => value === true || value === 'true');
