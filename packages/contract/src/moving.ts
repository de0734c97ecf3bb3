// Moving in and out: what every app's importer answers, so that the portal's import dialogs and the CLI's
// `lcars import` show one kind of report (what was, or in a preview would be, created and what was skipped, why).
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { int32, queryFlag, queryId } from './int32.js';
import { jobSchema } from './jobs.js';

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

// "Download my data": one zip of every app's export of what the signed-in person owns or may see, made by a
// background job (its progress on the live channel), downloaded once the job has succeeded.

/** The passphrase of the files that hold secrets (the repositories, as Bitwarden's password-protected JSON). */
export const personalExportRequestSchema = z
  .object({
    /** Left out: the secure repositories are left out of the download (the zip says so). */
    passphrase: z
      .string()
      .min(12, 'The passphrase has at least 12 characters.')
      .max(1024, 'The passphrase has at most 1024 characters.')
      .optional(),
  })
  .strict();
export type PersonalExportRequest = z.input<typeof personalExportRequestSchema>;

/** The job's result once it succeeded: the zip and what each app put into it. */
export const personalExportResultSchema = z.object({
  /** The stored zip (its owner's alone; the next download replaces it). */
  fileId: int32(),
  fileName: z.string(),
  bytes: z.number().int().min(0),
  apps: z.array(
    z.object({
      /** The app's folder in the zip ('money'). */
      app: z.string(),
      title: z.string(),
      files: int32(),
      /** What the app left out, and why. */
      notes: z.array(z.string()),
    }),
  ),
});
export type PersonalExportResult = z.infer<typeof personalExportResultSchema>;

export const startPersonalExport = endpoint({
  method: 'POST',
  path: '/account/export',
  request: personalExportRequestSchema,
  response: jobSchema,
  summary:
    "Starts making a zip of every app's export of the caller's data (Download my data); the answer is the job, whose result says what the zip holds",
});

export const downloadPersonalExport = endpoint({
  method: 'GET',
  path: '/account/export/:jobId/download',
  params: z.object({ jobId: queryId() }),
  summary: "The zip a succeeded Download my data job made (the caller's own job only)",
});
