// The import from a web address: the server fetches real-looking pages from a local site, which the
// administrator's allow-list opens (127.0.0.1 only), and refuses what a user must not make it reach: loopback
// by another name, a redirect into it, the cloud metadata address, other schemes, a page past the byte bound,
// a server past the deadline. On SQLite and PostgreSQL.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '@lcars/contract/recipes';
import {
  createTestDatabase,
  describeEachDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../../../test/server.js';
import { problemFields, testUsers } from '../../../test/requests.js';
import { isPublicAddress } from './page-fetch.js';

const RECIPE_PAGE = `<!doctype html><html><head><title>Lemon drizzle cake | Example Kitchen</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
 {"@type":"WebPage","name":"Lemon drizzle cake"},
 {"@type":"Recipe","name":"Lemon drizzle cake","author":{"@type":"Person","name":"Mary"},
  "recipeYield":"8 slices","prepTime":"PT15M","cookTime":"PT45M",
  "recipeIngredient":["225 g butter","225 g caster sugar","4 eggs"],
  "recipeInstructions":[{"@type":"HowToStep","text":"Heat the oven."},{"@type":"HowToStep","text":"Bake."}]}]}
</script></head><body><h1>Lemon drizzle cake</h1></body></html>`;

const PLAIN_PAGE = '<!doctype html><html><head><title>About us</title></head><body>No recipe.</body></html>';

/** The local recipe site: one page per path, as a real site would answer. */
function recipeSite(): Server {
  return createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/cake') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(RECIPE_PAGE);
    } else if (path === '/cake.jsonld') {
      response.writeHead(200, { 'Content-Type': 'application/ld+json' });
      response.end(/<script[^>]*>([\s\S]*)<\/script>/.exec(RECIPE_PAGE)?.[1]);
    } else if (path === '/moved') {
      response.writeHead(301, { Location: '/cake' });
      response.end();
    } else if (path.startsWith('/hop/')) {
      const left = Number(path.slice(5));
      response.writeHead(302, { Location: left === 0 ? '/cake' : `/hop/${left - 1}` });
      response.end();
    } else if (path.startsWith('/to?')) {
      response.writeHead(302, { Location: decodeURIComponent(path.slice(4)) });
      response.end();
    } else if (path === '/about') {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end(PLAIN_PAGE);
    } else if (path === '/photo') {
      response.writeHead(200, { 'Content-Type': 'image/jpeg' });
      response.end(Buffer.alloc(100));
    } else if (path === '/huge') {
      // No Content-Length: the bound must stop the download itself.
      response.writeHead(200, { 'Content-Type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const more = (): void => {
        while (sent < 4 * 1024 * 1024 && !response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', more);
        }
        response.end();
      };
      more();
    } else if (path === '/slow') {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.write('<html>');
      // ...and nothing more until the test's end.
    } else {
      response.writeHead(404, { 'Content-Type': 'text/html' });
      response.end('Not found');
    }
  });
}

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.100.100.200',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));
  it.each(['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111', '::ffff:1.1.1.1'])('allows %s', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );
});

describeEachDatabase('recipe import from a web address', (kind) => {
  let database: TestDatabase;
  let api: TestServer;
  let site: Server;
  let origin: string;
  const { tokens, addUser, post } = testUsers(() => api);
  const importUrl = (url: string, who = 'bob') => post('/api/recipe/import-url', who, { url });
  const refusal = async (url: string, status = 400): Promise<string> => {
    const response = await importUrl(url);
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    expect(problemFields(response.body)).toEqual(['url']);
    return JSON.stringify(response.body);
  };

  beforeAll(async () => {
    site = recipeSite();
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    database = await createTestDatabase(kind);
    api = await startTestServer({
      database,
      env: {
        PORTAL_DEMO: 'false',
        PORTAL_RECIPE_FETCH_ALLOW_HOSTS: '127.0.0.1',
        PORTAL_RECIPE_FETCH_TIMEOUT_MS: '1500',
      },
    });
    tokens.admin = await api.login('admin', api.adminPassword);
    await addUser('bob', ['Member']);
    await addUser('nobody', []);
  }, 60_000);
  afterAll(async () => {
    site?.closeAllConnections();
    await new Promise((resolve) => site?.close(resolve));
    await api?.close();
    await database?.drop();
  });

  it('imports the JSON-LD of an allowed page, as the paste does', async () => {
    const response = await importUrl(`${origin}/cake`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const recipe = response.body as Recipe;
    expect(recipe.id).toBeGreaterThan(0);
    expect(recipe).toMatchObject({ title: 'Lemon drizzle cake', authorName: 'Mary', servings: 8 });
    expect(recipe.ingredients).toHaveLength(3);
    expect(recipe.instructions).toBe('Heat the oven.\nBake.');
  });

  it('reads JSON-LD served as such, and follows redirects on the allowed host', async () => {
    expect((await importUrl(`${origin}/cake.jsonld`)).status).toBe(200);
    expect((await importUrl(`${origin}/moved`)).status).toBe(200);
    expect((await importUrl(`${origin}/hop/4`)).status).toBe(200);
  });

  it('needs Recipes/Edit', async () => {
    expect((await importUrl(`${origin}/cake`, 'nobody')).status).toBe(403);
  });

  it('refuses loopback by a name the allow-list does not hold', async () => {
    const port = (site.address() as AddressInfo).port;
    expect(await refusal(`http://localhost:${port}/cake`)).toContain('private, local or reserved');
    expect(await refusal(`http://[::1]:${port}/cake`)).toContain('private, local or reserved');
    expect(await refusal(`http://127.0.0.2:${port}/cake`)).toContain('private, local or reserved');
  });

  it('checks every redirect again: an allowed host cannot send the fetch to a refused address', async () => {
    const port = (site.address() as AddressInfo).port;
    const target = encodeURIComponent(`http://localhost:${port}/cake`);
    expect(await refusal(`${origin}/to?${target}`)).toContain('private, local or reserved');
    const metadata = encodeURIComponent('http://169.254.169.254/latest/meta-data/');
    expect(await refusal(`${origin}/to?${metadata}`)).toContain('169.254.169.254');
    expect(await refusal(`${origin}/to?${encodeURIComponent('file:///etc/passwd')}`)).toContain('Only http');
  });

  it('refuses the cloud metadata address, other schemes and more than 5 redirects', async () => {
    expect(await refusal('http://169.254.169.254/latest/meta-data/')).toContain('private, local or reserved');
    expect(await refusal('http://[fd00:ec2::254]/latest/meta-data/')).toContain('private, local or reserved');
    expect(await refusal('file:///etc/passwd')).toContain('Only http and https');
    expect(await refusal('ftp://example.com/cake')).toContain('Only http and https');
    expect(await refusal('not a url')).toContain('not a web address');
    expect(await refusal(`${origin}/hop/5`)).toContain('more than 5 times');
  });

  it('bounds the page: bytes, time, type and status', async () => {
    expect(await refusal(`${origin}/huge`, 413)).toContain('too large');
    // The refusal names the 1.5 s bound it applied (a wall-clock check here only measures CI's load).
    expect(await refusal(`${origin}/slow`)).toContain('did not load within 1.5 s');
    expect(await refusal(`${origin}/photo`)).toContain('image/jpeg, not a web page');
    expect(await refusal(`${origin}/gone`)).toContain('answered 404');
  });

  it('fetches at most 2 pages at once for a user: a third is a 429 at once', async () => {
    // A supertest request is sent when awaited: then() sends both now.
    const slow = [1, 2].map(() => importUrl(`${origin}/slow`).then((answer) => answer));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const third = await importUrl(`${origin}/cake`);
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBe('5');
    expect((await Promise.all(slow)).map((answer) => answer.status)).toEqual([400, 400]);
    expect((await importUrl(`${origin}/cake`)).status).toBe(200);
  });

  it('names the problem of a page without a recipe', async () => {
    expect(await refusal(`${origin}/about`)).toContain('No schema.org Recipe was found in the page.');
  });

  it('refuses an empty address naming the field', async () => {
    expect(await refusal('')).toContain('Enter the web address');
  });
});
