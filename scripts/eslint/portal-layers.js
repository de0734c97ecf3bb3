// The portal's layers as a lint rule (ARCHITECTURE.md, "packages/portal"): `core/` imports only `core/` (never
// `shell/`, the kit or an area), and an app (`src/apps/<app>/`) imports only `core/`, `shell/`, `kit/` and
// itself (packages such as react and @lcars/* are not the portal's files and stay free). Relative imports
// are resolved against the importing file, so a path's depth cannot hide a breach.
import { dirname, relative, resolve, sep } from 'node:path';

/** Where a file sits in the portal: its layer (core, shell, kit, admin, apps, ...) and its app, if any. */
function placeOf(srcRoot, path) {
  const parts = relative(srcRoot, path).split(sep);
  if (parts[0] === '..' || parts[0] === '') return null;
  const app = parts[0] === 'apps' && parts.length > 2 ? parts[1] : null;
  return { layer: parts[0], app };
}

function breachOf(from, to) {
  if (from.layer === 'core' && to.layer !== 'core') {
    return `core/ imports only core/, not ${to.layer}/`;
  }
  if (from.app) {
    const allowed = to.layer === 'core' || to.layer === 'shell' || to.layer === 'kit' || to.app === from.app;
    if (!allowed) {
      const target = to.app ? `apps/${to.app}/` : `${to.layer}/`;
      return `an app (apps/${from.app}/) imports only core/, shell/, kit/, @lcars/* and itself, not ${target}`;
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps the portal's layers: core below shell, kit and the areas; apps apart." },
    schema: [{ type: 'object', properties: { srcRoot: { type: 'string' } }, additionalProperties: false }],
    messages: { breach: 'Layer breach: {{reason}}.' },
  },
  create(context) {
    const srcRoot = resolve(context.cwd, context.options[0]?.srcRoot ?? 'packages/portal/src');
    const file = context.physicalFilename;
    const from = placeOf(srcRoot, file);
    // Files of the portal's root (main.tsx, router.tsx) assemble every layer: no rule for them.
    if (!from || from.layer === relative(srcRoot, file)) return {};
    const check = (node) => {
      const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!source?.startsWith('.')) return;
      const to = placeOf(srcRoot, resolve(dirname(file), source));
      const reason = to && breachOf(from, to);
      if (reason) context.report({ node, messageId: 'breach', data: { reason } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { layers: layersRule } };
