/** The lobby's game search (SPEC §6 game lists): a combobox over the whole catalogue. */
export { GameSearch, GameSearchPlaceholder, type GameSearchProps } from './components/game-search';
export {
  createSearchIndex,
  getSearchIndex,
  providerPath,
  SEARCH_RESULT_LIMIT,
  type SearchCatalogue,
  type SearchHit,
  type SearchIndex,
  type SearchResult,
} from './lib/search-index';
