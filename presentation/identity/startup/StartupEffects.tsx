import { useEffect } from 'react';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { decideProfileHint } from '#domain/identity/ProfileIdHint';
import { readStartupQuery } from '#domain/identity/StartupQuery';
import { GCLID_COOKIE } from '#domain/identity/GuestProfileBirth';
import { CULTURE_COOKIE } from '#domain/portal/CultureResolution';
import { browserRegional } from '#presentation/shared/regional/browserRegional';
import { useNotifications } from '#presentation/shared/shell/ShellServices';
import { IdentifyOwnProfileByUrlToken, ReplayPostLoginAction } from '#application/identity/tokens';
import { useLazyInjection } from '#presentation/shared/di/ContainerContext';

/** Fired on window with the replayed action; the favourites and saved-search contexts handle it. */
export const POST_LOGIN_ACTION_EVENT = 'identity:post-login-action';
/** The landing gclid waits in its cookie until the profile is born (30 days, Google's click window). */
const GCLID_COOKIE_MAX_AGE_S = 30 * 24 * 3600;
/** The culture cookie is kept a year, like the currency cookie. */
const CULTURE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
export const DISABLE_GTM_KEY = 'ps4:disableGTM';

/**
 * Start-up (document 000 §2, §4, §7): the notif cookie's notification becomes a toast; the query
 * parameters c, profileId, dismissPortalSuggestion and action are read and cleaned from the
 * address bar; a `c` the page was rendered in is remembered in the culture cookie; gclid is kept in
 * a cookie until the guest profile is born, which stores it (docs/pages.md "When a profile is
 * born"; the shared page itself sets no cookie); disableGTM=true turns tag-manager tracking off; a stored
 * post-login action is replayed once (the server checks it and claims its nonce). profileId is
 * only a hint (domain/identity/ProfileIdHint): the signed token beside it, checked by the server,
 * is what identifies the visitor, and only ever on this browser's own profile.
 */
export function StartupEffects() {
  const { identity, requestContext } = usePersonalPageContext();
  const notifications = useNotifications();
  const identifyByUrlToken = useLazyInjection(IdentifyOwnProfileByUrlToken);
  const replayPostLoginAction = useLazyInjection(ReplayPostLoginAction);
  const notification = identity?.notification;
  useEffect(() => {
    if (notification) notifications.notify(notification);
  }, [notification, notifications]);
  useEffect(() => {
    const query = readStartupQuery(window.location.search);
    if (query.gclid) browserRegional.setCookie(GCLID_COOKIE, query.gclid, GCLID_COOKIE_MAX_AGE_S);
    // The server rendered this page in the culture `c` chose (it was one of the portal's).
    if (query.culture && query.culture === requestContext.culture)
      browserRegional.setCookie(CULTURE_COOKIE, query.culture, CULTURE_COOKIE_MAX_AGE_S);
    if (query.disableGTM) window.sessionStorage.setItem(DISABLE_GTM_KEY, 'true');
    if (query.cleanedSearch !== window.location.search) {
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${query.cleanedSearch}${window.location.hash}`,
      );
    }
    const hint = decideProfileHint({
      hintedProfileId: query.profileId,
      urlToken: query.urlToken,
      ownProfileId: identity?.profileId ?? null,
      state: identity?.state,
      isCrawler: requestContext.isCrawler,
    });
    if (hint.kind === 'verifyUrlToken') {
      // Rendered again once identified, so the page shows what the new state opens (saved searches).
      void identifyByUrlToken
        .execute({ urlToken: hint.urlToken })
        .then((identified) => identified && window.location.reload());
    }
    if (query.action && identity?.state) {
      void replayPostLoginAction.execute({ action: query.action }).then((result) => {
        if (result.ok) window.dispatchEvent(new CustomEvent(POST_LOGIN_ACTION_EVENT, { detail: result.value.action }));
      });
    }
    // Once per page load: the address bar is cleaned right away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
