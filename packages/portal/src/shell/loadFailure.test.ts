import { describe, expect, it } from 'vitest';
import { isLoadFailure } from './loadFailure';

describe('isLoadFailure', () => {
  it('tells a page whose code could not be fetched from a page that failed', () => {
    const fetchFailed = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    expect(isLoadFailure(fetchFailed, true)).toBe(true);
    expect(isLoadFailure(new Error('render failed'), true)).toBe(false);
    expect(isLoadFailure(new Error('render failed'), false)).toBe(true);
  });
});
