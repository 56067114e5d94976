import { makeAutoObservable } from 'mobx';
import {
  PORTAL_SUGGESTION_COOKIE,
  PORTAL_SUGGESTION_DISMISSED,
  PORTAL_SUGGESTION_MAX_AGE_S,
  type PortalSuggestion,
} from '#domain/portal/PortalSuggestion';

/** The browser work dismissal needs; presentation/shell/regional/browserRegional.ts does it for real. */
export interface SuggestionBrowser {
  setCookie(name: string, value: string, maxAgeSeconds: number): void;
}

/** What the current page suggests; worked out on every render, since the link follows the page. */
export interface PortalSuggestionState {
  /** What domain/portal/PortalSuggestion suggests for this request (already null when dismissed before). */
  suggestion: PortalSuggestion | null;
  /** Where the suggestion leads (that portal's host, same path and query). */
  url: string | null;
  /** The page was opened with ?dismissPortalSuggestion=true. */
  dismissedByUrl: boolean;
}

/**
 * The portal suggestion panel's state (document 000 §2 "Regional pickers"): shown until the
 * visitor dismisses it, and the dismissal is remembered in a cookie so the server leaves the
 * panel out of later pages. A dismissal asked for in the URL is remembered the same way. The
 * view-model lives as long as the layout, across client-side navigations.
 */
export class PortalSuggestionViewModel {
  dismissed = false;

  constructor(private readonly browser: SuggestionBrowser) {
    // visible() is a plain read, not an action: the observer rendering it must track `dismissed`.
    makeAutoObservable<this, 'browser'>(this, { browser: false, visible: false }, { autoBind: true });
  }

  visible(state: PortalSuggestionState): boolean {
    return state.suggestion !== null && state.url !== null && !this.dismissed && !state.dismissedByUrl;
  }

  dismiss(): void {
    this.dismissed = true;
    this.remember();
  }

  /** Called once the page is interactive: a URL dismissal outlives the cleaned address bar. */
  rememberUrlDismissal(state: Pick<PortalSuggestionState, 'dismissedByUrl'>): void {
    if (state.dismissedByUrl) this.dismiss();
  }

  private remember(): void {
    this.browser.setCookie(PORTAL_SUGGESTION_COOKIE, PORTAL_SUGGESTION_DISMISSED, PORTAL_SUGGESTION_MAX_AGE_S);
  }
}
