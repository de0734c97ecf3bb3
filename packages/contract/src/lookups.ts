// The schemas of lookup lists, apart from common.ts: a module that runs zod at load time stays out of the
// login page, which imports common.ts for its constants (the types are in common.ts).
import { z } from 'zod';
import type { LookupList, LookupRecord } from './common.js';

export const lookupRecordSchema: z.ZodType<LookupRecord> = z.object({
  id: z.number().int(),
  title: z.string(),
});

export const lookupListSchema: z.ZodType<LookupList> = z.object({ records: z.array(lookupRecordSchema) });
