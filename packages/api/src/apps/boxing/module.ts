// Boxing as an app module: its routes, its tables (051_boxing_001; its Glicko-2 ratings, 051_boxing_002) and its demo content.
import { boxingManifest } from '@lcars/contract/boxing';
import { defineAppModule } from '../module.js';
import { seedBoxingDemo } from './demo.js';
import * as m001 from './migrations/051_boxing_001.js';
import * as m002 from './migrations/051_boxing_002_ratings.js';
import { boxingRoutes } from './routes.js';

export const boxingModule = defineAppModule({
  manifest: boxingManifest,
  name: 'boxing',
  routes: boxingRoutes,
  migrations: [
    { name: '051_boxing_001', ...m001 },
    { name: '051_boxing_002_ratings', ...m002 },
  ],
  seedDemo: ({ db, demoUserName }) => seedBoxingDemo(db, demoUserName),
});
