// zod compiles a fast parser for each object schema with `new Function` when the page allows eval, and finds
// out by trying `new Function('')`. The portal's Content-Security-Policy has no 'unsafe-eval', so that probe,
// caught as it is, made the browser report a script-src violation on every page (issue 28). In jitless mode
// zod neither probes nor compiles; the portal's parses are small.
//
// zod keeps its settings in one object on globalThis (so that every copy of zod on a page shares them) and
// takes an existing one as it is. Setting it before zod loads turns the mode on without bringing zod onto the
// login page, where it is not (z.config() would: 3.5 KB gzipped), and before any schema is built (each reads
// the mode when it is built). main.tsx imports this module first; tests/e2e/csp.spec.ts fails if a zod
// version stops reading it.

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
