// What a recipe list asks for: one shape for the server's search and the device's (api.ts, offlineData.ts).
export interface RecipeListQuery {
  page: number;
  itemsPerPage: number;
  favoritesOnly: boolean;
  cardView: boolean;
  wholeWord: boolean;
  searchOption: number;
  term: string;
}
