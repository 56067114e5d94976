import { useEffect } from 'react';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { useHydrated } from 'vike-react/useHydrated';
import { isFullUser } from '#domain/identity/AuthenticationRules';
import { CountUnreadMessages } from '#application/leads/tokens';
import { useLazyInjection } from '#presentation/shared/di/ContainerContext';
import { useNavigationState } from '#presentation/shared/shell/ShellServices';
import { UnreadMessagesLeader } from './UnreadMessagesLeader';

let current: UnreadMessagesLeader | undefined;

/** Polls again now, from any page that changed the total (the chat page read a conversation). */
export function refreshUnreadMessages(): void {
  void current?.refresh();
}

/**
 * The navigation's Chat bubble (document 000 §6 PS_FLAG_MSG_COUNTER), counted for a signed-in user
 * while the Chat item shows (chat configured, PS_FLAG_CHAT on, document 000 §2), after hydration.
 */
export function UnreadMessagesSync() {
  const { identity, requestContext } = usePersonalPageContext();
  const hydrated = useHydrated();
  const { portal } = requestContext;
  const counted =
    hydrated &&
    portal.allowUsers &&
    !!portal.chat &&
    portal.featureFlags.PS_FLAG_CHAT &&
    portal.featureFlags.PS_FLAG_MSG_COUNTER &&
    !!identity?.state &&
    isFullUser({ userId: identity.userId, state: identity.state });
  return counted ? <UnreadMessagesPoll userId={identity.userId!} profileId={identity.profileId ?? null} /> : null;
}

/** Browsers without Web Locks or BroadcastChannel poll in every tab. */
function UnreadMessagesPoll({ userId, profileId }: { userId: number; profileId: number | null }) {
  const count = useLazyInjection(CountUnreadMessages);
  const navigation = useNavigationState();
  useEffect(() => {
    const shared = typeof navigator !== 'undefined' && 'locks' in navigator && typeof BroadcastChannel !== 'undefined';
    const leader = new UnreadMessagesLeader(
      {
        requestLock: shared
          ? (name, hold) => navigator.locks.request(name, hold)
          : async (_name, hold) => {
              await hold();
            },
        openChannel: (name) =>
          shared
            ? new BroadcastChannel(name)
            : { postMessage: () => undefined, close: () => undefined, onmessage: null },
        fetchTotal: async () => {
          const total = await count.execute({
            caller: { userId, profileIds: profileId === null ? [] : [profileId] },
            status: 'Dispatched',
          });
          return total.ok ? total.value.total : undefined;
        },
        setInterval: (callback, ms) => window.setInterval(callback, ms),
        clearInterval: (handle) => window.clearInterval(handle as number),
      },
      (total) => navigation.setUnreadMessages(total),
    );
    current = leader;
    leader.start();
    return () => {
      leader.stop();
      if (current === leader) current = undefined;
    };
  }, [count, navigation, userId, profileId]);
  return null;
}
