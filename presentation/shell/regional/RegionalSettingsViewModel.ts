import { makeAutoObservable } from 'mobx';
import { cultureSwitchUrl } from '#domain/portal/CultureResolution';
import type { Language } from '#domain/portal/Portal';
import {
  PORTAL_DIRECTORY,
  portalsByCountryGroup,
  portalSwitchUrl,
  type PageLocation,
  type PortalEntry,
  type PortalGroup,
} from '#domain/portal/PortalDirectory';
import { suggestedCurrencies } from '#domain/portal/PortalResolution';
import {
  CURRENCY_COOKIE,
  CURRENCY_COOKIE_MAX_AGE_S,
  type RegionalBrowser,
} from '#presentation/shared/regional/browserRegional';

/** What the request resolved (requestContext), handed in by the shell. */
export interface RegionalSettingsState {
  portalId: string;
  cultures: readonly Language[];
  culture: Language;
  currencies: readonly string[];
  defaultCurrency: string;
  currency: string;
}

// The browser work a choice needs: presentation/shared/regional/browserRegional.ts does it for real.
export { CURRENCY_COOKIE, CURRENCY_COOKIE_MAX_AGE_S, type RegionalBrowser };

export type RegionalOutcome =
  | { kind: 'portal'; url: string }
  | { kind: 'culture'; url: string; currency?: string }
  | { kind: 'currency'; currency: string };

/**
 * The regional settings picker (document 000 §2 "Regional pickers"). The visitor picks a
 * language, a country portal and a currency, then applies: another portal redirects to its
 * host with the same path and query (plus dismissPortalSuggestion=true, cleaned there at
 * start-up, so the new portal suggests no other); a language reloads the page with ?c=<culture>
 * (the server remembers it in the culture cookie); a currency is stored in the currency cookie and the
 * page reloads. Choices are applied together, not on each change, so moving through a select
 * with the keyboard never navigates away (WCAG 3.2.2).
 */
export class RegionalSettingsViewModel {
  selectedCulture: Language;
  selectedPortalId: string;
  selectedCurrency: string;

  constructor(
    readonly state: RegionalSettingsState,
    private readonly browser: RegionalBrowser,
    private readonly directory: readonly PortalEntry[] = PORTAL_DIRECTORY,
  ) {
    this.selectedCulture = state.culture;
    this.selectedPortalId = state.portalId;
    this.selectedCurrency = state.currency;
    makeAutoObservable<this, 'browser' | 'directory'>(
      this,
      { state: false, browser: false, directory: false },
      { autoBind: true },
    );
  }

  get cultures(): readonly Language[] {
    return this.state.cultures;
  }

  get portalGroups(): PortalGroup[] {
    return portalsByCountryGroup(this.directory);
  }

  /** The portals without a country (the international one), listed after the country groups. */
  get worldwidePortals(): PortalEntry[] {
    return this.directory.filter((entry) => entry.group === null);
  }

  /** Document 000 §2: "Suggested currencies by default: USD, EUR, GBP plus the portal default", then the rest offered. */
  get suggestedCurrencies(): string[] {
    // The server only accepts a currency the portal offers (resolveCurrency), so only those are suggested.
    return suggestedCurrencies(this.state.defaultCurrency, []).filter(
      (code) => code === this.state.defaultCurrency || this.state.currencies.includes(code),
    );
  }

  get otherCurrencies(): string[] {
    return this.state.currencies.filter((code) => !this.suggestedCurrencies.includes(code));
  }

  get changed(): boolean {
    return this.outcome !== null;
  }

  /** What applying would do, or null when nothing changed. */
  get outcome(): RegionalOutcome | null {
    if (this.selectedPortalId !== this.state.portalId) {
      const target = this.directory.find((entry) => entry.id === this.selectedPortalId);
      // The visitor chose this portal: the new host must not suggest another one (cleaned on arrival).
      if (target)
        return { kind: 'portal', url: portalSwitchUrl(target, this.withSuggestionDismissed(this.browser.location())) };
    }
    const currency = this.selectedCurrency !== this.state.currency ? this.selectedCurrency : undefined;
    if (this.selectedCulture !== this.state.culture)
      return { kind: 'culture', url: this.cultureUrl(this.selectedCulture), currency };
    return currency ? { kind: 'currency', currency } : null;
  }

  selectCulture(culture: string): void {
    const known = this.state.cultures.find((offered) => offered === culture);
    if (known) this.selectedCulture = known;
  }

  selectPortal(portalId: string): void {
    if (this.directory.some((entry) => entry.id === portalId)) this.selectedPortalId = portalId;
  }

  selectCurrency(currency: string): void {
    if (this.state.currencies.includes(currency) || currency === this.state.defaultCurrency)
      this.selectedCurrency = currency;
  }

  /** Undo unapplied choices, e.g. when the picker closes without applying. */
  reset(): void {
    this.selectedCulture = this.state.culture;
    this.selectedPortalId = this.state.portalId;
    this.selectedCurrency = this.state.currency;
  }

  apply(): void {
    const outcome = this.outcome;
    if (!outcome) return;
    if (outcome.kind === 'portal') return this.browser.assign(outcome.url);
    if (outcome.currency) this.browser.setCookie(CURRENCY_COOKIE, outcome.currency, CURRENCY_COOKIE_MAX_AGE_S);
    if (outcome.kind === 'culture') this.browser.assign(outcome.url);
    else this.browser.reload();
  }

  private withSuggestionDismissed(location: PageLocation): PageLocation {
    const query = new URLSearchParams(location.search);
    query.set('dismissPortalSuggestion', 'true');
    return { ...location, search: `?${query.toString()}` };
  }

  /** The same page in another language: a culture prefix would beat the cookie later, so it goes. */
  private cultureUrl(culture: Language): string {
    return cultureSwitchUrl(this.browser.location(), culture, { cultures: [...this.state.cultures] });
  }
}
