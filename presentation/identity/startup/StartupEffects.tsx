import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { PostLoginAction } from '../../../domain/identity/PostLoginAction';
import { readStartupQuery } from '../../../domain/identity/StartupQuery';
import { useNotifications } from '../../shell';
import { postJson } from '../api/identityApi';

/** Fired on window with the replayed action; the favourites and saved-search contexts handle it. */
export const POST_LOGIN_ACTION_EVENT = 'identity:post-login-action';
export const GCLID_KEY = 'ps4:gclid';
export const DISABLE_GTM_KEY = 'ps4:disableGTM';

/**
 * Start-up (document 000 §2, §4, §7): the notif cookie's notification becomes a toast; the query
 * parameters c, profileId, dismissPortalSuggestion and action are read and cleaned from the
 * address bar; gclid is saved; disableGTM=true turns tag-manager tracking off; a stored
 * post-login action is replayed once (the server checks it and claims its nonce).
 */
export function StartupEffects() {
  const { identity } = usePageContext();
  const notifications = useNotifications();
  const notification = identity?.notification;
  useEffect(() => {
    if (notification) notifications.notify(notification);
  }, [notification, notifications]);
  useEffect(() => {
    const query = readStartupQuery(window.location.search);
    if (query.gclid) window.localStorage.setItem(GCLID_KEY, query.gclid);
    if (query.disableGTM) window.sessionStorage.setItem(DISABLE_GTM_KEY, 'true');
    if (query.cleanedSearch !== window.location.search) {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${query.cleanedSearch}${window.location.hash}`);
    }
    if (query.action && identity?.state) {
      void postJson<{ action: PostLoginAction }>('/auth/action/replay', { action: query.action }).then((result) => {
        if (result.ok) window.dispatchEvent(new CustomEvent(POST_LOGIN_ACTION_EVENT, { detail: result.value.action }));
      });
    }
    // Once per page load: the address bar is cleaned right away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
