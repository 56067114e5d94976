import type { Alternate } from '#presentation/shared/head/alternates';
import type { ShellHints } from '#presentation/shell';

/** One agent of the list, with what the card shows. */
export interface PlaceAgentCard {
  id: number;
  fullName: string;
  avatarUrl?: string;
  languages?: string[];
  agencyName?: string;
  listings: number;
  path: string;
}

/** The agents-by-place page's +data value (document 001 §2 "Agents by place (paged)"). */
export interface PlaceAgentsPageData {
  /** The place's name in the page's language; absent on /agents. */
  placeName?: string;
  /** The place's id (its display is tracked with it); absent on /agents. */
  placeId?: string;
  agents: PlaceAgentCard[];
  total: number;
  /** The agents facet: the child places with their number of agents, each linking to its own agents page. */
  facets: { name: string; agents: number; path: string }[];
  page: number;
  pages: number;
  previousPath?: string;
  nextPath?: string;
  canonicalUrl: string;
  alternates: Alternate[];
  origin: string;
  shell: ShellHints;
}
