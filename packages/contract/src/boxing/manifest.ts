// Boxing as the platform and the portal know it: its place, its claims, its page transition.
import { defineAppManifest } from '../manifest.js';

export const boxingManifest = defineAppManifest({
  id: 51,
  title: 'Boxing',
  narrative: 'Fighters, bouts and simulations.',
  path: '/games/boxing',
  claimType: 'Boxing',
  claims: ['Access', 'Read', 'Edit'],
  transition: { enter: 650, leave: 450 },
});
