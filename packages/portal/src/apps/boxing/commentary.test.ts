import { describe, expect, it } from 'vitest';
import { punchTitle } from '@lcars/contract/boxing';
import { cardsLine, describeEvent, resultLine, ringName } from './commentary';

const names = { red: 'Marcus Delaney', blue: 'Jae-won Park' };
const card = (red: number, blue: number, verdict: 'red' | 'blue' | 'draw') => ({
  name: 'J',
  leaning: 'power' as const,
  card: [],
  red,
  blue,
  verdict,
});

describe('ringside words', () => {
  it('calls fighters by their last name, nickname in quotes left out', () => {
    expect(ringName('Marcus Delaney')).toBe('Delaney');
    expect(ringName('Luis "Lucho" Paredes')).toBe('Paredes');
  });

  it('says who went down and who was counted out', () => {
    expect(describeEvent({ t: 95, kind: 'knockdown', corner: 'red', punch: 'hook' }, 7, names)).toMatch(
      /^DOWN GOES PARK! A .*hook from Delaney/,
    );
    expect(describeEvent({ t: 105, kind: 'stoppage', corner: 'red', detail: 'count' }, 7, names)).toBe(
      'Park is counted out! Delaney wins by knockout!',
    );
    // The same event always reads the same.
    const jab = { t: 40, kind: 'power' as const, corner: 'blue' as const, punch: 'cross' as const };
    expect(describeEvent(jab, 3, names)).toBe(describeEvent(jab, 3, names));
  });

  it('announces the result and reads the cards from the winner', () => {
    const base = { endRound: 12, endTime: 180, stoppage: null };
    const split = { ...base, result: 'SD' as const, winner: 'blue' as const };
    const judges = [card(115, 113, 'red'), card(113, 115, 'blue'), card(112, 116, 'blue')];
    expect(resultLine({ ...split, judges }, names)).toBe('Jae-won Park wins a split decision.');
    expect(cardsLine({ winner: 'blue', judges })).toBe('113-115, 115-113, 116-112');
    const knockout = {
      endRound: 7,
      endTime: 151,
      stoppage: 'count' as const,
      result: 'KO' as const,
      winner: 'red' as const,
    };
    expect(resultLine({ ...knockout, judges }, names)).toBe(
      'Marcus Delaney wins by knockout in round 7 (2:31).',
    );
    const draw = { ...base, result: 'draw' as const, winner: null };
    expect(
      resultLine(
        { ...draw, judges: [card(114, 114, 'draw'), card(115, 113, 'red'), card(114, 114, 'draw')] },
        names,
      ),
    ).toBe('A majority draw.');
  });
});

describe("a southpaw's punches", () => {
  it('names the rear-hand straight by the stance: a right for orthodox, a left for a southpaw', () => {
    expect(punchTitle('cross', 'orthodox')).toBe('Straight rights');
    expect(punchTitle('cross', 'southpaw')).toBe('Straight lefts');
    expect(punchTitle('cross', 'switch')).toBe('Crosses');
    expect(punchTitle('cross')).toBe('Crosses');
    expect(punchTitle('jab', 'southpaw')).toBe('Jabs');
  });

  it("calls a southpaw's power hand a left at ringside, never a right", () => {
    for (let t = 0; t < 30; t += 1) {
      const event = { t, kind: 'power' as const, corner: 'red' as const, punch: 'cross' as const };
      const southpaw = describeEvent(event, 4, names, { red: 'southpaw' });
      expect(southpaw).not.toMatch(/right/);
      const uppercut = describeEvent({ ...event, punch: 'uppercut' }, 4, names, { red: 'southpaw' });
      expect(uppercut).not.toMatch(/right/);
    }
    expect(
      describeEvent({ t: 0, kind: 'power', corner: 'red', punch: 'cross' }, 4, names, { red: 'orthodox' }),
    ).toMatch(/right|one-two/);
  });
});
