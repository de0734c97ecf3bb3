// knex's result generics are loose (any): a query's rows get their type here, in one place.
export async function typed<T>(query: PromiseLike<unknown>): Promise<T> {
  return (await query) as T;
}
