// The recipe collection, in parts: rows.ts, ingredients.ts (the ingredient tree), reads.ts (read and search)
// and writes.ts (save, archive, ratings and favourites). Rules of who may change what are in access.ts.
export * from './rows.js';
export * from './ingredients.js';
export * from './reads.js';
export * from './writes.js';
