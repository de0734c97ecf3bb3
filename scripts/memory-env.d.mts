// Types of memory-env.mjs for the TypeScript tests that read it.
export declare const MEMORY_ENV: Record<'MALLOC_ARENA_MAX' | 'MALLOC_TRIM_THRESHOLD_', string>;
export declare function withMemoryEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
