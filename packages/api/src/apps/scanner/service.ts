// The scanner's rules, in parts: rows.ts (the rows and the owner check), reads.ts, writes.ts (a version is
// immutable once saved, and its recognition is queued in the transaction that saves it), files.ts and
// recognition.ts (what a finished recognition stores). The routes and the module import them from here.
export * from './rows.js';
export * from './reads.js';
export * from './writes.js';
export * from './files.js';
export * from './recognition.js';
