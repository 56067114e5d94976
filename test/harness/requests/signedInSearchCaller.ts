import { type SearchCaller, searchPortalRulesOf } from '#application/search/ports';
import { PORTALS } from '#config/portals';

/** A signed-in visitor of the international portal: who the search benches and the projection test search as. */
export const SIGNED_IN_SEARCH_CALLER: SearchCaller = {
  language: 'en',
  isCrawler: false,
  profileId: '1',
  ownProfileIds: ['1'],
  authState: 'UserAuthenticated',
  portal: searchPortalRulesOf(PORTALS.international),
};
