// Moving in: another product's recipe export (Mealie, Tandoor, Paprika 3, Nextcloud Cookbook or this portal's
// own collection zip), previewed first (what would be created, what skipped and why), then imported, with the
// result's counts. A large file runs as a background job: its progress comes on the live channel, and the page
// also asks for the job now and then in case the channel is away (kit/importJob.tsx).
import { Select, Stack, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@lcars/ui';
import type { ImportReport } from '@lcars/contract';
import {
  RECIPE_IMPORT_FORMATS,
  RECIPE_IMPORT_SOURCES,
  type RecipeImportFormat,
} from '@lcars/contract/recipes';
import { JobProgress, runImport as runJobImport, type ImportRun } from '../../../kit';
import { recipesApi } from '../api';
import * as styles from '../recipes.css';

/** Runs the import (or its preview) of `file`, following its job when the server hands it to one. */
export async function runImport(
  file: File,
  format: RecipeImportFormat,
  preview: boolean,
  onRun: (run: ImportRun) => void,
): Promise<void> {
  await runJobImport(() => recipesApi.importArchive(file, format, preview), preview, onRun);
}

/** The words of the counts that are not one plain word (singular, plural). */
const COUNT_WORDS: Record<string, [string, string]> = {
  shoppingLists: ['shopping list', 'shopping lists'],
  shoppingItems: ['list item', 'list items'],
  mealPlanEntries: ['planned meal', 'planned meals'],
};

/** Not something made: said after the skipped count. */
const DROPPED = 'recipeLinksDropped';

/** "3 recipes, 2 images and 1 note" from a report's counts. */
function countsText(counts: Record<string, number>): string {
  const parts = Object.entries(counts)
    .filter(([kind, count]) => count > 0 && kind !== DROPPED)
    .map(([kind, count]) => {
      const [one, many] = COUNT_WORDS[kind] ?? [kind.replace(/s$/, ''), kind];
      return `${count} ${count === 1 ? one : many}`;
    });
  if (parts.length === 0) return 'nothing';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}

/** Links of a list item, a cookbook or a planned meal to a recipe the same import did not create. */
const droppedText = (n: number): string =>
  n === 0
    ? ''
    : `; ${n} ${n === 1 ? 'link to a recipe' : 'links to recipes'} this import did not create left out`;

/** A recipe's title over where the file keeps it: two columns fit a phone's width, three did not. */
function Source({ title, source }: { title: string; source: string }) {
  return (
    <Stack space="xxs">
      <span>{title || '—'}</span>
      <span className={styles.muted}>{source}</span>
    </Stack>
  );
}

export function ImportReportView({ report }: { report: ImportReport }) {
  const summary = `${report.preview ? 'Would create' : 'Created'} ${countsText(report.counts)}; ${
    report.preview ? 'would skip' : 'skipped'
  } ${report.skipped.length}${droppedText(report.counts[DROPPED] ?? 0)}.`;
  return (
    <Stack role="status">
      <span>{summary}</span>
      {report.created.length + report.skipped.length > 0 && (
        <Table caption={report.preview ? 'What the import would do' : 'What the import did'}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Recipe (where in the file)</TableHeaderCell>
              <TableHeaderCell>{report.preview ? 'Will be' : 'Was'}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.created.map((item) => (
              <TableRow key={`c${item.source}`}>
                <TableCell>
                  <Source title={item.title} source={item.source} />
                </TableCell>
                <TableCell>created</TableCell>
              </TableRow>
            ))}
            {report.skipped.map((item, index) => (
              <TableRow key={`s${index}${item.source}`}>
                <TableCell>
                  <Source title={item.title} source={item.source} />
                </TableCell>
                <TableCell>skipped: {item.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

/** The source product and its file; choosing a file previews it. */
export function ImportArchive({
  format,
  onFormat,
  onFile,
  run,
}: {
  format: RecipeImportFormat;
  onFormat: (format: RecipeImportFormat) => void;
  onFile: (file: File | undefined) => void;
  run: ImportRun;
}) {
  return (
    <Stack>
      <Select
        label="Or a whole collection exported from"
        options={RECIPE_IMPORT_FORMATS.map((id) => ({ id, label: RECIPE_IMPORT_SOURCES[id].title }))}
        value={format}
        onChange={(id) => {
          if (id !== null) onFormat(id as RecipeImportFormat);
        }}
      />
      <input
        // A new source asks for its own file.
        key={format}
        type="file"
        accept={RECIPE_IMPORT_SOURCES[format].accept}
        aria-label="Recipe export file"
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      {run.state === 'running' && (
        <JobProgress
          jobId={run.jobId}
          title="Recipe import"
          waiting={run.preview ? 'Reading the file' : 'Importing'}
        />
      )}
      {run.state === 'failed' && (
        <p className={styles.error} role="alert">
          {run.message}
        </p>
      )}
      {run.state === 'done' && <ImportReportView report={run.report} />}
    </Stack>
  );
}
