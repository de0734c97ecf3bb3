// knex's result generics are loose (any): a query's rows get their type here, in one place.
export async function typed<T>(query: PromiseLike<unknown>): Promise<T> {
  return (await query) as T;
}

/**
 * The id of the row an insert made, from `.returning('id')`: PostgreSQL answers `{ id }`, SQLite may answer
 * the bare number.
 */
export async function insertedId(query: PromiseLike<unknown>): Promise<number> {
  const [inserted] = (await query) as unknown[];
  return Number(
    typeof inserted === 'object' && inserted !== null ? (inserted as { id: unknown }).id : inserted,
  );
}
