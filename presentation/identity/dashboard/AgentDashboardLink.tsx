import { observer } from 'mobx-react-lite';
import type { MouseEvent, ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useDashboardSwitch } from './useDashboardSwitch';

export interface AgentDashboardLinkProps {
  /** The dashboard's login: where the link leads without a switch code (no script yet, a new tab). */
  href: string;
  className?: string;
  children: ReactNode;
}

/** A click the browser would open in a new tab or window: left to the browser. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The navigation's Agent Dashboard link (document 000 §6). A real link to the dashboard's login;
 * a plain click (or Enter) switches with a code instead, as the switch prompt does.
 */
export const AgentDashboardLink = observer(function AgentDashboardLink({
  href,
  className,
  children,
}: AgentDashboardLinkProps) {
  const { requestContext } = usePageContext();
  const model = useDashboardSwitch();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    void model.switchToDashboard(requestContext.portal.dashboard);
  };
  return (
    <a
      href={href}
      className={className}
      onClick={onClick}
      aria-busy={model.switching || undefined}
      data-testid="agent-dashboard-link"
    >
      {children}
    </a>
  );
});
