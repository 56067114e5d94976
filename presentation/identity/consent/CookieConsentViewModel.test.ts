import 'reflect-metadata';
import { SaveOwnCookiesConsentHandler } from '#application/identity/commands/SaveOwnCookiesConsent';
import { domainError } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import { CookieConsentViewModel } from './CookieConsentViewModel';

function fakes(guestProfileId: number | null = 41) {
  const saved: { profileId: number; performanceCookies: boolean }[] = [];
  let births = 0;
  const accounts = {
    saveCookiesConsent: async (profileId: number, choice: { performanceCookies: boolean }) => {
      saved.push({ profileId, performanceCookies: choice.performanceCookies });
      return ok(undefined);
    },
  };
  const session = {
    guest: async () => {
      births++;
      return ok({ profileId: guestProfileId, expiresAt: null });
    },
  };
  const applied: (boolean | null | undefined)[] = [];
  const trackingConsent = { apply: (choice: boolean | null | undefined) => void applied.push(choice) };
  return { accounts, session, trackingConsent, applied, saved, births: () => births };
}

/** The banner over the browser's use case, on the fakes of the accounts and session services. */
function banner(
  { accounts, session, trackingConsent }: Pick<ReturnType<typeof fakes>, 'accounts' | 'session' | 'trackingConsent'>,
  args: { profileId: number | null; hasConsent: boolean },
) {
  return new CookieConsentViewModel(
    { saveCookiesConsent: new SaveOwnCookiesConsentHandler(session, accounts), trackingConsent },
    args,
  );
}

describe('CookieConsentViewModel (document 000 §4 "Cookie consent")', () => {
  it('asks a first visitor, who has no profile yet: "The banner shows until the profile has cookiesConsent"', () => {
    const { accounts, session, trackingConsent } = fakes();
    expect(banner({ accounts, session, trackingConsent }, { profileId: null, hasConsent: false }).visible).toBe(true);
    expect(banner({ accounts, session, trackingConsent }, { profileId: 7, hasConsent: true }).visible).toBe(false);
  });

  it('accepting bears the guest profile first, then saves the choice on it, and the banner goes', async () => {
    const { accounts, session, trackingConsent, saved, births } = fakes(41);
    const model = banner({ accounts, session, trackingConsent }, { profileId: null, hasConsent: false });
    await model.acceptAll();
    expect(births()).toBe(1);
    expect(saved).toEqual([{ profileId: 41, performanceCookies: true }]);
    expect(model.status).toBe('done');
    expect(model.visible).toBe(false);
  });

  it('a visitor who holds a profile saves on it, without asking for another', async () => {
    const { accounts, session, trackingConsent, saved, births } = fakes();
    const model = banner({ accounts, session, trackingConsent }, { profileId: 9, hasConsent: false });
    await model.submit();
    expect(births()).toBe(0);
    expect(saved).toEqual([{ profileId: 9, performanceCookies: false }]);
  });

  it('says "failed" when no profile could be had, and saves nothing', async () => {
    const { accounts, trackingConsent, applied, saved } = fakes();
    const session = {
      guest: async () => err(domainError('EXTERNAL_ERROR', 'CSRF_FAILED', 'Errors.Message.SomethingWrong')),
    } as unknown as ReturnType<typeof fakes>['session'];
    const model = banner({ accounts, session, trackingConsent }, { profileId: null, hasConsent: false });
    await model.acceptAll();
    expect(model.status).toBe('failed');
    expect(model.visible).toBe(true);
    expect(saved).toEqual([]);
    expect(applied).toEqual([]);
  });

  it('a saved choice takes effect in the page at once: a refusal of performance cookies stops tracking', async () => {
    const { accounts, session, trackingConsent, applied } = fakes();
    const model = banner({ accounts, session, trackingConsent }, { profileId: 9, hasConsent: false });
    await model.submit();
    expect(applied).toEqual([false]);
    await banner({ accounts, session, trackingConsent }, { profileId: 9, hasConsent: false }).acceptAll();
    expect(applied).toEqual([false, true]);
  });
});
