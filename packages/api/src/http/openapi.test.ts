import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_HUB_PATH } from '@lcars/contract';
import { INT32_MAX } from '@lcars/contract';
import { ROUTES, routeTable } from '../app.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { openApiDocument, openApiPath } from './openapi.js';

interface Operation {
  operationId: string;
  security: unknown[];
  responses: Record<string, unknown>;
  parameters: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

describe('GET /api/openapi.json', () => {
  let api: TestServer;
  let document: Document;

  beforeAll(async () => {
    api = await startTestServer({ database: 'sqlite' });
    const response = await api.request.get('/api/openapi.json');
    expect(response.status).toBe(200);
    document = response.body as Document;
  });
  afterAll(() => api?.close());

  it('is an OpenAPI 3.1 document with a path and an operation for every route', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBeTruthy();
    const operationIds = new Set<string>();
    for (const route of routeTable()) {
      const { path, params } = openApiPath(route.path);
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation!.operationId).toBe(route.name);
      expect(operationIds.has(route.name), `duplicate operationId ${route.name}`).toBe(false);
      operationIds.add(route.name);
      expect(operation!.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(params);
      expect(operation!.responses['200']).toBeDefined();
      if (route.access.kind === 'public') expect(operation!.security).toEqual([]);
      else expect(operation!.responses['401']).toBeDefined();
      if (route.access.kind === 'claim') expect(operation!.responses['403']).toBeDefined();
    }
    expect(document.paths[LIVE_HUB_PATH]?.get).toBeDefined();
  });

  it('carries the contract schemas of request bodies, and only resolvable references', () => {
    const save = document.paths['/api/systemitem/save']?.post;
    const schema = save?.requestBody?.content['application/json']?.schema as {
      properties?: Record<string, unknown>;
    };
    expect(Object.keys(schema.properties ?? {})).toEqual(
      expect.arrayContaining(['title', 'description', 'systemItemType']),
    );
    const refs = JSON.stringify(document).match(/"\$ref":"([^"]+)"/g) ?? [];
    for (const ref of refs) {
      const name = /#\/components\/schemas\/([^"]+)/.exec(ref)?.[1];
      expect(name && document.components.schemas[name], ref).toBeTruthy();
    }
  });

  it('bounds every integer a request carries: ids by their column, the rest explicitly', () => {
    // zod's .int() alone is bounded by ±(2^53 - 1), past every integer column: PostgreSQL then refuses the
    // value and the 4xx comes with a logged error. Each integer must carry bounds of its own, and an id
    // (a field named id or ...Id, or a list of ...Ids) the 32-bit column's.
    type Schema = Record<string, unknown>;
    const unbounded: string[] = [];
    const isInteger = (schema: Schema) =>
      schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));
    const walk = (schema: unknown, where: string, name: string, seen: Set<string>): void => {
      if (!schema || typeof schema !== 'object') return;
      const node = schema as Schema;
      if (typeof node.$ref === 'string') {
        const ref = node.$ref.split('/').pop()!;
        if (!seen.has(ref)) walk(document.components.schemas[ref], where, name, new Set([...seen, ref]));
        return;
      }
      if (isInteger(node)) {
        const min = (node.minimum ?? node.exclusiveMinimum) as number | undefined;
        const max = (node.maximum ?? node.exclusiveMaximum) as number | undefined;
        const isId = /^(id|.*Id|.*Ids)$/.test(name);
        if (
          min === undefined ||
          max === undefined ||
          min <= Number.MIN_SAFE_INTEGER ||
          max >= Number.MAX_SAFE_INTEGER ||
          (isId && (max > INT32_MAX || min < -INT32_MAX - 1))
        ) {
          unbounded.push(`${where} ${name}: ${min ?? '-'}..${max ?? '-'}`);
        }
      }
      for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
        for (const option of (node[key] as unknown[] | undefined) ?? []) walk(option, where, name, seen);
      }
      if (node.items) walk(node.items, where, name, seen);
      for (const [property, child] of Object.entries((node.properties as Schema | undefined) ?? {})) {
        walk(child, where, property, seen);
      }
      if (node.additionalProperties && typeof node.additionalProperties === 'object') {
        walk(node.additionalProperties, where, `${name}.*`, seen);
      }
    };
    let integers = 0;
    const count = (schema: unknown) =>
      (integers += (JSON.stringify(schema ?? null).match(/"integer"/g) ?? []).length);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters as { name: string; in: string; schema?: unknown }[]) {
          if (parameter.in !== 'query') continue;
          walk(parameter.schema, where, parameter.name, new Set());
          count(parameter.schema);
        }
        const body = operation.requestBody?.content['application/json']?.schema;
        walk(body, where, 'body', new Set());
        count(body);
      }
    }
    expect(integers).toBeGreaterThan(150);
    expect(unbounded).toEqual([]);
  });

  it('is built from the same route list the server uses', () => {
    const generated = openApiDocument(ROUTES) as unknown as Document;
    expect(Object.keys(generated.paths).sort()).toEqual(Object.keys(document.paths).sort());
  });
});
