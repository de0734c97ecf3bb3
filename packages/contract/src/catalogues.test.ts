import { describe, expect, it } from 'vitest';
import { appCatalogue, claimCatalogue } from './catalogues.js';
import { defineAppManifest } from './manifest.js';

const notes = defineAppManifest({
  id: 77,
  title: 'Notes',
  narrative: 'Short notes.',
  path: '/notes',
  claimType: 'Notes',
  claims: ['Access', 'Read'],
});

describe('the catalogues derived from the apps’ manifests', () => {
  it('lists the apps in the order given, then the platform’s Admin', () => {
    expect(appCatalogue([notes]).map(({ id, claimType, claimValue }) => [id, claimType, claimValue])).toEqual(
      [
        [77, 'Notes', 'Access'],
        [100, 'Higgs', 'Boson'],
      ],
    );
  });

  it('puts the apps’ claims before the platform’s, and refuses a claim type declared twice', () => {
    expect(claimCatalogue([notes])).toEqual({
      Notes: ['Access', 'Read'],
      SystemItem: ['Read', 'SystemItemCreate'],
      Higgs: ['Boson'],
    });
    expect(() => claimCatalogue([notes, { ...notes, id: 78 }])).toThrow(
      'The claim type Notes is declared twice.',
    );
    expect(() => claimCatalogue([{ ...notes, claimType: 'Higgs' }])).toThrow('declared twice');
  });

  it('refuses a manifest whose app nothing would open', () => {
    expect(() => defineAppManifest({ ...notes, claims: ['Read'] })).toThrow('checks no Access claim');
  });
});
