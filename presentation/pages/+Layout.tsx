import type { ReactNode } from 'react';
import '../shell/styles/global.css';

/** The shell around every page (header, footer, toasts) — see presentation/shell. */
export default function Layout({ children }: { children: ReactNode }) {
  return <div id="app-shell">{children}</div>;
}
