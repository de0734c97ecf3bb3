// Where the app lives: its pages import this, not routes.ts (which opens the pages lazily: a circle).
export const SCANNER_BASE = '/scanner';
