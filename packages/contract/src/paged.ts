// The schema of the one paged shape (PagedList, in common.ts). A module of its own: common.ts is imported by
// the login page for its constants, and zod stays out of that page.
import { z } from 'zod';

/** The schema of a PagedList of `record`s. */
export function pagedListSchema<T extends z.ZodType>(record: T) {
  return z.object({
    total: z.number().int(),
    totalSecondary: z.number().int().optional(),
    itemsPerPage: z.number().int(),
    page: z.number().int(),
    pageCount: z.number().int(),
    startIndex: z.number().int(),
    stopIndex: z.number().int(),
    sortBy: z.string(),
    sortDirection: z.enum(['asc', 'desc']),
    records: z.array(record),
  });
}
