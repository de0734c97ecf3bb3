// One call of a contract descriptor against a test server, its answer held to the descriptor's response
// schema: the portal and the CLI type their answers by these schemas, so a field the server adds, drops or
// retypes must fail a test, not show up as `undefined` on a page.
import { expect } from 'vitest';
import { z } from 'zod';
import { requestOf, type CallInput, type Endpoint, type ResponseOf } from '@lcars/contract';
import type { TestServer } from './server.js';

/**
 * The schema with every object strict, so an answer's extra field is an error too; an object the contract
 * declares loose (an app setting, which carries an app's own settings under a key the platform does not know)
 * stays loose, its known fields strict.
 */
export function strictSchema(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => [
        key,
        strictSchema(value),
      ]),
    );
    const { catchall } = schema.def;
    return catchall === undefined || catchall instanceof z.ZodNever
      ? z.strictObject(shape)
      : z.looseObject(shape);
  }
  if (schema instanceof z.ZodArray) return z.array(strictSchema(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return strictSchema(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return strictSchema(schema.unwrap() as z.ZodType).optional();
  return schema;
}

/** Fails unless `body` is what the descriptor's response schema says, field for field. */
export function expectAnswerOf(call: Endpoint, body: unknown): void {
  expect(call.response, `${call.method} ${call.path} has no response schema`).toBeDefined();
  const parsed = strictSchema(call.response!).safeParse(body);
  expect(parsed.error?.issues ?? [], `${call.method} ${call.path}`).toEqual([]);
}

/**
 * Calls a descriptor as the portal does (its path, query and body from `input`) with this bearer token,
 * expects a 200 in the descriptor's shape, and resolves the answer typed by it.
 */
export async function answerOf<E extends Endpoint>(
  api: TestServer,
  token: string,
  call: E,
  input: CallInput<E>,
): Promise<ResponseOf<E>> {
  const request = requestOf(call, input);
  const method =
    request.method === 'DELETE' ? 'delete' : (request.method.toLowerCase() as 'get' | 'post' | 'put');
  let pending = api.request[method](`/api/${request.path}`).set('Authorization', `Bearer ${token}`);
  if (request.query.length > 0) pending = pending.query(new URLSearchParams(request.query).toString());
  if (request.body !== undefined) pending = pending.send(request.body as object);
  const response = await pending;
  expect(response.status, `${call.method} ${call.path}: ${JSON.stringify(response.body)}`).toBe(200);
  expectAnswerOf(call, response.body);
  return response.body as ResponseOf<E>;
}
