// glibc's allocator settings the server is started with (by `npm start`, the benchmarks and the deployment
// guide's units). sharp (libvips, librsvg) allocates from many threads: with glibc's defaults each thread's
// arena keeps what was freed, and a server that made the demo content's pictures once stayed at about 214 MB
// RSS at rest; with two arenas and freed memory above 128 KB given back, 121 MB (docs/performance.md).
// A value already in the environment wins.
export const MEMORY_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' };

/** The environment `env` with the memory settings added where it has none of its own. */
export function withMemoryEnv(env = process.env) {
  return { ...MEMORY_ENV, ...env };
}
