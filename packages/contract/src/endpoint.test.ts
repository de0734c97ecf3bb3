import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { endpoint, requestOf, type CallInput } from './endpoint.js';

const getThing = endpoint({
  method: 'GET',
  path: '/things/:id/parts',
  params: z.object({ id: z.coerce.number() }),
  request: z.object({ page: z.number().optional(), tag: z.array(z.string()).optional() }),
  response: z.object({ ok: z.boolean() }),
  summary: 'Parts of a thing',
});

const saveThing = endpoint({
  method: 'PUT',
  path: '/things/:name',
  query: z.object({ confirm: z.boolean() }),
  request: z.object({ title: z.string() }),
  summary: 'Save a thing',
});

const listThings = endpoint({ method: 'GET', path: '/things', summary: 'Every thing' });

describe('requestOf', () => {
  it('fills the path, encodes its parameters and writes the query as pairs', () => {
    expect(requestOf(getThing, { params: { id: 7 }, query: { page: 2, tag: ['a b', 'c'] } })).toEqual({
      method: 'GET',
      path: 'things/7/parts',
      query: [
        ['page', '2'],
        ['tag', 'a b'],
        ['tag', 'c'],
      ],
    });
    expect(
      requestOf(saveThing, { params: { name: 'a/b?' }, query: { confirm: true }, body: { title: 'T' } }),
    ).toEqual({ method: 'PUT', path: 'things/a%2Fb%3F', query: [['confirm', 'true']], body: { title: 'T' } });
    expect(requestOf(listThings, {})).toEqual({ method: 'GET', path: 'things', query: [] });
  });

  it('refuses a call without a parameter of its path', () => {
    expect(() => requestOf(getThing, { params: {} as { id: number }, query: {} })).toThrow(
      '/things/:id/parts: the parameter id is missing.',
    );
  });

  it('types each call by its descriptor: a GET has no body, a PUT needs its body', () => {
    expectTypeOf<CallInput<typeof getThing>['params']>().toEqualTypeOf<{ id: unknown }>();
    expectTypeOf<CallInput<typeof getThing>['body']>().toEqualTypeOf<undefined>();
    expectTypeOf<CallInput<typeof saveThing>['body']>().toEqualTypeOf<{ title: string }>();
    expectTypeOf<CallInput<typeof saveThing>['params']>().toEqualTypeOf<
      Record<'name', string | number | boolean>
    >();
    expectTypeOf<CallInput<typeof listThings>['params']>().toEqualTypeOf<undefined>();
  });
});
