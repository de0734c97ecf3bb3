// What a recipe list asks for: one shape for the server's search and the device's (api.ts, offlineData.ts).
export interface RecipeListQuery {
  page: number;
  itemsPerPage: number;
  favoritesOnly: boolean;
  cardView: boolean;
  wholeWord: boolean;
  searchOption: number;
  term: string;
  /** The server's cursor of the page before (keyset paging); the device's own list pages by number. */
  after?: string | undefined;
}
