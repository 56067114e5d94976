import { flow, makeAutoObservable } from 'mobx';
import type { RegionalSettings } from '#domain/identity/Profile';
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
export type SaveRegionalSettings = (
  profileId: number,
  settings: RegionalSettings,
) => Promise<Result<void, DomainError>>;

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

  constructor(
    readonly context: RegionalPageContext,
    initial: RegionalChoice,
    private readonly save: SaveRegionalSettings,
    private readonly browser: RegionalPageBrowser,
    /** The browser's guest profile, born now (a page view bears none), or null when it cannot be had. */
    private readonly bearProfile: () => Promise<number | null>,
  ) {
    this.values = { ...initial };
    makeAutoObservable<this, 'save' | 'browser' | 'bearProfile'>(
      this,
      { context: false, save: false, browser: false, bearProfile: false },
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
    this.errors = Object.fromEntries(failures.map((failure) => [failure.field, failure]));
    if (failures.length > 0) return;
    this.status = 'saving';
    this.failure = null;
    const profileId: number | null = this.context.profileId ?? (yield this.bearProfile());
    if (profileId === null) {
      this.status = 'failed';
      this.failure = NO_PROFILE;
      return;
    }
    const result: Result<void, DomainError> = yield this.save(profileId, regionalSettingsOf(this.values));
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
