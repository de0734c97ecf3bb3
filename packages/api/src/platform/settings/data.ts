// Last-modified marks per data name and id, for the offline store's freshness checks. Any area that
// changes data the portal keeps offline calls touchData in the same transaction.
//
// A mark says when someone's data changed: it answers only to a caller who may read that data (a reader per
// data name: the platform's below, an app's in its module's dataReaders), and 404 otherwise, as for the data
// itself.
import type { Knex } from 'knex';
import { ADMIN_CLAIM, hasClaim, type DataLastModified } from '@lcars/contract';
import { toIso } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import { bool } from '../../db/knex.js';
import type { AuthUser } from '../../http/context.js';
import { notFound } from '../../http/errors.js';

/** Whether `user` may read the data of `dataName` with this id. */
export type DataReader = (db: Db, user: AuthUser, id: string) => Promise<boolean>;

const isAdmin = (user: AuthUser): boolean => hasClaim(user.claims, ADMIN_CLAIM.type, ADMIN_CLAIM.value);
const selfOrAdmin: DataReader = (_db, user, id) => Promise.resolve(String(user.id) === id || isAdmin(user));

/** The readers of every data name the server knows (ServerContext.dataReaders). */
export type DataReaders = ReadonlyMap<string, DataReader>;

const PLATFORM_READERS: DataReaders = new Map<string, DataReader>([
  ['account-context', selfOrAdmin],
  ['profile', selfOrAdmin],
  [
    'profile-image',
    async (db, user, id) => {
      if (String(user.id) === id || isAdmin(user)) return true;
      const owner = await db('users')
        .where({ id: Number(id) || 0 })
        .first<{ show_profile_picture: unknown } | undefined>('show_profile_picture');
      return owner !== undefined && bool(owner.show_profile_picture);
    },
  ],
  ['app-context', () => Promise.resolve(true)],
  [
    'theme',
    async (db, user, id) => {
      const themeId = Number(id) || 0;
      const theme = await db('themes')
        .where({ id: themeId })
        .first<{ created_by_id: number | null } | undefined>('created_by_id');
      if (!theme) return false;
      if (theme.created_by_id === user.id || theme.created_by_id === null || isAdmin(user)) return true;
      return (await db('apps').where({ theme_id: themeId }).first('id')) !== undefined;
    },
  ],
]);

/**
 * The platform's readers with the apps' (from their modules, in order): a data name is one app's, so a name
 * already taken (by the platform or an earlier app) fails the start rather than widen who may read a mark.
 */
export function dataReaders(appReaders: Iterable<readonly [string, DataReader]>): Map<string, DataReader> {
  const readers = new Map(PLATFORM_READERS);
  for (const [dataName, reader] of appReaders) {
    if (readers.has(dataName)) throw new Error(`The data name ${dataName} has two readers.`);
    readers.set(dataName, reader);
  }
  return readers;
}

/** Records that `dataName`/`id` changed now. */
export async function touchData(
  db: Db | Knex.Transaction,
  dataName: string,
  id: number | string,
): Promise<void> {
  await db('data_last_modified')
    .insert({
      data_name: dataName.slice(0, 100),
      item_id: String(id).slice(0, 100),
      modified_date: new Date(),
    })
    .onConflict(['data_name', 'item_id'])
    .merge(['modified_date']);
}

export async function getLastModified(
  db: Db,
  readers: DataReaders,
  user: AuthUser,
  dataName: string,
  id: string,
): Promise<DataLastModified> {
  const reader = readers.get(dataName);
  if (!reader || !(await reader(db, user, id))) throw notFound(`No data ${dataName} ${id} was found.`);
  const row = await db('data_last_modified')
    .where({ data_name: dataName, item_id: id })
    .first<{ modified_date: unknown } | undefined>('modified_date');
  return { dataName, id, lastModified: toIso(row?.modified_date) };
}
