// The secure repository as the platform and the portal know it: its place, its claims, its page transition
// (1000 ms in, 800 ms out).
import { defineAppManifest } from '../manifest.js';

export const repoManifest = defineAppManifest({
  id: 5,
  title: 'Secure Repository',
  narrative: 'Records with encrypted fields.',
  path: '/repo',
  claimType: 'Repos',
  claims: ['Access', 'Read', 'Create', 'Update', 'Delete'],
  transition: { enter: 1000, leave: 800 },
});
