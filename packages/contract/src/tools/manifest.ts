// Tools as the platform and the portal know it: its place and its claims (claim type Section31, app id 99).
import { defineAppManifest } from '../manifest.js';

export const toolsManifest = defineAppManifest({
  id: 99,
  title: 'Tools',
  narrative: 'Utilities for your own files.',
  path: '/tools',
  claimType: 'Section31',
  claims: ['Access', 'Read'],
});
