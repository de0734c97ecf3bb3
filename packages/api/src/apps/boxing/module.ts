// Boxing as an app module: its routes, its tables (051_boxing_001) and its demo content.
import { boxingManifest } from '@lcars/contract/boxing';
import { defineAppModule } from '../module.js';
import { seedBoxingDemo } from './demo.js';
import * as m001 from './migrations/051_boxing_001.js';
import { boxingRoutes } from './routes.js';

export const boxingModule = defineAppModule({
  manifest: boxingManifest,
  name: 'boxing',
  routes: boxingRoutes,
  migrations: [{ name: '051_boxing_001', ...m001 }],
  seedDemo: ({ db, demoUserName }) => seedBoxingDemo(db, demoUserName),
});
