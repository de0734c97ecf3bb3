// A fighter for Boxing's tests: a welterweight of middling ratings and record, changed where a test needs.
import type { FighterSave } from '@lcars/contract/boxing';

export const welterweight = (name: string, overrides: Partial<FighterSave> = {}): FighterSave => ({
  name,
  nickname: '',
  weightClassId: 11,
  stance: 'orthodox',
  heightCm: 178,
  reachCm: 183,
  age: 28,
  power: 75,
  speed: 75,
  stamina: 75,
  chin: 75,
  defence: 75,
  accuracy: 75,
  heart: 75,
  wins: 10,
  losses: 1,
  draws: 0,
  kos: 6,
  ...overrides,
});
