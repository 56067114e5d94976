import { SearchPageRoot } from '#presentation/search/SearchPageRoot';

/** The search results page (presentation/search). */
export default function Page() {
  return <SearchPageRoot />;
}
