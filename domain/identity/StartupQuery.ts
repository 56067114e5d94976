/**
 * Query parameters handled at start-up (document 000 §2): c, profileId, dismissPortalSuggestion
 * and action are read and cleaned from the address bar; gclid is saved; disableGTM=true turns
 * off tag-manager tracking. `hash`, the signed token an e-mail link carries beside profileId
 * (domain/identity/ProfileIdHint), is cleaned too: left in the address bar it would identify
 * whoever the link is copied to.
 */
export const CLEANED_PARAMETERS = ['c', 'profileId', 'dismissPortalSuggestion', 'action', 'hash'] as const;

export interface StartupQuery {
  culture?: string;
  profileId?: number;
  /** The e-mail link's signed token (`hash`), still to be verified by the server. */
  urlToken?: string;
  dismissPortalSuggestion: boolean;
  /** The encoded post-login action, still to be verified. */
  action?: string;
  gclid?: string;
  disableGTM: boolean;
  /** The search string to put back in the address bar, without the cleaned parameters ('' or '?…'). */
  cleanedSearch: string;
}

export function readStartupQuery(search: string): StartupQuery {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const profileId = Number(params.get('profileId'));
  const result: StartupQuery = {
    dismissPortalSuggestion: params.get('dismissPortalSuggestion') === 'true',
    disableGTM: params.get('disableGTM') === 'true',
    cleanedSearch: '',
  };
  const culture = params.get('c');
  if (culture) result.culture = culture;
  if (Number.isSafeInteger(profileId) && profileId > 0) result.profileId = profileId;
  const urlToken = params.get('hash');
  // The server's check takes at most 1000 characters (GET /api/v1/token); longer is not ours.
  if (urlToken && urlToken.length <= 1000) result.urlToken = urlToken;
  const action = params.get('action');
  if (action) result.action = action;
  const gclid = params.get('gclid');
  // A Google click id is an opaque token; a sane bound keeps junk out of storage.
  if (gclid && /^[\w-]{1,200}$/.test(gclid)) result.gclid = gclid;
  for (const name of CLEANED_PARAMETERS) params.delete(name);
  const rest = params.toString();
  result.cleanedSearch = rest ? `?${rest}` : '';
  return result;
}
