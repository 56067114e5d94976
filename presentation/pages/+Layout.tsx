import { enableStaticRendering } from 'mobx-react-lite';
import { lazy, Suspense, type ReactNode } from 'react';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import '../shell/styles/global.css';
import { IdentityServices } from '../identity/IdentityServices';
import { ShellServicesProvider } from '#presentation/shared/shell/ShellServices';
import { Shell } from '#presentation/shell';
import { FavoritesSync } from '#presentation/listings/favorites/FavoritesSync';
import { AfterHydration } from '#presentation/shared/hydration/AfterHydration';
import { UnreadMessagesSync } from '#presentation/leads';

// Both render only after hydration: their code loads then, not with every page's start.
const SuggestSaveSearchHost = lazy(() =>
  import('#presentation/search/saved/SuggestSaveSearchHost').then((module) => ({
    default: module.SuggestSaveSearchHost,
  })),
);
const SavedSearchesSync = lazy(() =>
  import('#presentation/search/myHome/SavedSearchesSync').then((module) => ({ default: module.SavedSearchesSync })),
);

// On the server a render happens once: observer components must not subscribe to MobX (each
// subscription would wait for a timer to be cleaned up, per request).
enableStaticRendering(typeof window === 'undefined');

/** The shell around every page (header, footer, mobile bar, toasts): presentation/shell. */
export default function Layout({ children }: { children: ReactNode }) {
  // Identity's services read the visitor once when they start: on a shared page they start again
  // when the personal part arrives (docs/pages.md).
  const { identity } = usePersonalPageContext();
  return (
    <ShellServicesProvider>
      <Shell>{children}</Shell>
      <FavoritesSync />
      {/* The suggest-save-search modal only ever opens after a click: nothing of it in the shared HTML. */}
      <AfterHydration>
        <Suspense fallback={null}>
          <SuggestSaveSearchHost />
          <SavedSearchesSync />
        </Suspense>
      </AfterHydration>
      <UnreadMessagesSync />
      <IdentityServices key={identity ? `${identity.profileId ?? 'none'}:${identity.state ?? 'none'}` : 'shared'} />
    </ShellServicesProvider>
  );
}
