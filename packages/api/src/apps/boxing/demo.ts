// Demo content for Boxing (only when demo content is on): twenty fictional fighters of the demo user across
// five divisions, three venues and four bouts fought by the simulation from fixed seeds (so every demo
// database tells the same story). Seeded once: skipped when the demo user already has fighters.
import type { FighterSave } from '@lcars/contract/boxing';
import { fighterSaveSchema } from '@lcars/contract/boxing';
import type { Db } from '../../db/knex.js';
import { normalizeName } from '../../platform/users/service.js';
import { fight } from './bouts.js';
import { insertFighter } from './fighters.js';
import { typed } from '../../db/typed.js';

type DemoFighter = Omit<FighterSave, 'id'>;

/** [name, nickname, division, stance, height, reach, age, power, speed, stamina, chin, defence, accuracy, heart, W, L, D, KOs] */
type Row = [string, string, number, 'orthodox' | 'southpaw' | 'switch', ...number[]];

const ROWS: readonly Row[] = [
  ['Rafael Quintero', 'El Relámpago', 7, 'orthodox', 170, 173, 26, 72, 88, 80, 68, 75, 82, 78, 19, 1, 0, 11],
  ['Kenji Arakawa', 'The Metronome', 7, 'southpaw', 168, 170, 29, 64, 80, 90, 74, 84, 86, 80, 24, 2, 1, 9],
  ['Desmond Achterberg', '', 7, 'orthodox', 172, 178, 33, 78, 70, 66, 70, 68, 72, 85, 30, 6, 1, 22],
  ['Luis "Lucho" Paredes', 'Lucho', 9, 'orthodox', 173, 176, 27, 80, 84, 78, 72, 70, 78, 88, 21, 0, 0, 17],
  [
    'Owen Gallagher',
    'The Mayo Hammer',
    9,
    'orthodox',
    175,
    178,
    30,
    86,
    68,
    72,
    66,
    60,
    70,
    90,
    18,
    3,
    0,
    16,
  ],
  ['Tariq Bello', 'Silk', 9, 'southpaw', 178, 185, 25, 66, 90, 82, 70, 88, 84, 74, 14, 0, 0, 5],
  ['Viktor Sokolenko', 'Ice', 9, 'switch', 174, 180, 31, 74, 78, 76, 80, 78, 76, 76, 27, 3, 2, 14],
  ['Marcus Delaney', 'Prime Time', 11, 'orthodox', 180, 188, 28, 82, 86, 80, 76, 82, 84, 84, 26, 1, 0, 19],
  ['Jae-won Park', 'The Surgeon', 11, 'southpaw', 177, 180, 30, 70, 82, 86, 72, 86, 90, 80, 22, 2, 0, 8],
  ['Andre Fontaine', '', 11, 'orthodox', 176, 178, 35, 76, 66, 64, 62, 70, 74, 82, 34, 9, 2, 25],
  ['Ike Okonkwo', 'Thunder', 11, 'orthodox', 175, 183, 24, 90, 72, 70, 68, 58, 66, 86, 13, 0, 0, 13],
  ['Sam "Bulldog" Reyes', 'Bulldog', 11, 'orthodox', 170, 170, 29, 74, 70, 92, 80, 64, 70, 94, 20, 4, 1, 12],
  ['Gleb Volkov', 'Siberian Express', 13, 'orthodox', 179, 178, 32, 92, 68, 78, 88, 72, 80, 90, 38, 1, 1, 33],
  ['Cruz Alvarado', 'El Toro', 13, 'orthodox', 173, 179, 27, 84, 80, 82, 86, 80, 82, 82, 25, 1, 1, 16],
  ['Terrence Whitaker', 'T-Rex', 13, 'southpaw', 185, 193, 28, 74, 82, 76, 70, 84, 78, 72, 19, 2, 0, 9],
  ['Noah Lindqvist', 'The Viking', 13, 'orthodox', 188, 191, 30, 80, 64, 70, 74, 62, 68, 80, 16, 5, 0, 12],
  ['Anthony Brathwaite', 'Big Ben', 17, 'orthodox', 198, 208, 30, 94, 74, 70, 72, 70, 76, 84, 24, 1, 0, 22],
  ['Tobias Fairweather', 'Tall Tale', 17, 'switch', 206, 216, 33, 80, 78, 80, 84, 86, 78, 88, 33, 0, 1, 24],
  [
    'Oleksandr Kovalenko',
    'Professor',
    17,
    'southpaw',
    191,
    198,
    35,
    78,
    80,
    84,
    76,
    88,
    84,
    86,
    21,
    0,
    0,
    14,
  ],
  [
    'Dorian Marshall',
    'The Lighthouse',
    17,
    'orthodox',
    201,
    211,
    36,
    99,
    66,
    62,
    62,
    54,
    64,
    80,
    43,
    2,
    1,
    42,
  ],
];

const VENUES = [
  { name: 'Madison Square Garden', city: 'New York', capacity: 19_500 },
  { name: 'T-Mobile Arena', city: 'Las Vegas', capacity: 20_000 },
  { name: 'York Hall', city: 'London', capacity: 1_200 },
];

/** [red, blue (indexes into ROWS), venue, rounds, seed] */
const BOUTS: readonly [number, number, number, number, number][] = [
  [7, 8, 1, 12, 19_071_961],
  [12, 13, 0, 12, 83_112_007],
  [17, 16, 1, 12, 22_122_019],
  [4, 5, 2, 10, 41_522_022],
];

/** The numbers of a row, in their order after the name, nickname, weight class and stance. */
const NUMBER_FIELDS = [
  'heightCm',
  'reachCm',
  'age',
  'power',
  'speed',
  'stamina',
  'chin',
  'defence',
  'accuracy',
  'heart',
  'wins',
  'losses',
  'draws',
  'kos',
] as const satisfies readonly (keyof DemoFighter)[];

export function demoFighters(): DemoFighter[] {
  return ROWS.map(([name, nickname, weightClassId, stance, ...numbers]) => ({
    name,
    nickname,
    weightClassId,
    stance,
    ...(Object.fromEntries(NUMBER_FIELDS.map((field, index) => [field, numbers[index]!])) as Record<
      (typeof NUMBER_FIELDS)[number],
      number
    >),
  }));
}

export async function seedBoxingDemo(db: Db, demoUserName = 'demo'): Promise<void> {
  const demo = await typed<{ id: number } | undefined>(
    db('users')
      .where({ normalized_user_name: normalizeName(demoUserName) })
      .first('id'),
  );
  if (!demo) return;
  const userId = Number(demo.id);
  const already = await typed<unknown>(db('boxing_fighters').where({ created_by_id: userId }).first('id'));
  if (already) return;
  const now = new Date();
  const boutIds = await db.transaction(async (trx) => {
    const fighterIds: number[] = [];
    for (const fighter of demoFighters())
      fighterIds.push(await insertFighter(trx, fighterSaveSchema.parse(fighter), userId, now));
    const venueIds: number[] = [];
    for (const venue of VENUES) {
      const [inserted] = await typed<{ id: number }[]>(
        trx('boxing_venues')
          .insert({ ...venue, created_by_id: userId, created_at: now, modified_at: now })
          .returning('id'),
      );
      venueIds.push(Number(inserted?.id));
    }
    const boutIds: number[] = [];
    for (const [red, blue, venue, rounds, seed] of BOUTS) {
      const redRow = ROWS[red] as Row;
      const [inserted] = await typed<{ id: number }[]>(
        trx('boxing_bouts')
          .insert({
            red_fighter_id: fighterIds[red],
            blue_fighter_id: fighterIds[blue],
            red_name: redRow[0],
            blue_name: (ROWS[blue] as Row)[0],
            venue_id: venueIds[venue],
            venue_name: VENUES[venue]?.name ?? '',
            weight_class_id: redRow[2],
            scheduled_rounds: rounds,
            seed,
            status: 'setup',
            created_by_id: userId,
            created_at: now,
            modified_at: now,
          })
          .returning('id'),
      );
      boutIds.push(Number(inserted?.id));
    }
    return boutIds;
  });
  // The bouts are fought as any user's are: simulated, finished and recorded once each.
  for (const id of boutIds) await fight(db, userId, id);
}
