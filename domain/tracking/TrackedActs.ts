import {
  type ActAction,
  ARCHIVED_AGENT_SUFFIX,
  CONTENT_PAGE_ACTION,
  TRACKED_PAGES,
  type TrackedPage,
  type TrackingAction,
  WEB_SOURCE,
} from './TrackingEvent';

/**
 * One act (TrackingEvent's ACT_ACTIONS), with the ids it is about. The documents' body has listingId and searchId, and no field
 * for an agent, a place or an agency: `value` carries that id (the action says which it is).
 */
export type TrackedAct =
  | { action: 'createFavorite' | 'deleteFavorite'; listingId: number; searchId?: string }
  | { action: 'leadSubmit' | 'leadSuccess'; listingId?: number; agentId?: number; searchId?: string }
  | { action: 'showPhone'; listingId: number }
  | { action: 'showPhone'; agentId: number }
  | { action: 'saveSearch'; searchId: string };

/** Who is looking: the portal and, if known, the visitor's profile (sent as text; the service keeps its own). */
export interface TrackingViewer {
  portalId: string;
  profileId?: number | null;
}

/** What `value` holds for an action whose subject has no field of its own. */
export type ValueSubject = 'agent' | 'place' | 'agency';

/**
 * The payload rule of one action: the fields that name what it is about (one of `oneOf` must be
 * there) and what `value` holds when it carries the subject's id.
 */
export interface PayloadRule {
  oneOf: readonly ('listingId' | 'searchId' | 'value')[];
  value?: ValueSubject;
}

const NONE: PayloadRule = { oneOf: [] };
const LISTING: PayloadRule = { oneOf: ['listingId'] };
const LISTING_OR_AGENT: PayloadRule = { oneOf: ['listingId', 'value'], value: 'agent' };

/**
 * Document 001 §2 "Pages by tracked name": a listing's and a project's page are about the listing;
 * an agent's page about the agent, an agency's search page about the agency (accountId); the place
 * pages about their place, which /agents and /house-price (the whole portal) have none of.
 */
const PAGE_RULES: Record<TrackedPage, PayloadRule> = {
  myHome: NONE,
  agentPage: { oneOf: ['value'], value: 'agent' },
  agencySearchPage: { oneOf: ['value'], value: 'agency' },
  listingPage: LISTING,
  favoritesPage: NONE,
  searchPage: NONE,
  projectPage: LISTING,
  valuationPage: NONE,
  placeAgentsPage: { oneOf: [], value: 'place' },
  placeStatsPage: { oneOf: [], value: 'place' },
};

/** The acts: a favourite is about its listing; a lead and a revealed number about the listing or the agent; a saved search about the search. */
const ACT_RULES: Record<ActAction, PayloadRule> = {
  createFavorite: LISTING,
  deleteFavorite: LISTING,
  leadSubmit: LISTING_OR_AGENT,
  leadSuccess: LISTING_OR_AGENT,
  showPhone: LISTING_OR_AGENT,
  saveSearch: { oneOf: ['searchId'] },
};

/** The payload rule of an action (a page's archived-agent variant has its page's rule); undefined for an unknown one. */
export function payloadRule(action: string): PayloadRule | undefined {
  const page = action.endsWith(ARCHIVED_AGENT_SUFFIX) ? action.slice(0, -ARCHIVED_AGENT_SUFFIX.length) : action;
  if ((TRACKED_PAGES as readonly string[]).includes(page)) return PAGE_RULES[page as TrackedPage];
  if (action === CONTENT_PAGE_ACTION) return NONE;
  return (ACT_RULES as Record<string, PayloadRule>)[action];
}

/** An agent's or an agency's id (a positive whole number), a place's id (letters, digits and _ . : -). */
const VALUE_FORMS: Record<ValueSubject, RegExp> = {
  agent: /^[1-9]\d{0,15}$/,
  agency: /^[1-9]\d{0,15}$/,
  place: /^[\p{L}\p{N}_.:-]{1,200}$/u,
};
const VALUE_NAMES: Record<ValueSubject, string> = {
  agent: "the agent's id",
  agency: "the agency's id",
  place: "the place's id",
};

export interface PayloadProblem {
  field: 'listingId' | 'searchId' | 'value';
  message: string;
}

/** What is wrong with an action's ids under its rule (nothing for an unknown action: that is the action's own fault). */
export function payloadProblem(
  action: Pick<TrackingAction, 'action' | 'listingId' | 'searchId' | 'value'>,
): PayloadProblem | undefined {
  const rule = payloadRule(action.action);
  if (!rule) return undefined;
  const present = (field: PayloadRule['oneOf'][number]) => action[field] !== undefined && action[field] !== '';
  if (rule.oneOf.length > 0 && !rule.oneOf.some(present)) {
    const field = rule.oneOf[0];
    const names = rule.oneOf.map((name) =>
      name === 'value' && rule.value ? `value (${VALUE_NAMES[rule.value]})` : name,
    );
    return { field, message: `${action.action} needs ${names.join(' or ')}` };
  }
  if (rule.value && present('value') && !VALUE_FORMS[rule.value].test(String(action.value)))
    return { field: 'value', message: `value of ${action.action} must be ${VALUE_NAMES[rule.value]}` };
  return undefined;
}

/** An act as posted: the document's fields, the agent's id in `value`. */
export function actTrackingAction(act: TrackedAct, viewer: TrackingViewer): TrackingAction {
  const listingId = 'listingId' in act ? act.listingId : undefined;
  const searchId = 'searchId' in act ? act.searchId : undefined;
  const agentId = 'agentId' in act ? act.agentId : undefined;
  return {
    source: WEB_SOURCE,
    portalId: viewer.portalId,
    ...(viewer.profileId && { profileId: String(viewer.profileId) }),
    action: act.action,
    ...(listingId !== undefined && { listingId }),
    ...(searchId !== undefined && { searchId }),
    ...(agentId !== undefined && listingId === undefined && { value: String(agentId) }),
  };
}

/** Whether a page's display carries its subject's id in `value` (an agent's, an agency's or a place's page). */
export function carriesSubjectId(action: string): boolean {
  return payloadRule(action)?.value !== undefined;
}
