// Adding an app, as docs/contributing.md walks through it, checked end to end: a throwaway app made of a
// manifest (what its contract folder would hold), an API module with one route and one migration, joined to the
// list of modules the way apps/index.ts joins every app. No platform file knows of it, yet the server serves its
// route, lists it among the apps, seeds its claims into Admin and Member, its lookup list and its own role, and
// serves and checks its settings.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { APP_DISABLED_MESSAGE, defineAppManifest, endpoint } from '@lcars/contract';
import { ROUTES, moduleRoutes } from '../src/app.js';
import { APP_MODULES } from '../src/apps/index.js';
import { defineAppModule } from '../src/apps/module.js';
import { requireClaim, route } from '../src/http/routes.js';
import { ok, problemFields, testUsers } from './requests.js';
import { startTestServer, type TestServer } from './server.js';

// packages/contract/src/throwaway/manifest.ts
const throwawayManifest = defineAppManifest({
  id: 77,
  title: 'Throwaway',
  narrative: 'An app that lives for one test.',
  path: '/throwaway',
  claimType: 'Throwaway',
  claims: ['Access', 'Read'],
  lookupLists: [7701],
  settings: {
    key: 'throwawaySettings',
    title: 'Throwaway options',
    schema: z.object({ loud: z.boolean().default(true) }),
    labels: { loud: 'Loud' },
  },
  roles: [
    {
      name: 'Throwaway Reader',
      description: 'Reads the throwaway notes.',
      claims: [{ type: 'Throwaway', value: 'Read' }],
    },
  ],
});

// packages/contract/src/throwaway/endpoints.ts
const listNotes = endpoint({
  method: 'GET',
  path: '/throwaway/notes',
  response: z.array(z.object({ id: z.number().int(), text: z.string() })),
  summary: 'The throwaway notes',
});

// packages/api/src/apps/throwaway/module.ts
const throwawayModule = defineAppModule({
  manifest: throwawayManifest,
  name: 'throwaway',
  routes: [
    route(listNotes, requireClaim('Throwaway', 'Read'), 'throwaway.notes', (_input, { db }) =>
      db('throwaway_notes').select('id', 'text').orderBy('id'),
    ),
  ],
  migrations: [
    {
      name: 'throwaway_001_notes',
      up: async (knex) => {
        await knex.schema.createTable('throwaway_notes', (table) => {
          table.increments('id');
          table.string('text', 200).notNullable();
        });
        await knex('throwaway_notes').insert({ text: 'Hello from a throwaway app' });
      },
      down: (knex) => knex.schema.dropTable('throwaway_notes'),
    },
  ],
  lookupLists: [{ type: 7701, items: [{ id: 1, title: 'Only item' }] }],
});

describe('a throwaway app added through the seams', () => {
  let api: TestServer;
  const { tokens, addUser, get, post } = testUsers(() => api);

  beforeAll(async () => {
    // apps/index.ts: one more line in APP_MODULES.
    api = await startTestServer({
      database: 'sqlite',
      modules: [...APP_MODULES, throwawayModule],
      routes: [...ROUTES, ...moduleRoutes(throwawayModule)],
    });
    tokens.admin = await api.login('admin', api.adminPassword);
    await addUser('member', ['Member']);
    await addUser('reader', ['Throwaway Reader']);
    await addUser('outsider', []);
  });
  afterAll(() => api?.close());

  it('serves its route to whoever holds its claim: Member, its own role, not a user without it', async () => {
    expect(await ok(get('/api/throwaway/notes', 'member'))).toEqual([
      { id: 1, text: 'Hello from a throwaway app' },
    ]);
    expect((await get('/api/throwaway/notes', 'reader')).status).toBe(200);
    expect((await get('/api/throwaway/notes', 'outsider')).status).toBe(403);
  });

  it('is listed among the apps, before Admin, with the claim that opens it', async () => {
    const apps = await ok<{ id: number; path: string }[]>(get('/api/app/list', 'member'));
    expect(apps.map((app) => app.id)).toEqual([3, 1, 5, 4, 99, 51, 77, 100]);
    expect(apps.find((app) => app.id === 77)).toMatchObject({
      title: 'Throwaway',
      path: '/throwaway',
      claimType: 'Throwaway',
      claimValue: 'Access',
    });
  });

  it('adds its claims to the catalogue and to the seeded Admin and Member roles', async () => {
    expect(await ok(get('/api/app/claims', 'member'))).toMatchObject({ Throwaway: ['Access', 'Read'] });
    const { records: roles } = await ok<{
      records: { name: string; claims: { type: string; value: string }[] }[];
    }>(get('/api/admin/roles', 'admin'));
    const claimsOf = (name: string) =>
      roles.find((role) => role.name === name)?.claims.filter((claim) => claim.type === 'Throwaway');
    expect(claimsOf('Admin')).toHaveLength(2);
    expect(claimsOf('Member')).toHaveLength(2);
    expect(claimsOf('Throwaway Reader')).toEqual([{ type: 'Throwaway', value: 'Read' }]);
  });

  it('seeds the lookup list it owns', async () => {
    expect(await api.db('system_items').where({ system_item_type: 7701 }).pluck('title')).toEqual([
      'Only item',
    ]);
  });

  it("serves its settings with their defaults in the user's app setting, saves them and checks them", async () => {
    const settingOf = async () =>
      (
        await ok<{ appSettings: { appId: number; throwawaySettings?: unknown }[] }>(
          get('/api/account/context/1', 'member'),
        )
      ).appSettings.find((setting) => setting.appId === 77);
    expect((await settingOf())?.throwawaySettings).toEqual({ loud: true });
    expect(
      (await post('/api/account/app/save', 'member', { appId: 77, throwawaySettings: { loud: false } }))
        .status,
    ).toBe(200);
    expect((await settingOf())?.throwawaySettings).toEqual({ loud: false });
    const refused = await post('/api/account/app/save', 'member', {
      appId: 77,
      throwawaySettings: { loud: 'very' },
    });
    expect(refused.status).toBe(400);
    expect(problemFields(refused.body)).toEqual(['throwawaySettings.loud']);
  });

  it('is switched off by the administrator like any app', async () => {
    expect((await post('/api/app/save', 'admin', { appId: 77, isEnabled: false })).status).toBe(200);
    const refused = await get('/api/throwaway/notes', 'member');
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain(APP_DISABLED_MESSAGE);
    expect((await post('/api/app/save', 'admin', { appId: 77, isEnabled: true })).status).toBe(200);
  });
});

describe('the platform names no app', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const files = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(relative);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
    });
  const manifests = APP_MODULES.map((module) => module.manifest);

  // What would have to change for a new app: the API outside its app folders and its list, the contract's
  // platform files, the portal outside its app folders and its registry, the CLI.
  const platformFiles = [
    ...files('packages/api/src').filter((file) => !/^packages\/api\/src\/apps\//.test(file)),
    ...files('packages/contract/src').filter(
      (file) => !file.slice('packages/contract/src/'.length).includes('/'),
    ),
    ...files('packages/portal/src').filter((file) => !/^packages\/portal\/src\/apps\//.test(file)),
    ...files('packages/cli/src'),
  ];

  it.each(manifests.map((manifest) => [manifest.title, manifest] as const))(
    '%s: no platform file quotes its claim type or path',
    (_title, manifest) => {
      const names = [
        `claimType: '${manifest.claimType}'`,
        `'${manifest.claimType}', '`,
        `'${manifest.path}'`,
      ];
      const naming = platformFiles.filter((file) => {
        // Comments may give an app as an example; code may not name one.
        const code = readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
          .join('\n');
        return names.some((name) => code.includes(name));
      });
      expect(naming).toEqual([]);
    },
  );
});
