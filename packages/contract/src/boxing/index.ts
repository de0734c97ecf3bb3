// @lcars/contract/boxing: the Boxing app's vocabulary, wire schemas and endpoint descriptors.
export * from './manifest.js';
export * from './vocabulary.js';
export * from './bout.js';
export * from './entities.js';
export * from './legacy.js';
export * from './endpoints.js';
export * from './ratings.js';
