// No files of a package import each other in a circle, type-only imports included: a circle is where a layer
// stops being one (the API's server context, routes and live channel once did; the portal's apps opened their
// own pages through the registry). Imports are resolved as the lint rule resolves them (scripts/eslint/layers.js).
// In the portal a lazy import() counts too: a route's lazy page that imports back into what lists it is still a
// circle a reader must follow. In the API a dynamic import() is a deliberate late edge and is not counted.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the lint rule is plain JavaScript without declarations.
import { resolveImport } from './eslint/layers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resolve = resolveImport as (source: string, fromFile: string) => string | undefined;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const STATIC = /^\s*(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'|^\s*import\s+'([^']+)'/gm;
const LAZY = /\bimport\(\s*'([^']+)'\s*\)/g;

/** The files of `files` that `file` imports (lazily too, when `lazy`). */
export function importsOf(file: string, text: string, files: ReadonlySet<string>, lazy: boolean): string[] {
  const sources = [...text.matchAll(STATIC)].map((match) => (match[1] ?? match[2])!);
  if (lazy) sources.push(...[...text.matchAll(LAZY)].map((match) => match[1]!));
  return sources
    .map((source) => resolve(source, file))
    .filter((target): target is string => files.has(target!));
}

/** Strongly connected components of more than one file (Tarjan): each is a circle of imports. */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

function circlesOf(pkg: string, lazy: boolean): string[][] {
  const src = path.join(root, 'packages', pkg, 'src');
  const files = sourceFiles(src);
  const known = new Set(files);
  const graph = new Map(
    files.map((file) => [file, importsOf(file, readFileSync(file, 'utf8'), known, lazy)]),
  );
  return circles(graph).map((circle) => circle.map((file) => path.relative(src, file)));
}

describe('imports', () => {
  it('finds a circle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
    const files = new Set(['/x/a.ts', '/x/b.ts', '/x/c.ts']);
    const text =
      "import type { B } from './b.js';\nexport { d } from './d.js';\nconst C = () => import('./c.js');";
    expect(importsOf('/x/a.ts', text, files, false)).toEqual(['/x/b.ts']);
    expect(importsOf('/x/a.ts', text, files, true)).toEqual(['/x/b.ts', '/x/c.ts']);
  });

  it.each([
    ['api', false],
    ['contract', false],
    ['cli', false],
    ['lcars-ui', false],
    ['portal', true],
  ])('of %s close no circle', (pkg, lazy) => {
    expect(circlesOf(pkg, lazy)).toEqual([]);
  });
});
