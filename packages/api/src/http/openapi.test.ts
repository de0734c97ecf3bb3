import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_HUB_PATH } from '../contract/index.js';
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

  it('is built from the same route list the server uses', () => {
    const generated = openApiDocument(ROUTES) as unknown as Document;
    expect(Object.keys(generated.paths).sort()).toEqual(Object.keys(document.paths).sort());
  });
});
