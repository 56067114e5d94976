import type { Account, User } from '#domain/agents/Account';
import type { Alternate } from '#presentation/shared/head/alternates';
import type { ResultCardModel } from '#presentation/search';
import type { ShellHints } from '#presentation/shell';

/** An agency as the agent page links it: to its search page (document 002 §2 /{agencySlug}/{agencyName}/{accountId}). */
export interface AgentPageAgency extends Pick<Account, 'id' | 'name' | 'type' | 'logoUrl' | 'address' | 'isArchived'> {
  path: string;
}

/** The agent profile page's +data value (document 001 §2 "Agent profile"): the same for every visitor. */
export interface AgentPageData {
  /** Without phone or e-mail (docs/pages.md §1): `hasPhone` says "Call" may fetch the number when tapped. */
  agent: Pick<User, 'id' | 'slug' | 'fullName' | 'avatarUrl' | 'bio' | 'languages' | 'isArchived'> & {
    hasPhone: boolean;
  };
  agencies: AgentPageAgency[];
  /** The agencies' head offices and franchises. */
  related: AgentPageAgency[];
  listings: ResultCardModel[];
  total: number;
  /** 1-based page shown, of `pages` (6 listings each). */
  page: number;
  pages: number;
  /** Paths of the previous and next pages, absent at either end. */
  previousPath?: string;
  nextPath?: string;
  canonicalUrl: string;
  alternates: Alternate[];
  origin: string;
  shell: ShellHints;
}
