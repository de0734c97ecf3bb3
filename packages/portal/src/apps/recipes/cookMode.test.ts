import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clockOf, stepDurations, stepIngredients, stepsOf } from './cookMode';

const seconds = (step: string) => stepDurations(step).map((found) => found.seconds);

describe('cook mode: durations in a step', () => {
  it('reads a number and a unit, compound ones added up', () => {
    expect(seconds('Bake 25 minutes until golden.')).toEqual([1500]);
    expect(seconds('Simmer for 1 hour 10 min, stirring.')).toEqual([4200]);
    expect(seconds('Rest 1 hour and 10 minutes')).toEqual([4200]);
    expect(seconds('Boil 2 hrs, then cool 30 secs')).toEqual([7200, 30]);
    expect(seconds('Roast 1.5 hours')).toEqual([5400]);
    expect(seconds('Roast 1 1/2 hours')).toEqual([5400]);
    expect(seconds('Prove for an hour')).toEqual([3600]);
    expect(seconds('Prove for half an hour')).toEqual([1800]);
    expect(seconds('Bake 20-25 minutes')).toEqual([1200]);
    expect(seconds('Bake 20 to 25 minutes')).toEqual([1200]);
    expect(stepDurations('Bake 25 minutes.')[0]?.label).toBe('25 minutes');
  });
  it('finds nothing without a unit, or beyond two days', () => {
    expect(seconds('Add 2 eggs and a pinch of salt at 180 degrees')).toEqual([]);
    expect(seconds('Leave 100 hours')).toEqual([]);
  });
  it('never throws and answers bounded durations for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        for (const found of stepDurations(text)) {
          expect(found.seconds).toBeGreaterThan(0);
          expect(found.seconds).toBeLessThanOrEqual(48 * 3600);
        }
      }),
    );
  });
  it('reads any whole number of minutes it is given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.constantFrom('min', 'minutes', 'mins'), (n, unit) => {
        expect(seconds(`Cook ${n} ${unit} more`)).toEqual([n * 60]);
      }),
    );
  });
  it('is quick on a long hostile text', () => {
    const started = performance.now();
    stepDurations('1 '.repeat(20_000) + '1/'.repeat(10_000));
    expect(performance.now() - started).toBeLessThan(500);
  });
  it('shows a clock', () => {
    expect(clockOf(1500)).toBe('25:00');
    expect(clockOf(4205)).toBe('1:10:05');
    expect(clockOf(-3)).toBe('0:00');
  });
});

describe('cook mode: the ingredients of a step', () => {
  const ingredients = [
    { id: 1, name: 'Egg' },
    { id: 2, name: 'Plain flour' },
    { id: 3, name: 'Tomato' },
    { id: 4, name: 'Salt' },
    { id: 5, name: 'Crème fraîche' },
  ];
  it('matches names as whole words, in a row, singular or plural, whatever the case and accents', () => {
    expect(stepIngredients('Beat the eggs with the plain flour.', ingredients).map((i) => i.id)).toEqual([
      1, 2,
    ]);
    expect(stepIngredients('Chop the tomatoes; add creme fraiche', ingredients).map((i) => i.id)).toEqual([
      3, 5,
    ]);
    expect(stepIngredients('Add the flour, salted butter', ingredients).map((i) => i.id)).toEqual([2]);
    expect(stepIngredients('Add the plain yoghurt and saltpetre', ingredients).map((i) => i.id)).toEqual([]);
  });
  it('finds an ingredient whose name is written in the step, wherever', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ingredients),
        fc.array(fc.constantFrom('stir', 'then', 'the', 'bowl', 'gently', 'into'), { maxLength: 8 }),
        fc.array(fc.constantFrom('stir', 'then', 'the', 'bowl', 'gently', 'into'), { maxLength: 8 }),
        (ingredient, before, after) => {
          const step = [...before, ingredient.name.toUpperCase(), ...after].join(' ');
          expect(stepIngredients(step, ingredients)).toContain(ingredient);
        },
      ),
    );
  });
  it('cuts the instructions into steps', () => {
    expect(stepsOf(' Mix.\n\n  Bake 10 min. \n')).toEqual(['Mix.', 'Bake 10 min.']);
  });
});
