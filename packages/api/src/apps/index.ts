// Every app of the portal, once. Adding an app: its folder with a module.ts, and one line here.
// The order is the order of their migrations, lookup lists, demo seeds and starts.
import type { ApiAppModule } from './module.js';
import { boxingModule } from './boxing/module.js';
import { moneyModule } from './money/module.js';
import { recipesModule } from './recipes/module.js';
import { repoModule } from './repo/module.js';
import { scannerModule } from './scanner/module.js';
import { toolsModule } from './tools/module.js';

export const APP_MODULES: readonly ApiAppModule[] = [
  moneyModule,
  recipesModule,
  repoModule,
  scannerModule,
  toolsModule,
  boxingModule,
];
