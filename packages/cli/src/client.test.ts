import { describe, expect, it } from 'vitest';
import { normaliseServer } from './client.js';
import { CliError } from './errors.js';

describe('normaliseServer', () => {
  it('adds http:// when the scheme is missing and drops trailing slashes', () => {
    expect(normaliseServer('localhost:3000/')).toBe('http://localhost:3000');
    expect(normaliseServer(' https://portal.example.org// ')).toBe('https://portal.example.org');
    expect(normaliseServer('https://example.org/portal/')).toBe('https://example.org/portal');
  });

  it('rejects an empty or malformed address as a usage error', () => {
    expect(() => normaliseServer('  ')).toThrow(CliError);
    expect(() => normaliseServer('http://')).toThrow(/Not a server address/);
    expect(() => normaliseServer('ftp://files.example.org')).toThrow(/Not a server address/);
  });
});
