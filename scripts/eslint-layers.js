// An ESLint rule that keeps the layers apart by where an import lands, not by how its path is spelled:
// each relative import (import, export ... from, import()) is resolved against the importing file.
//   zones:    files under a `from` folder may not import anything under the `disallow` folder
//             (the platform never names an app).
//   isolated: a sub-folder of an isolated folder may not import another sub-folder of it (no app imports
//             another app); files directly in the isolated folder (apps/module.ts, apps/index.ts) are
//             the shared seam.
// Folders are relative to `root` (the repository). Package imports (`@lcars/api/contract`) are not resolved.
import path from 'node:path';

/** @param {string} parent @param {string} child */
const isInside = (parent, child) => {
  const relative = path.relative(parent, child);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** The first folder below `folder` on the way to `file` (undefined for a file directly in it). */
const subFolderOf = (folder, file) => {
  const parts = path.relative(folder, file).split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
};

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Keeps the layers apart: platform code never imports an app, apps never import each other.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: { type: 'array', items: { type: 'string' } },
                disallow: { type: 'string' },
                message: { type: 'string' },
              },
              required: ['from', 'disallow'],
              additionalProperties: false,
            },
          },
          isolated: { type: 'array', items: { type: 'string' } },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      zone: "'{{source}}' reaches into {{disallow}}: {{message}}",
      isolated:
        "'{{source}}' reaches into another folder of {{folder}} ({{other}}): a folder there imports only itself and the shared files.",
    },
  },
  create(context) {
    const { root, zones = [], isolated = [] } = context.options[0];
    const file = context.filename;
    const absolute = (folder) => path.resolve(root, folder);
    const activeZones = zones
      .filter((zone) => zone.from.some((from) => isInside(absolute(from), file)))
      .map((zone) => ({ ...zone, disallowPath: absolute(zone.disallow) }));
    const activeIsolated = isolated
      .map((folder) => ({ folder, folderPath: absolute(folder) }))
      .filter(({ folderPath }) => subFolderOf(folderPath, file) !== undefined && isInside(folderPath, file));
    if (activeZones.length === 0 && activeIsolated.length === 0) return {};

    const check = (node) => {
      const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
      if (!source || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      for (const zone of activeZones) {
        if (target === zone.disallowPath || isInside(zone.disallowPath, target)) {
          context.report({
            node,
            messageId: 'zone',
            data: {
              source,
              disallow: zone.disallow,
              message: zone.message ?? 'this layer may not import it.',
            },
          });
        }
      }
      for (const { folder, folderPath } of activeIsolated) {
        const own = subFolderOf(folderPath, file);
        const other = isInside(folderPath, target) ? subFolderOf(folderPath, target) : undefined;
        if (other !== undefined && other !== own) {
          context.report({ node, messageId: 'isolated', data: { source, folder, other } });
        }
      }
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
