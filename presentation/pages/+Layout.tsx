import { enableStaticRendering } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import '../shell/styles/global.css';
import { IdentityServices } from '../identity/IdentityServices';
import { ShellServicesProvider } from '#presentation/shared/shell/ShellServices';
import { Shell } from '#presentation/shell';
import { FavoritesSync } from '#presentation/listings/favorites/FavoritesSync';
import { SavedSearchesSync, SuggestSaveSearchHost } from '#presentation/search';
import { useHydrated } from 'vike-react/useHydrated';
import { UnreadMessagesSync } from '#presentation/leads';

// On the server a render happens once: observer components must not subscribe to MobX (each
// subscription would wait for a timer to be cleaned up, per request).
enableStaticRendering(typeof window === 'undefined');

/** The shell around every page (header, footer, mobile bar, toasts): presentation/shell. */
export default function Layout({ children }: { children: ReactNode }) {
  // Identity's services read the visitor once when they start: on a shared page they start again
  // when the personal part arrives (docs/pages.md).
  const { identity } = usePageContext();
  // The suggest-save-search modal only ever opens after a click: nothing of it in the shared HTML.
  const hydrated = useHydrated();
  return (
    <ShellServicesProvider>
      <Shell>{children}</Shell>
      <FavoritesSync />
      {hydrated && <SuggestSaveSearchHost />}
      {hydrated && <SavedSearchesSync />}
      <UnreadMessagesSync />
      <IdentityServices key={identity ? `${identity.profileId ?? 'none'}:${identity.state ?? 'none'}` : 'shared'} />
    </ShellServicesProvider>
  );
}
