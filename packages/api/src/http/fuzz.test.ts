// A fuzz run over every route of the OpenAPI document (issue #12): bad path segments (NUL and other control
// characters, huge and negative numbers, malformed percent-encoding), bad query values, and request bodies
// built from each route's schema with one field at a time made hostile (NUL, control characters, long text,
// numbers past every column's range, wrong types, deep nesting), plus whole-body oddities. Nothing may
// answer 500, on SQLite or PostgreSQL; a NUL in a body field is a 400 naming that field.
//
// Issue 28's hostile input goes to every route too: text that made backtracking patterns take minutes (sent to
// every string field, and in full to the recipe import), character references beyond Unicode and NUL, and to
// the routes that take a file, pixel floods and zip bombs. No request may take more than a few seconds.
//
// Bounded on purpose (one pass over a fixed catalogue, a few thousand requests, eight at a time): it runs in
// seconds per database, not minutes. Sample ids point at nothing (999999) so no request changes real data
// of the caller; the caller holds every claim of the route table.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../platform/users/service.js';
import { blankPng, declaringPng } from '../../test/images.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../test/server.js';
import { buildZip, deflatedZeros, workbookWith } from '../../test/zips.js';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  format?: string;
};

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  'x-access'?: { kind: string };
}

/** A request: method, path (already encoded), optional raw JSON text. */
interface Probe {
  method: string;
  path: string;
  body?: string;
  /** For a NUL placed in one body field: the field the 400 must name. */
  nulField?: string;
  why: string;
}

/** A probe answered later than this is a stall (the worst of issue 28 took minutes). */
const SLOW_MS = 10_000;

/** Operations that would end the caller's own session (tested elsewhere), or stream forever. */
const SKIPPED = new Set(['auth.logout.everywhere', 'live.hub']);

const PATH_VALUES = [
  'a%00b',
  '%01%1F%7F',
  '99999999999999999999999',
  '2147483648',
  '-2147483649',
  '1e308',
  'NaN',
  '%E0%A4%A',
  '%',
  `${'9'.repeat(400)}`,
];
/** Text that kept backtracking patterns busy for seconds to minutes (tens of KB here; 1 MB to the importer). */
const PATTERN_KILLER = `${'<script type '.repeat(4000)}${'1'.repeat(3000)}\na\n${'<'.repeat(20_000)}${'0'.repeat(5000)}x`;
/** Character references past Unicode, of a surrogate and of NUL (each was a 500 or a stored NUL somewhere). */
const REFERENCES = '&#99999999; &#x110000; &#xD800; &#0; &#x0; &amp;&lt;b&gt;';
const STRING_VALUES = [
  'a\u0000b',
  `\u0001\u0002\u001b[31m\u007f\ud800${'x'.repeat(5000)}`,
  PATTERN_KILLER,
  REFERENCES,
];
/** Raw JSON number texts: past int4, past bigint, past double (1e999 parses to Infinity), fractions. */
const NUMBER_TEXTS = ['2147483648', '-2147483649', '9007199254740991', '9223372036854775808', '1e999', '0.5'];
/** Query values: a NUL, past int4, the largest safe integer (zod's .int() alone lets it through), past it. */
const QUERY_VALUES = [
  'a%00b',
  '2147483648',
  '9007199254740991',
  '99999999999999999999',
  '-1',
  '%01',
  'x'.repeat(5000),
];

function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'unknown';
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null') ?? 'null';
  if (schema.type) return schema.type;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return typeOf(options.find((option) => option.type !== 'null') ?? options[0]);
  if (schema.enum) return typeof schema.enum[0];
  if (schema.const !== undefined) return typeof schema.const;
  return 'unknown';
}

/** A plausible value for a schema, so that one hostile field is what a request gets wrong. */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema) return 'x';
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  switch (typeOf(schema)) {
    case 'string':
      return schema.format === 'email' ? 'fuzz@example.com' : 'x';
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return depth > 3 ? {} : sampleObject(schema, depth + 1);
    default:
      return 'x';
  }
}

function sampleObject(schema: JsonSchema, depth = 0): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    value[name] = sample(property, depth);
  return value;
}

/** The body text with one field's value replaced by a raw JSON text. */
function withField(base: Record<string, unknown>, field: string, rawValue: string): string {
  const marker = '"__fuzz_marker__"';
  return JSON.stringify({ ...base, [field]: '__fuzz_marker__' }).replace(marker, rawValue);
}

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

function probesFor(method: string, template: string, operation: Operation): Probe[] {
  const probes: Probe[] = [];
  const params = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
  const basePath = template.replace(/\{([^}]+)\}/g, '999999');
  for (const parameter of params) {
    for (const value of PATH_VALUES) {
      const path = template.replace(`{${parameter.name}}`, value).replace(/\{([^}]+)\}/g, '999999');
      probes.push({ method, path, why: `path ${parameter.name}=${value.slice(0, 20)}` });
    }
  }
  for (const parameter of (operation.parameters ?? []).filter((p) => p.in === 'query')) {
    for (const value of QUERY_VALUES) {
      probes.push({ method, path: `${basePath}?${parameter.name}=${value}`, why: `query ${parameter.name}` });
    }
  }
  const schema = operation.requestBody?.content['application/json']?.schema;
  if (!schema) return probes;
  const base = typeOf(schema) === 'object' ? sampleObject(schema) : {};
  const whole = [
    JSON.stringify(base),
    '[]',
    'null',
    '"text"',
    '12345678901234567890',
    '{"a":',
    nested(40),
    nested(20_000),
    `{"x":${nested(10)}}`,
    '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  ];
  for (const body of whole) probes.push({ method, path: basePath, body, why: `body ${body.slice(0, 20)}` });
  for (const [field, property] of Object.entries(schema.properties ?? {})) {
    for (const value of STRING_VALUES) {
      probes.push({
        method,
        path: basePath,
        body: withField(base, field, JSON.stringify(value)),
        nulField: value.includes('\u0000') ? field : undefined,
        why: `${field}=${JSON.stringify(value.slice(0, 12))}`,
      });
    }
    const kind = typeOf(property);
    const numbers = kind === 'integer' || kind === 'number' ? NUMBER_TEXTS : ['1e999'];
    for (const text of numbers) {
      probes.push({ method, path: basePath, body: withField(base, field, text), why: `${field}=${text}` });
    }
    for (const text of ['[["\\u0000"]]']) {
      probes.push({ method, path: basePath, body: withField(base, field, text), why: `${field}=${text}` });
    }
  }
  return probes;
}

describeEachDatabase('fuzzing every route of the OpenAPI document', (kind) => {
  let api: TestServer;
  let token = '';
  let fuzzerId = 0;
  const password = 'fuzz-password-for-tests';

  beforeAll(async () => {
    // Rate limits and the lockout are not what this test is about: room for every request.
    api = await startTestServer({
      database: kind,
      env: {
        PORTAL_LOCKOUT_MAX_FAILURES_PER_IP: '100000',
      },
    });
    const id = (fuzzerId = await createUser(api.db, {
      userName: 'fuzzer',
      email: 'fuzzer@example.com',
      passwordHash: await api.server.passwords.hash(password, 'trusted'),
      emailConfirmed: true,
      roles: ['Admin'],
    }));
    const claims = await api
      .db('role_claims')
      .distinct<{ claim_type: string; claim_value: string }[]>('claim_type', 'claim_value');
    await api.db('user_claims').insert(
      claims.map((claim) => ({
        user_id: id,
        claim_type: claim.claim_type,
        claim_value: claim.claim_value,
      })),
    );
    token = await api.login('fuzzer', password);
  });
  afterAll(() => api?.close());

  it('never answers 500 nor stalls, and names the field of a NUL', { timeout: 120_000 }, async () => {
    const document = (await api.request.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    const probes: Probe[] = [];
    for (const [template, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (SKIPPED.has(operation.operationId)) continue;
        probes.push(...probesFor(method.toUpperCase(), template, operation));
      }
    }
    // The importer reads whole pages: the 1 MB text that held the event loop for minutes, and JSON-LD whose
    // yield (cubic once), tags and references were each a stall or a 500.
    const jsonLd = JSON.stringify({
      '@type': 'Recipe',
      name: REFERENCES,
      recipeYield: `${'1'.repeat(10_000)}\na\n`,
      description: '<'.repeat(500_000),
      recipeIngredient: Array.from({ length: 300 }, () => '½'.repeat(500)),
      prepTime: `P${'1'.repeat(100_000)}`,
    });
    for (const text of ['<script type '.repeat(80_000), jsonLd]) {
      probes.push({
        method: 'POST',
        path: '/api/recipe/import',
        body: JSON.stringify({ text }),
        why: `import ${text.slice(0, 20)}`,
      });
    }
    const failures: string[] = [];
    const unnamed: string[] = [];
    const slow: string[] = [];
    let sent = 0;
    const send = async (probe: Probe): Promise<void> => {
      const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
      if (probe.body !== undefined) headers['Content-Type'] = 'application/json';
      const started = performance.now();
      const response = await fetch(`${api.url}${probe.path}`, {
        method: probe.method,
        headers,
        ...(probe.body !== undefined ? { body: probe.body } : {}),
      });
      const text = await response.text();
      const ms = performance.now() - started;
      // Eight at a time on a shared machine: seconds of queueing happen; a stall of the event loop is minutes.
      if (ms > SLOW_MS)
        slow.push(`${Math.round(ms)} ms ${probe.method} ${probe.path.slice(0, 80)} (${probe.why})`);
      sent += 1;
      if (response.status >= 500) {
        failures.push(`${response.status} ${probe.method} ${probe.path.slice(0, 80)} (${probe.why})`);
      }
      if (probe.nulField !== undefined && response.status === 400 && !text.includes(`"${probe.nulField}`)) {
        unnamed.push(`${probe.method} ${probe.path} ${probe.nulField}: ${text.slice(0, 200)}`);
      }
      if (response.status === 401) token = await api.login('fuzzer', password);
    };
    const queue = [...probes];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let probe = queue.shift(); probe; probe = queue.shift()) await send(probe);
      }),
    );
    expect(failures).toEqual([]);
    expect(unnamed).toEqual([]);
    expect(slow).toEqual([]);
    expect(sent).toBe(probes.length);
    expect(sent).toBeGreaterThan(800);
    expect(api.logs.filter((line) => /failed/i.test(line))).toEqual([]);
  });

  it(
    'answers pixel floods and zip bombs on every route that takes a file with a 4xx, in seconds',
    { timeout: 120_000 },
    async () => {
      const document = (await api.request.get('/api/openapi.json')).body as {
        paths: Record<string, Record<string, Operation>>;
      };
      const operations = new Set(
        Object.values(document.paths).flatMap((methods) =>
          Object.values(methods).map((op) => op.operationId),
        ),
      );
      // The routes whose body is a file (multipart or raw), which the document describes as JSON.
      const fileRoutes = ['profile.image.save', 'recipe.image.upload', 'scanner.create', 'tools.op.upload'];
      for (const route of fileRoutes) expect(operations, route).toContain(route);

      const userId = fuzzerId;
      expect(userId).toBeGreaterThan(0);
      const recipe = await api.request
        .post('/api/recipe/save')
        .set('Authorization', `Bearer ${token}`)
        .send({ id: 0, title: 'Fuzzed' });
      expect(recipe.status).toBe(200);
      const recipeId = (recipe.body as { id: number }).id;
      const filesBefore = await api.db('stored_files').where({ user_id: userId }).count({ n: '*' }).first();

      const flood = await blankPng(9999, 9999);
      const declaring = declaringPng(30_000, 30_000);
      const sheet = deflatedZeros(60 * 1024 * 1024);
      const zipBomb = workbookWith(
        Array.from({ length: 40 }, (_, index) => ({
          name: `xl/worksheets/sheet${index + 1}.xml`,
          deflated: sheet,
        })),
      );
      const manyEntries = buildZip(
        Array.from({ length: 10_001 }, (_, index) => ({ name: `p${index}`, stored: true })),
      );
      const lying = workbookWith([
        { name: 'xl/worksheets/sheet1.xml', deflated: { ...deflatedZeros(20 * 1024 * 1024), size: 90_000 } },
      ]);
      const files: [string, Buffer, string][] = [
        ['flood.png', flood, 'image/png'],
        ['declaring.png', declaring, 'image/png'],
        ['bomb.xlsx', zipBomb, 'application/octet-stream'],
        ['many.xlsx', manyEntries, 'application/octet-stream'],
        ['lying.xlsx', lying, 'application/octet-stream'],
      ];
      const targets: { path: string; method: string; fields?: Record<string, string> }[] = [
        { method: 'PUT', path: `/api/profile/${userId}/image` },
        { method: 'PUT', path: `/api/recipe/${recipeId}/image` },
        { method: 'POST', path: '/api/scanner/scan', fields: { title: 'Fuzzed' } },
        { method: 'POST', path: '/api/tools/op/upload?confirm=true' },
      ];
      const answers: string[] = [];
      for (const target of targets) {
        for (const [name, bytes, type] of files) {
          for (const form of [true, false]) {
            if (!form && target.fields) continue; // the scanner takes forms only
            let body: FormData | Buffer;
            const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
            if (form) {
              body = new FormData();
              for (const [field, value] of Object.entries(target.fields ?? {})) body.append(field, value);
              body.append('file', new Blob([bytes], { type }), name);
            } else {
              body = bytes;
              headers['Content-Type'] = type;
            }
            const started = performance.now();
            const response = await fetch(`${api.url}${target.path}`, {
              method: target.method,
              headers,
              body,
            });
            await response.text();
            const ms = Math.round(performance.now() - started);
            const what = `${response.status} ${target.method} ${target.path} ${name}${form ? ' (form)' : ''}`;
            if (response.status < 400 || response.status >= 500 || ms > SLOW_MS)
              answers.push(`${what} in ${ms} ms`);
          }
        }
      }
      expect(answers).toEqual([]);
      // Nothing of a refused file stays in the store.
      expect(await api.db('stored_files').where({ user_id: userId }).count({ n: '*' }).first()).toEqual(
        filesBefore,
      );
      expect(api.logs.filter((line) => /failed/i.test(line))).toEqual([]);
    },
  );
});
