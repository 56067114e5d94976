import { flow, makeAutoObservable } from 'mobx';
import type { EnsureGuestProfileHandler } from '#application/identity/commands/EnsureGuestProfile';
import type { UpdateOwnProfileHandler } from '#application/identity/commands/UpdateOwnProfile';
import {
  regionalSettingsOf,
  validateRegionalChoice,
  type RegionalChoice,
  type RegionalOffer,
} from '#domain/identity/RegionalSettingsRules';
import { cultureSwitchUrl } from '#domain/portal/CultureResolution';
import type { Language } from '#domain/portal/Portal';
import type { PageLocation } from '#domain/portal/PortalDirectory';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { CURRENCY_COOKIE, CURRENCY_COOKIE_MAX_AGE_S } from '#presentation/shared/regional/browserRegional';

export type RegionalField = keyof RegionalChoice;

/** The browser work a save needs; the shell's browserRegional does it for real. */
export interface RegionalPageBrowser {
  location(): PageLocation;
  setCookie(name: string, value: string, maxAgeSeconds: number): void;
  reload(): void;
  assign(url: string): void;
}

export interface RegionalPageContext {
  /** Null for a visitor whose browser has no profile yet: the save bears one first (bearProfile). */
  profileId: number | null;
  offer: RegionalOffer;
  /** What the visitor is browsing with now (requestContext). */
  browsing: { culture: Language; currency: string };
}

/** What the page runs on: the visitor's own profile's use cases and the browser. */
export interface RegionalPageDependencies {
  updateOwnProfile: Pick<UpdateOwnProfileHandler, 'execute'>;
  /** The browser's guest profile, born now (a page view bears none), or null when it cannot be had. */
  ensureGuestProfile: Pick<EnsureGuestProfileHandler, 'execute'>;
  browser: RegionalPageBrowser;
}

/** What is the page's own: the request's offer and browsing, the choice the form starts with. */
export interface RegionalPageArgs {
  context: RegionalPageContext;
  initial: RegionalChoice;
}

/** Cookies the server reads: the currency (server/middleware/regional.ts) and the notif toast (document 000 §7). */
const NOTIF_COOKIE = 'notif';
export const SAVED_MESSAGE = 'Identity.Settings.Regional.Saved';
/** The guest profile could not be born (the network or the server failed): the generic error, nothing saved. */
const NO_PROFILE: DomainError = {
  kind: 'EXTERNAL_ERROR',
  code: 'NO_PROFILE',
  message: 'Errors.Message.SomethingWrong',
};

/**
 * /settings/regional: the profile's language, country and currency, validated with the
 * documents' messages and saved with PATCH /profiles/{id} (regionalSettings), as the other
 * settings pages save. What the visitor browses with follows the saved choice: a new currency is
 * stored like the regional picker stores it, a new language opens the page with ?c=; the page
 * then comes back with a "saved" toast (the notif cookie, read by the server).
 */
export class RegionalSettingsPageViewModel {
  values: RegionalChoice;
  errors: Partial<Record<RegionalField, DomainError>> = {};
  status: 'idle' | 'saving' | 'saved' | 'failed' = 'idle';
  failure: DomainError | null = null;

  readonly context: RegionalPageContext;
  private readonly browser: RegionalPageBrowser;

  constructor(
    private readonly useCases: RegionalPageDependencies,
    { context, initial }: RegionalPageArgs,
  ) {
    this.context = context;
    this.browser = useCases.browser;
    this.values = { ...initial };
    makeAutoObservable<this, 'useCases' | 'browser'>(
      this,
      { context: false, useCases: false, browser: false },
      { autoBind: true },
    );
  }

  set(field: RegionalField, value: string): void {
    this.values = { ...this.values, [field]: value };
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined };
    if (this.status === 'saved' || this.status === 'failed') this.status = 'idle';
  }

  submit = flow(function* (this: RegionalSettingsPageViewModel) {
    if (this.status === 'saving') return;
    const failures = validateRegionalChoice(this.values, this.context.offer);
    // As in fieldErrors, a failure naming no field is the form's (each of these names one).
    this.errors = Object.fromEntries(
      failures.map((failure): [string, DomainError] => [failure.field ?? 'form', failure]),
    );
    if (failures.length > 0) return;
    this.status = 'saving';
    this.failure = null;
    const profileId = this.context.profileId ?? ((yield this.useCases.ensureGuestProfile.execute()) as number | null);
    if (profileId === null) {
      this.status = 'failed';
      this.failure = NO_PROFILE;
      return;
    }
    const result = (yield this.useCases.updateOwnProfile.execute({
      profileId,
      regionalSettings: regionalSettingsOf(this.values),
    })) as Result<void, DomainError>;
    if (!result.ok) {
      this.status = 'failed';
      this.failure = result.error;
      const field = result.error.field;
      if (field === 'language' || field === 'countryISO' || field === 'currencyId')
        this.errors = {
          ...this.errors,
          [field]: { ...result.error, kind: 'INVALID', field },
        };
      return;
    }
    this.status = 'saved';
    this.follow();
  });

  /** Browse with the saved language and currency, when they differ from what this page shows. */
  private follow(): void {
    const { browsing } = this.context;
    const language = this.values.language as Language;
    const newCurrency = this.values.currencyId !== browsing.currency;
    const newLanguage = language !== browsing.culture;
    if (!newCurrency && !newLanguage) return;
    if (newCurrency) this.browser.setCookie(CURRENCY_COOKIE, this.values.currencyId, CURRENCY_COOKIE_MAX_AGE_S);
    this.browser.setCookie(
      NOTIF_COOKIE,
      JSON.stringify({ id: 'identity-regional-saved', message: SAVED_MESSAGE, kind: 'success' }),
      60,
    );
    if (newLanguage)
      this.browser.assign(
        cultureSwitchUrl(this.browser.location(), language, { cultures: [...this.context.offer.languages] }),
      );
    else this.browser.reload();
  }
}
