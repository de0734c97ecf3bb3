// Tools as an app module: the office password finder's routes, tables, its search job (run in the worker
// pool) and a sweep deleting uploads and copies a day old.
import { toolsManifest } from '@lcars/contract/tools';
import { defineJobKind } from '../../jobs/kind.js';
import { defineAppModule } from '../module.js';
import * as m050 from './migrations/050_tools.js';
import * as m002 from './migrations/tools_002_found_passwords.js';
import * as m003 from './migrations/tools_003_kept_uploads.js';
import * as m004 from './migrations/tools_004_wordlists.js';
import * as m005 from './migrations/tools_005_resume.js';
import { toolsRoutes } from './routes.js';
import {
  OFFICE_SEARCH_JOB,
  officeCopyKind,
  officeUploadKind,
  keepCheckpoint,
  searchCheckpoint,
  searchEnded,
  searchSucceeded,
  sweepOldUploads,
  wordlistKind,
} from './service.js';

const SWEEP_EVERY_MS = 15 * 60_000;

export const toolsModule = defineAppModule({
  manifest: toolsManifest,
  name: 'tools',
  routes: toolsRoutes,
  migrations: [
    { name: '050_tools', ...m050 },
    { name: 'tools_002_found_passwords', ...m002 },
    { name: 'tools_003_kept_uploads', ...m003 },
    { name: 'tools_004_wordlists', ...m004 },
    { name: 'tools_005_resume', ...m005 },
  ],
  jobs: [
    defineJobKind({
      name: OFFICE_SEARCH_JOB,
      title: 'Office password search',
      // Hours: only on the general slots, and one user's searches hold at most their share of them.
      lane: 'long',
      handler: new URL('./search/handler.js', import.meta.url),
      // An upload is kept a day at most.
      timeLimitMs: 23 * 3600_000,
      // The largest spec (1,000 words and 16 masks of 64 three-byte characters, 64 Ki characters of rules) is
      // about 400 KiB.
      maxPayloadBytes: 512 * 1024,
      // A search is not retried: the owner starts it again if they want.
      retries: 0,
      // The words and masks are what the owner remembers of the password: never logged, gone when it ends.
      secrets: ['words', 'masks', 'rules'],
      onSucceeded: searchSucceeded,
      onCheckpoint: keepCheckpoint,
      checkpointOf: searchCheckpoint,
      onEnded: searchEnded,
    }),
  ],
  fileReferences: [
    // An upload's row holds its file for its whole life, searches of it included.
    { table: 'tools_uploads', column: 'file_id', kind: officeUploadKind },
    { table: 'tools_searches', column: 'copy_file_id', kind: officeCopyKind },
    // A word list's row holds its file until its owner removes it.
    { table: 'tools_wordlists', column: 'file_id', kind: wordlistKind },
  ],
  start: (server) => {
    const sweep = () =>
      void sweepOldUploads(server).catch((error: unknown) => server.log.error('Tools: sweep failed', error));
    sweep();
    const timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
    return { stop: () => Promise.resolve(clearInterval(timer)) };
  },
});
