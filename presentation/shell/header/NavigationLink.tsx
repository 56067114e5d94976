import type { MouseEvent, ReactNode } from 'react';
import { AgentDashboardLink } from '#presentation/identity';
import type { LinkItem } from './navigationEntries';

export interface NavigationLinkProps {
  item: LinkItem;
  href: string;
  className: string;
  /** The entry the current page belongs to (aria-current="page"). */
  current: boolean;
  /** A press that stays on the page (it calls preventDefault), such as the bottom bar's Search. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}

/** An entry's link. Agent Dashboard is identity's: a click switches with a code (document 000 §4). */
export function NavigationLink({ item, href, className, current, onClick, children }: NavigationLinkProps) {
  if (item === 'agentDashboard')
    return (
      <AgentDashboardLink href={href} className={className}>
        {children}
      </AgentDashboardLink>
    );
  return (
    <a href={href} className={className} aria-current={current ? 'page' : undefined} onClick={onClick}>
      {children}
    </a>
  );
}
