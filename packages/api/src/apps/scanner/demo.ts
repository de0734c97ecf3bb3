import type { DemoSeedContext } from '../module.js';

export async function seedScannerDemo(_context: DemoSeedContext): Promise<void> {}
