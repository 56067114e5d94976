import { TrackedPage } from '#presentation/tracking';
import { useData } from 'vike-react/useData';
import { SearchPageRoot } from '#presentation/search/SearchPageRoot';
import type { Data } from './+data';

/** The agency search page: the search results page for one agency's listings. */
export default function Page() {
  return (
    <TrackedPage name="agencySearchPage" subjectId={useData<Data>().agency?.id}>
      <SearchPageRoot />
    </TrackedPage>
  );
}
