import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, login, runCli, startServer, type RunningServer } from './harness.js';
import { storedZip } from './stored-zip.js';

interface Report {
  preview: boolean;
  format: string;
  created: { source: string; title: string; id: number | null }[];
  skipped: { source: string; title: string; reason: string }[];
  counts: Record<string, number>;
}

/** `lcars export recipes` and `lcars import recipes` against a real server: the export read back. */
describe('lcars export and import of recipes against a real server', () => {
  let server: RunningServer;
  let work: string;
  let token: string;
  const lcars = (args: string[]) => runCli(args, { configDir: join(work, 'admin') });
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return (await response.json()) as { id: number };
  };

  beforeAll(async () => {
    server = await startServer();
    work = await mkdtemp(join(tmpdir(), 'lcars-recipes-'));
    await login(server.url, join(work, 'admin'), 'admin', ADMIN_PASSWORD);
    const answer = await fetch(`${server.url}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    token = ((await answer.json()) as { jwtToken: string }).jwtToken;
  });
  afterAll(async () => {
    await server?.stop();
    await rm(work, { recursive: true, force: true });
  });

  it('exports the collection, previews and imports it back, and names the formats', async () => {
    const saved = await api('POST', 'recipe/save', {
      id: 0,
      title: 'Terminal toast',
      authorName: 'Shell',
      ingredients: [{ amount: '2', productTitle: 'Bread' }],
      instructions: 'Toast it.',
    });
    const out = join(work, 'recipes.zip');
    const exported = await lcars(['export', 'recipes', '--out', out, '--json']);
    expect(exported.code, exported.stderr).toBe(0);
    const saveNote = JSON.parse(exported.stdout) as {
      app: string;
      format: string;
      file: string;
      bytes: number;
    };
    expect(saveNote).toMatchObject({ app: 'recipes', format: 'zip', file: out });
    const zip = await readFile(out);
    expect(zip.byteLength).toBe(saveNote.bytes);
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');

    // Still in the collection: the preview says it would be skipped, and why.
    const same = await lcars(['import', 'recipes', out, '--format', 'nextcloud', '--preview', '--json']);
    expect(same.code, same.stderr).toBe(0);
    const sameReport = JSON.parse(same.stdout) as Report;
    expect(sameReport).toMatchObject({ preview: true, format: 'nextcloud', created: [] });
    expect(sameReport.skipped).toEqual([
      {
        source: `Terminal toast (${saved.id})`,
        title: 'Terminal toast',
        reason: 'A recipe of this title and author is already in the collection.',
      },
    ]);

    await fetch(`${server.url}/api/recipe/${saved.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    const preview = await lcars(['import', 'recipes', out, '--format', 'nextcloud', '--preview', '--json']);
    expect(preview.code, preview.stderr).toBe(0);
    expect(JSON.parse(preview.stdout)).toEqual({
      preview: true,
      format: 'nextcloud',
      created: [{ source: `Terminal toast (${saved.id})`, title: 'Terminal toast', id: null }],
      skipped: [],
      counts: { recipes: 1, images: 0, notes: 0 },
    });

    const imported = await lcars(['import', 'recipes', out, '--format', 'nextcloud']);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain('Created 1 recipes, 0 images, 0 notes; skipped 0.');
    expect(imported.stdout).toMatch(/\+ Terminal toast \(Terminal toast \(\d+\)\) #\d+/);

    // Four formats: the command asks which one.
    const unnamed = await lcars(['import', 'recipes', out, '--preview', '--json']);
    expect(unnamed.code).not.toBe(0);
    expect(unnamed.stderr).toContain('nextcloud, mealie, tandoor, paprika');
  });

  it('follows a large file’s import job to its report', async () => {
    const recipe = Buffer.from(
      JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Big batch chili' }),
    );
    const file = join(work, 'big.zip');
    await writeFile(
      file,
      storedZip([
        { name: 'Chili/recipe.json', content: recipe },
        // Past the size at which the server hands the import to a background job.
        { name: 'padding.bin', content: randomBytes(5 * 1024 * 1024) },
      ]),
    );
    const run = await lcars(['import', 'recipes', file, '--format', 'nextcloud', '--json']);
    expect(run.code, run.stderr).toBe(0);
    // With --json the job's progress events come first, one a line, then the report.
    const lines = run.stdout.split('\n');
    const progress = lines.filter((line) => line.startsWith('{"jobId"'));
    for (const line of progress)
      expect(JSON.parse(line)).toMatchObject({
        title: 'Recipe import',
        percent: expect.any(Number) as number,
      });
    const report = JSON.parse(lines.filter((line) => !line.startsWith('{"jobId"')).join('\n')) as Report;
    expect(report).toMatchObject({ preview: false, format: 'nextcloud', skipped: [] });
    expect(report.created.map((item) => item.title)).toEqual(['Big batch chili']);
    expect(report.counts).toEqual({ recipes: 1, images: 0, notes: 0 });
  }, 60_000);
});
