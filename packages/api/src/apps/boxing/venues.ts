// Venues are shared: every Boxing user may read them and book them; only the one who added a venue may
// change it. GET boxing/md gathers what the forms pick from.
import {
  STANCES,
  STANCE_TITLES,
  RESULT_KINDS,
  RESULT_TITLES,
  WEIGHT_CLASSES,
  type BoxingMetadata,
  type Venue,
  type venueSaveSchema,
} from '@lcars/contract/boxing';
import { forbidden, notFound } from '../../http/errors.js';
import type { UserServiceContext } from '../../http/context.js';
import type { z } from 'zod';
import type { Queryable } from './fighters.js';
import { typed } from '../../db/typed.js';

interface VenueRow {
  id: number;
  name: string;
  city: string;
  capacity: number;
  created_by_id: number | null;
}

const venueOf = (row: VenueRow): Venue => ({
  id: Number(row.id),
  name: row.name,
  city: row.city,
  capacity: Number(row.capacity),
  createdById: row.created_by_id === null ? null : Number(row.created_by_id),
});

export async function listVenues(db: Queryable): Promise<{ records: Venue[] }> {
  const rows = await typed<VenueRow[]>(db('boxing_venues').orderBy([{ column: 'name' }, { column: 'id' }]));
  return { records: rows.map(venueOf) };
}

export async function findVenue(db: Queryable, id: number): Promise<Venue | null> {
  const row = await typed<VenueRow | undefined>(db('boxing_venues').where({ id }).first());
  return row ? venueOf(row) : null;
}

export async function saveVenue(
  context: UserServiceContext,
  save: z.output<typeof venueSaveSchema>,
): Promise<Venue> {
  const { db, user } = context;
  const fields = { name: save.name, city: save.city, capacity: save.capacity, modified_at: new Date() };
  const id = await db.transaction(async (trx) => {
    if (save.id === undefined) {
      const [inserted] = await typed<{ id: number }[]>(
        trx('boxing_venues')
          .insert({ ...fields, created_by_id: user.id, created_at: fields.modified_at })
          .returning('id'),
      );
      return Number(inserted?.id);
    }
    const venue = await findVenue(trx, save.id);
    if (!venue) throw notFound('No such venue.');
    if (venue.createdById !== user.id) throw forbidden('Only the one who added a venue may change it.');
    await trx('boxing_venues').where({ id: save.id }).update(fields);
    return save.id;
  });
  return (await findVenue(db, id)) as Venue;
}

/** Venues, divisions, the users with fighters, stances and result kinds. */
export async function boxingMetadata(db: Queryable): Promise<BoxingMetadata> {
  const [venues, users] = await Promise.all([
    listVenues(db),
    typed<{ id: number; user_name: string }[]>(
      db('users as u')
        .whereExists((exists) => {
          void exists.select(db.raw('1')).from('boxing_fighters as f').whereRaw('f.created_by_id = u.id');
        })
        .orderBy('u.user_name')
        .select('u.id', 'u.user_name'),
    ),
  ]);
  return {
    venues: venues.records,
    weightClasses: WEIGHT_CLASSES.map((weightClass) => ({ ...weightClass })),
    users: users.map((row) => ({ id: Number(row.id), title: row.user_name })),
    stances: STANCES.map((id) => ({ id, title: STANCE_TITLES[id] })),
    resultKinds: RESULT_KINDS.map((id) => ({ id, title: RESULT_TITLES[id] })),
  };
}
