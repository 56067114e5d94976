import { TrackedPage } from '#presentation/tracking';
import { SearchPageRoot } from '#presentation/search/SearchPageRoot';

/** The agency search page: the search results page for one agency's listings. */
export default function Page() {
  return (
    <TrackedPage name="agencySearchPage">
      <SearchPageRoot />
    </TrackedPage>
  );
}
