// Moving in and out: what every app's importer answers, so that the portal's import dialogs and the CLI's
// `lcars import` show one kind of report (what was, or in a preview would be, created and what was skipped, why).
import { z } from 'zod';
import { int32, queryFlag } from './int32.js';

/** The query of every import route: the source format (an app's list) and whether only to preview. */
export const importQuery = <F extends readonly [string, ...string[]]>(formats: F) =>
  z.object({
    format: z.enum(formats, { error: () => `Format is one of ${formats.join(', ')}.` }),
    preview: queryFlag(),
  });

export const importReportSchema = z.object({
  /** True when nothing was written: the report says what an import would do. */
  preview: z.boolean(),
  format: z.string(),
  created: z.array(
    z.object({
      /** Where in the file it came from (a folder, a row number, an item's id in the source). */
      source: z.string(),
      title: z.string(),
      /** The new object's id (null in a preview). */
      id: int32().nullable(),
    }),
  ),
  skipped: z.array(z.object({ source: z.string(), title: z.string(), reason: z.string() })),
  /** Totals by kind of object made ('recipes', 'images', 'transactions'), for the summary line. */
  counts: z.record(z.string(), int32()),
  /** Set when a large file was handed to a background job: the report then comes as the job's result. */
  jobId: int32().optional(),
});
export type ImportReport = z.infer<typeof importReportSchema>;
