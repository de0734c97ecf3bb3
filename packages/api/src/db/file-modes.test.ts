// Regression (issue #12): the data directory and the SQLite files were created with the process umask
// (often 0755 and 0644): readable by every local user.
import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createTestDatabase, startTestServer } from '../../test/server.js';

it('creates the data directory 0700 and the SQLite files 0600', async () => {
  const database = await createTestDatabase('sqlite');
  const dataDir = path.join(database.dataDir, 'data');
  const api = await startTestServer({ database, env: { PORTAL_DATA_DIR: dataDir } });
  try {
    const mode = (file: string) => statSync(file).mode & 0o777;
    expect(mode(dataDir)).toBe(0o700);
    for (const file of ['portal.sqlite', 'portal.sqlite-wal'])
      expect(mode(path.join(dataDir, file))).toBe(0o600);
  } finally {
    await api.close();
    await database.drop();
  }
});
