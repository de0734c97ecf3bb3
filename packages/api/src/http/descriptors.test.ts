// Every route of the API is a descriptor of the contract, and every descriptor has its route: the portal and the
// CLI call through the descriptors, so a route written apart from one is a call no client can type, and a
// descriptor without a route is a call that answers 404.
import * as platform from '@lcars/contract';
import * as boxing from '@lcars/contract/boxing';
import * as money from '@lcars/contract/money';
import * as recipes from '@lcars/contract/recipes';
import * as repo from '@lcars/contract/repo';
import * as scanner from '@lcars/contract/scanner';
import * as tools from '@lcars/contract/tools';
import type { Endpoint } from '@lcars/contract';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../app.js';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).summary === 'string';

const DESCRIPTORS = new Set(
  [platform, boxing, money, recipes, repo, scanner, tools].flatMap((module) =>
    Object.values(module).filter(isEndpoint),
  ),
);

const key = (route: { method: string; path: string }): string => `${route.method} ${route.path}`;

describe('the routes and the contract', () => {
  it('serve every route from a descriptor of the contract', () => {
    const literal = ROUTES.filter((route) => route.endpoint === undefined).map(key);
    expect(literal).toEqual([]);
    for (const route of ROUTES) {
      if (route.endpoint === undefined) continue;
      expect(
        DESCRIPTORS.has(route.endpoint),
        `${key(route)}: its descriptor is not exported by the contract`,
      ).toBe(true);
      expect(key(route)).toBe(key(route.endpoint));
    }
  });

  it('give every descriptor of the contract its route', () => {
    const served = new Set(ROUTES.map((route) => route.endpoint));
    const unserved = [...DESCRIPTORS].filter((descriptor) => !served.has(descriptor)).map(key);
    expect(unserved.sort()).toEqual([]);
  });

  it('serve each descriptor once', () => {
    const keys = ROUTES.map(key);
    expect(keys.filter((item, index) => keys.indexOf(item) !== index)).toEqual([]);
  });
});
