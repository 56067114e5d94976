import { SearchPageRoot } from '../../search/SearchPageRoot';

/** The search results page (presentation/search). */
export default function Page() {
  return <SearchPageRoot />;
}
