// No files of the API import each other in a circle, type-only imports included: a circle is where a layer
// stops being one (the server's context, the routes and the live channel once did). Static imports and
// re-exports are read from the sources; a dynamic import() is a deliberate late edge and is not counted.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT = /^\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'|^\s*import\s+'(\.[^']+)'/gm;

/** The files of `files` that `file` imports statically (relative imports, .js written for .ts). */
export function importsOf(file: string, text: string, files: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const target = path.resolve(path.dirname(file), (match[1] ?? match[2])!.replace(/\.js$/, '.ts'));
    if (files.has(target)) found.push(target);
  }
  return found;
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

describe('imports of the API', () => {
  it('finds a circle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
    const files = new Set(['/x/a.ts', '/x/b.ts']);
    expect(
      importsOf('/x/a.ts', "import type { B } from './b.js';\nexport { c } from './c.js';", files),
    ).toEqual(['/x/b.ts']);
  });

  it('has no circle', () => {
    const files = sourceFiles(src);
    const known = new Set(files);
    const graph = new Map(files.map((file) => [file, importsOf(file, readFileSync(file, 'utf8'), known)]));
    const found = circles(graph).map((circle) => circle.map((file) => path.relative(src, file)));
    expect(found).toEqual([]);
  });
});
