// The Scanner as the platform and the portal know it: its place, its claims, its page transition.
import { defineAppManifest } from '../manifest.js';

export const scannerManifest = defineAppManifest({
  id: 4,
  title: 'Scanner',
  narrative: 'Scan, version and search documents.',
  path: '/scanner',
  claimType: 'Scanner',
  claims: ['Access', 'Read', 'Edit', 'Create', 'Update', 'Delete'],
  transition: { enter: 400, leave: 400 },
});
