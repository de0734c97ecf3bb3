/** A page's code that could not be fetched (the network is gone) rather than a page that failed. */
export function isLoadFailure(error: unknown, online: boolean): boolean {
  return (
    !online ||
    (error instanceof TypeError &&
      /dynamically imported module|Importing a module script failed/i.test(error.message))
  );
}
