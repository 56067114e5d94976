import { TrackedPage } from '#presentation/tracking';
import { SearchPageRoot } from '#presentation/search/SearchPageRoot';

/** The search results page (presentation/search). */
export default function Page() {
  return (
    <TrackedPage name="searchPage">
      <SearchPageRoot />
    </TrackedPage>
  );
}
