import { flow, makeAutoObservable } from 'mobx';
import {
  ACCEPT_ALL_COOKIES,
  type ConsentSaveStatus,
  type CookieConsentChoice,
  DEFAULT_COOKIE_CHOICE,
} from '#domain/identity/CookieConsentChoice';
import type { SaveOwnCookiesConsentHandler } from '#application/identity/commands/SaveOwnCookiesConsent';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { TrackingConsent } from '#presentation/shared/tracking/TrackingConsent';

/** What the banner needs of the container (presentation/identity/viewModels.ts binds it). */
export interface CookieConsentDependencies {
  /** Saves the choice on the visitor's profile, bearing it first when the visitor has none. */
  saveCookiesConsent: Pick<SaveOwnCookiesConsentHandler, 'execute'>;
  /** The saved choice takes effect at once in this page (a refusal of performance cookies stops tracking). */
  trackingConsent: TrackingConsent;
}

/** The page's own: the visitor's profile, if any, and whether it has chosen already. */
export interface CookieConsentArgs {
  profileId: number | null;
  hasConsent: boolean;
}

/**
 * The cookie consent banner (document 000 §4): shown until the profile has cookiesConsent;
 * functional cookies always on, performance and advertising optional and off by default; the
 * save button goes idle → loading → done or failed ('Errors.Message.SomethingWrong').
 * A first visitor has no profile yet (a page view writes nothing): accepting or saving the choices
 * is what bears it (docs/pages.md "When a profile is born"), then the choice is saved on it.
 */
export class CookieConsentViewModel {
  visible: boolean;
  customising = false;
  choice: CookieConsentChoice = { ...DEFAULT_COOKIE_CHOICE };
  status: ConsentSaveStatus = 'idle';

  private profileId: number | null;

  constructor(
    private readonly dependencies: CookieConsentDependencies,
    { profileId, hasConsent }: CookieConsentArgs,
  ) {
    this.profileId = profileId;
    this.visible = !hasConsent;
    makeAutoObservable<this, 'dependencies' | 'profileId'>(
      this,
      { dependencies: false, profileId: false },
      { autoBind: true },
    );
  }

  customise(): void {
    this.customising = true;
  }

  toggle(kind: 'performanceCookies' | 'advertisingCookies'): void {
    this.choice = { ...this.choice, [kind]: !this.choice[kind] };
  }

  acceptAll = flow(function* (this: CookieConsentViewModel) {
    this.choice = { ...ACCEPT_ALL_COOKIES };
    yield this.submit();
  });

  submit = flow(function* (this: CookieConsentViewModel) {
    if (this.status === 'loading') return;
    this.status = 'loading';
    const result = (yield this.dependencies.saveCookiesConsent.execute({
      profileId: this.profileId,
      consent: { ...this.choice, sourceUrl: typeof window === 'undefined' ? '' : window.location.href },
    })) as Result<{ profileId: number }, DomainError>;
    this.status = result.ok ? 'done' : 'failed';
    if (!result.ok) return;
    this.profileId = result.value.profileId;
    this.visible = false;
    this.dependencies.trackingConsent.apply(this.choice.performanceCookies);
  });
}
