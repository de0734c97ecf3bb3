// The house plan: every part of the monorepo, and what each part may import (docs/architecture.md draws it).
// One rule enforces it (scripts/eslint/layers.js); scripts/eslint/layers.test.ts keeps a fixture for every wall.
//
// A part is a set of paths relative to the repository: `dir/` is a folder and everything below it, `dir/*/`
// is each folder of `dir` on its own (an app: two apps are two parts of the same kind), `file.ts` one file.
// The first part a file matches is its part. `allow` lists the kinds a part may import; `same:` a kind it may
// import only for the same folder (an app's own contract, never another app's). Imports of npm packages
// other than the workspace's own are not the plan's business (the packages' own dependencies decide them).

const api = (path) => `packages/api/src/${path}`;
const portal = (path) => `packages/portal/src/${path}`;

/** @type {{ kind: string, paths: string[] }[]} */
export const parts = [
  // The contract: what the server and its clients share. zod and nothing else.
  { kind: 'contract-app', paths: ['packages/contract/src/*/'] },
  { kind: 'contract', paths: ['packages/contract/src/'] },
  // The design system knows no portal, no contract, no app.
  { kind: 'ui', paths: ['packages/lcars-ui/src/'] },
  // The terminal client talks to the server through the contract only.
  { kind: 'cli', paths: ['packages/cli/src/'] },

  // The API, bottom to top. The server context is the seam through which a lower layer is handed a higher
  // service (dependency inversion): its types only, which everyone may name.
  { kind: 'api-context', paths: [api('server-context.ts')] },
  { kind: 'api-kernel', paths: [api('config.ts'), api('logger.ts'), api('crypto/')] },
  { kind: 'api-db', paths: [api('db/')] },
  { kind: 'api-http', paths: [api('http/')] },
  { kind: 'api-storage', paths: [api('files/'), api('images/'), api('zip/')] },
  { kind: 'api-platform', paths: [api('platform/')] },
  { kind: 'api-live', paths: [api('live/')] },
  { kind: 'api-jobs', paths: [api('jobs/')] },
  { kind: 'api-app', paths: [api('apps/*/')] },
  { kind: 'api-seam', paths: [api('apps/')] },
  { kind: 'api-root', paths: [api('')] },

  // The portal: core below the shell and the kit; the platform's own areas; one folder per app.
  { kind: 'portal-core', paths: [portal('core/')] },
  { kind: 'portal-shell', paths: [portal('shell/')] },
  { kind: 'portal-kit', paths: [portal('kit/')] },
  {
    kind: 'portal-area',
    paths: ['account/', 'admin/', 'home/', 'notifications/', 'pages/', 'sw/'].map(portal),
  },
  { kind: 'portal-app', paths: [portal('apps/*/')] },
  { kind: 'portal-seam', paths: [portal('apps/')] },
  { kind: 'portal-root', paths: [portal('')] },
];

const apiBelow = {
  'api-kernel': ['api-context', 'contract'],
  'api-db': ['api-kernel', 'api-context', 'contract'],
  'api-http': ['api-db', 'api-kernel', 'api-context', 'contract'],
  'api-storage': ['api-http', 'api-db', 'api-kernel', 'api-context', 'contract'],
  'api-platform': ['api-storage', 'api-http', 'api-db', 'api-kernel', 'api-context', 'contract'],
  'api-live': ['api-platform', 'api-storage', 'api-http', 'api-db', 'api-kernel', 'api-context', 'contract'],
};
apiBelow['api-jobs'] = ['api-live', ...apiBelow['api-live']];
const apiServices = ['api-jobs', ...apiBelow['api-jobs']];
const portalBase = ['contract', 'ui'];

/** @type {Record<string, (string | { same: string })[]>} */
export const allow = {
  contract: [],
  'contract-app': ['contract'],
  ui: [],
  cli: ['contract', 'contract-app'],

  'api-context': [...apiServices, 'api-kernel'],
  ...apiBelow,
  'api-app': ['api-seam', ...apiServices, { same: 'contract-app' }],
  'api-seam': ['api-app', ...apiServices, 'contract-app'],
  'api-root': ['api-seam', 'api-app', ...apiServices, 'contract-app'],

  'portal-core': [...portalBase],
  'portal-shell': ['portal-core', 'portal-area', 'portal-seam', ...portalBase],
  'portal-kit': ['portal-shell', 'portal-core', 'portal-area', ...portalBase],
  'portal-area': ['portal-kit', 'portal-shell', 'portal-core', 'portal-seam', ...portalBase],
  'portal-app': ['portal-kit', 'portal-shell', 'portal-core', 'contract', { same: 'contract-app' }, 'ui'],
  'portal-seam': [
    'portal-app',
    'portal-kit',
    'portal-shell',
    'portal-core',
    'portal-area',
    'contract-app',
    ...portalBase,
  ],
  'portal-root': [
    'portal-seam',
    'portal-app',
    'portal-kit',
    'portal-shell',
    'portal-core',
    'portal-area',
    ...portalBase,
  ],
};

/** Why a wall stands, in the words the lint message gives. */
export const reasons = {
  contract: 'the contract depends on zod alone: the server and its clients both build on it',
  'contract-app': "an app's contract uses the platform's contract and its own files only",
  ui: 'the design system knows no portal, no contract and no app',
  cli: 'the CLI reaches the server through the contract (and HTTP), never its code',
  'api-app': 'an app uses the platform, never another app (the seam is apps/module.ts and apps/index.ts)',
  'portal-app':
    'an app uses core/, shell/, kit/, @lcars/ui and its own contract, never another app or a platform area',
  'portal-core': 'core/ is the bottom of the portal: it imports only core/',
};
