import { z } from 'zod';

// A module of its own, not common.ts: common.ts is on the login page (CLIENT_VERSION), and a schema builder
// living beside it would take zod there too.
/**
 * An integer that fits the databases' integer columns (32 bits): ids and counts of request bodies are
 * bounded by it, so an id beyond the column's range is a 400 naming the field, not a database error.
 */
export const int32 = () => z.number().int().min(-2_147_483_648).max(2_147_483_647);
