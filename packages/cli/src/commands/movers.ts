// What each app offers for moving in and out: its import route (the body is the file, the query names the
// format and asks for a preview) and its exports. One entry per app; `lcars import` and `lcars export` read
// nothing else, so an app's importer reaches the terminal by its line here.
import type { Endpoint } from '@lcars/contract';
import { HISTORY_FORMATS, moneyExportCsv, moneyExportOfx, moneyImportHistory } from '@lcars/contract/money';
import { RECIPE_IMPORT_FORMATS, recipeExportCollection, recipeImportArchive } from '@lcars/contract/recipes';
import { REPO_IMPORT_FORMATS, REPO_PASSPHRASE_HEADER, repoImport } from '@lcars/contract/repo';
import { SCANNER_IMPORT_FORMATS, scannerExportAll, scannerImportArchive } from '@lcars/contract/scanner';

export interface AppMover {
  /** `passphraseHeader`: where the importer takes an encrypted export's passphrase (--passphrase-file). */
  importer?: { endpoint: Endpoint; formats: readonly string[]; passphraseHeader?: string };
  /** By format name: the route and the file name the export is saved as by default. */
  exports?: Record<string, { endpoint: Endpoint; fileName: string }>;
}

export const movers: Record<string, AppMover> = {
  money: {
    importer: { endpoint: moneyImportHistory, formats: HISTORY_FORMATS },
    exports: {
      csv: { endpoint: moneyExportCsv, fileName: 'money.csv' },
      ofx: { endpoint: moneyExportOfx, fileName: 'money.ofx' },
    },
  },
  recipes: {
    importer: { endpoint: recipeImportArchive, formats: RECIPE_IMPORT_FORMATS },
    exports: { zip: { endpoint: recipeExportCollection, fileName: 'recipes.zip' } },
  },
  // Folders become repositories (the import's default). The export is per repository and needs a passphrase:
  // `lcars export repo <repository> --passphrase-file f` (commands/moving.ts), not an entry here.
  repo: {
    importer: {
      endpoint: repoImport,
      formats: REPO_IMPORT_FORMATS,
      passphraseHeader: REPO_PASSPHRASE_HEADER,
    },
  },
  scanner: {
    importer: { endpoint: scannerImportArchive, formats: SCANNER_IMPORT_FORMATS },
    exports: { zip: { endpoint: scannerExportAll, fileName: 'scans.zip' } },
  },
};
