import { enableStaticRendering } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import '../shell/styles/global.css';
import { IdentityServices } from '../identity/IdentityServices';
import { ShellServicesProvider } from '#presentation/shared/shell/ShellServices';
import { Shell } from '#presentation/shell';

// On the server a render happens once: observer components must not subscribe to MobX (each
// subscription would wait for a timer to be cleaned up, per request).
enableStaticRendering(typeof window === 'undefined');

/** The shell around every page (header, footer, mobile bar, toasts): presentation/shell. */
export default function Layout({ children }: { children: ReactNode }) {
  // Identity's services read the visitor once when they start: on a shared page they start again
  // when the personal part arrives (docs/pages.md).
  const { identity } = usePageContext();
  return (
    <ShellServicesProvider>
      <Shell>{children}</Shell>
      <IdentityServices key={identity ? `${identity.profileId ?? 'none'}:${identity.state ?? 'none'}` : 'shared'} />
    </ShellServicesProvider>
  );
}
