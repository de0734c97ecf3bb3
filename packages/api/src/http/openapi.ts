// The OpenAPI 3.1 document of the API, generated from the route table (method, path, access) and the
// contract's zod schemas a route declares (body, query, answer). Served at GET /api/openapi.json.
import { z } from 'zod';
import { API_VERSION, LIVE_HUB_PATH, problemSchema } from '@lcars/contract';
import { API_PREFIX, type Access, type RouteDefinition } from './routes.js';

type JsonObject = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonObject;
  return rest;
}

/** '/user-notifications/:id/read' -> '/user-notifications/{id}/read', and the parameter names. */
export function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: converted, params };
}

function accessText(access: Access): string {
  if (access.kind === 'public') return 'Public.';
  if (access.kind === 'authenticated') return 'Any signed-in user.';
  const claims = [access, ...(access.or ?? [])].map((c) => `${c.type}/${c.value}`);
  return `Needs the claim ${claims.join(' or ')}.`;
}

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

function queryParameters(schema: z.ZodType | undefined): JsonObject[] {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonObject>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

function operation(route: RouteDefinition): JsonObject {
  const { params } = openApiPath(route.path);
  const responses: JsonObject = {
    200: route.schema?.response
      ? {
          description: 'Success',
          content: {
            [route.name === 'systemitem.delete' ? 'text/plain' : 'application/json']: {
              schema: jsonSchema(route.schema.response, 'output'),
            },
          },
        }
      : { description: 'Success', content: { 'application/json': { schema: {} } } },
    400: problem('A field is not valid; the problem names it.'),
    404: problem('Not found.'),
    500: problem('A server fault (never with a stack trace).'),
  };
  if (route.access.kind !== 'public') responses[401] = problem('No valid bearer token.');
  if (route.access.kind === 'claim') responses[403] = problem('The claim is missing.');
  const op: JsonObject = {
    operationId: route.name,
    summary: route.schema?.summary ?? route.name,
    description: accessText(route.access),
    tags: [route.path.split('/')[1] ?? 'api'],
    parameters: [
      ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...queryParameters(route.schema?.query),
    ],
    responses,
    'x-access': route.access,
  };
  op.security = route.access.kind === 'public' ? [] : [{ bearer: [] }];
  if (route.schema?.body) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchema(route.schema.body, 'input') } },
    };
  } else if (route.method === 'POST' || route.method === 'PUT') {
    op.requestBody = { required: false, content: { 'application/json': { schema: { type: 'object' } } } };
  }
  return op;
}

export function openApiDocument(routes: readonly RouteDefinition[]): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const route of routes) {
    const { path } = openApiPath(API_PREFIX + route.path);
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  paths[LIVE_HUB_PATH] = {
    get: {
      operationId: 'live.hub',
      summary: 'The live channel (server-sent events: NotificationUpdate, Toast, Progress, resync)',
      description:
        'Any signed-in user. Browsers (EventSource cannot set headers) connect with ?ticket= from POST /api/live/ticket: one use, valid 30 s. Other clients send a bearer header. A token in the URL (?access_token=) is refused with 401. Last-Event-ID (header, or ?lastEventId= for a new EventSource) replays the missed events, or sends resync when they are no longer kept.',
      tags: ['live'],
      security: [{ bearer: [] }, { liveTicket: [] }],
      parameters: [
        { name: 'Last-Event-ID', in: 'header', required: false, schema: { type: 'string' } },
        { name: 'lastEventId', in: 'query', required: false, schema: { type: 'string' } },
      ],
      responses: {
        200: {
          description: 'An event stream',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        },
        401: problem('No valid token.'),
        429: problem('Too many open live connections.'),
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'LCARS portal API',
      version: API_VERSION,
      description: 'Errors are RFC 9457 problem bodies. Access is declared per route (x-access).',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Problem: jsonSchema(problemSchema, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        liveTicket: { type: 'apiKey', in: 'query', name: 'ticket' },
      },
    },
  };
}
