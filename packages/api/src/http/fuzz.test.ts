// A fuzz run over every route of the OpenAPI document (issue #12): bad path segments (NUL and other control
// characters, huge and negative numbers, malformed percent-encoding), bad query values, and request bodies
// built from each route's schema with one field at a time made hostile (NUL, control characters, long text,
// numbers past every column's range, wrong types, deep nesting), plus whole-body oddities. Nothing may
// answer 500, on SQLite or PostgreSQL; a NUL in a body field is a 400 naming that field.
//
// Bounded on purpose (one pass over a fixed catalogue, a few thousand requests, eight at a time): it runs in
// seconds per database, not minutes. Sample ids point at nothing (999999) so no request changes real data
// of the caller; the caller holds every claim of the route table.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../platform/users/service.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../test/server.js';

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
const STRING_VALUES = ['a\u0000b', `\u0001\u0002\u001b[31m\u007f\ud800${'x'.repeat(5000)}`];
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
  const password = 'fuzz-password-for-tests';

  beforeAll(async () => {
    // Rate limits and the lockout are not what this test is about: room for every request.
    api = await startTestServer({
      database: kind,
      env: {
        PORTAL_LOCKOUT_MAX_FAILURES_PER_IP: '100000',
      },
    });
    const id = await createUser(api.db, {
      userName: 'fuzzer',
      email: 'fuzzer@example.com',
      passwordHash: await api.server.passwords.hash(password),
      emailConfirmed: true,
      roles: ['Admin'],
    });
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

  it('never answers 500, and names the field of a NUL', { timeout: 120_000 }, async () => {
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
    const failures: string[] = [];
    const unnamed: string[] = [];
    let sent = 0;
    const send = async (probe: Probe): Promise<void> => {
      const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
      if (probe.body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(`${api.url}${probe.path}`, {
        method: probe.method,
        headers,
        ...(probe.body !== undefined ? { body: probe.body } : {}),
      });
      const text = await response.text();
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
    expect(sent).toBe(probes.length);
    expect(sent).toBeGreaterThan(800);
    expect(api.logs.filter((line) => /failed/i.test(line))).toEqual([]);
  });
});
