import { describe, expect, it } from 'vitest';
import type { Profile } from '@lcars/api/contract';
import { displayNameOf, initialOf } from './profile';

const profile = (displayNameId: number): Profile =>
  ({
    userId: 1,
    userName: 'jl',
    email: 'jl@example.com',
    preferredSalutation: 'Hello',
    displayNameId,
    namePrefixId: 0,
    firstName: 'Jean-Luc',
    lastName: 'Picard',
    nameSuffixId: 0,
    imageId: 0,
  }) as Profile;

describe('profile block (platform.md section 3, display name ids)', () => {
  it('shows the name the display-name preference asks for', () => {
    expect(displayNameOf(profile(1))).toBe('Picard');
    expect(displayNameOf(profile(2))).toBe('Jean-Luc');
    expect(displayNameOf(profile(3))).toBe('Jean-Luc Picard');
    expect(displayNameOf(profile(4))).toBe('jl');
    expect(displayNameOf(profile(5))).toBe('jl@example.com');
    expect(displayNameOf(null)).toBe('');
  });

  it('falls back to the first name, then the user name, and draws an initial', () => {
    expect(displayNameOf({ ...profile(1), lastName: '' })).toBe('Jean-Luc');
    expect(displayNameOf({ ...profile(2), firstName: '' })).toBe('jl');
    expect(initialOf('jean')).toBe('J');
    expect(initialOf('')).toBe('?');
  });
});
