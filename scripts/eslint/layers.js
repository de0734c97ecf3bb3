// One lint rule for the whole monorepo's house plan (scripts/eslint/house-plan.js). Each import is resolved to
// the file it lands on, whatever its spelling: a relative path against the importing file, a workspace package
// (`@lcars/contract/money`) through its package.json `exports` (the `@lcars/source` condition, as TypeScript
// and Vite resolve it), a package subpath it does not export to the package's sources. The part the target
// lands in must be one the importing file's part may import.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { allow, parts, reasons } from './house-plan.js';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** The workspace's packages: name to folder and exports (read once). */
const workspace = new Map(
  readdirSync(path.join(root, 'packages')).flatMap((folder) => {
    try {
      const manifest = JSON.parse(readFileSync(path.join(root, 'packages', folder, 'package.json'), 'utf8'));
      return [[manifest.name, { dir: path.join(root, 'packages', folder), exports: manifest.exports ?? {} }]];
    } catch {
      return [];
    }
  }),
);

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.css.ts'];

/**
 * The source file an import path names: TypeScript's `.js` for `.ts`, the portal's extensionless imports, a
 * folder's index. A path with no file behind it (a lint fixture's) is kept as written, `.js` read as `.ts`.
 */
function sourceFile(target) {
  const stem = target.replace(/\.(js|jsx)$/, '');
  const candidates = [
    target,
    ...SOURCE_EXTENSIONS.map((extension) => stem + extension),
    ...SOURCE_EXTENSIONS.map((extension) => path.join(target, `index${extension}`)),
  ];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return found ?? (target.endsWith('.js') ? `${stem}.ts` : target);
}

/** Where an import specifier lands, or undefined for a package outside the workspace. */
export function resolveImport(source, fromFile) {
  if (source.startsWith('.')) return sourceFile(path.resolve(path.dirname(fromFile), source));
  const match = /^(@[^/]+\/[^/]+|[^@/][^/]*)(\/.*)?$/.exec(source);
  const pkg = match && workspace.get(match[1]);
  if (!pkg) return undefined;
  const entry = pkg.exports[`.${match[2] ?? ''}`];
  const target = typeof entry === 'string' ? entry : (entry?.['@lcars/source'] ?? entry?.import);
  return sourceFile(path.join(pkg.dir, target ?? path.join('src', match[2] ?? '')));
}

/** The part a file belongs to: its kind and, for a `*` part, which folder (the app). */
export function partOf(file) {
  const segments = path.relative(root, file).split(path.sep);
  for (const part of parts) {
    for (const pattern of part.paths) {
      const wanted = pattern.split('/');
      const isFolder = wanted.at(-1) === '';
      if (isFolder) wanted.pop();
      if (isFolder ? segments.length <= wanted.length : segments.length !== wanted.length) continue;
      let instance;
      const fits = wanted.every((segment, index) => {
        if (segment === '*') instance = segments[index];
        return segment === '*' || segment === segments[index];
      });
      if (fits) return { kind: part.kind, instance };
    }
  }
  return undefined;
}

/** Why `from` may not import `to`, or null when it may. */
export function breach(from, to) {
  if (to.kind === from.kind) {
    return from.instance === to.instance
      ? null
      : `another ${from.kind.replace(/-app$/, ' app')} (${to.instance})`;
  }
  for (const allowed of allow[from.kind] ?? []) {
    if (allowed === to.kind) return null;
    if (typeof allowed === 'object' && allowed.same === to.kind) {
      return to.instance === from.instance ? null : `${to.kind} of another app (${to.instance})`;
    }
  }
  return to.kind;
}

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keeps the house plan: each part imports only the parts below it (docs/architecture.md).',
    },
    schema: [],
    messages: { breach: "'{{source}}' is {{target}}, which {{kind}} may not import: {{reason}}." },
  },
  create(context) {
    const file = context.physicalFilename;
    const from = partOf(file);
    if (!from) return {};
    const check = (node) => {
      const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
      if (!source) return;
      const target = resolveImport(source, file);
      const to = target && partOf(target);
      const refused = to && breach(from, to);
      if (!refused) return;
      context.report({
        node,
        messageId: 'breach',
        data: {
          source,
          target: refused,
          kind: from.instance ? `${from.kind} (${from.instance})` : from.kind,
          reason: reasons[from.kind] ?? 'a layer imports only the layers below it (docs/architecture.md)',
        },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { layers } };
