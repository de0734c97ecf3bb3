import { describe, expect, it } from 'vitest';
import type { Profile } from '@lcars/contract';
import { displayNameOf, initialOf, pictureUrlOf, wantsPicture } from './profile';

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
    settings: { showProfilePicture: true },
  }) as Profile;

describe('profile block (display name ids)', () => {
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

  it('shows the picture only when the profile has one and wants it shown, else the initial', () => {
    const image = { imagePresent: true, imageData: 'iVBORw0KGgo' };
    expect(wantsPicture(profile(2))).toBe(true);
    expect(pictureUrlOf(profile(2), image)).toBe('data:image/png;base64,iVBORw0KGgo');
    expect(pictureUrlOf(profile(2), { imagePresent: true, imageData: 'data:image/gif;base64,R0lGOD' })).toBe(
      'data:image/gif;base64,R0lGOD',
    );
    // The placeholder gif answers imagePresent false.
    expect(pictureUrlOf(profile(2), { imagePresent: false, imageData: 'R0lGODlhAQABAAAAACw=' })).toBeNull();
    expect(pictureUrlOf(profile(2), undefined)).toBeNull();
    const hidden = { ...profile(2), settings: { showProfilePicture: false } };
    expect(wantsPicture(hidden)).toBe(false);
    expect(pictureUrlOf(hidden, image)).toBeNull();
    expect(pictureUrlOf(null, image)).toBeNull();
  });
});
