import type { RegionalSettings } from '#domain/identity/Profile';
import type { PageLocation } from '#domain/portal/PortalDirectory';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import {
  RegionalSettingsPageViewModel,
  type RegionalPageBrowser,
  type RegionalPageContext,
} from './RegionalSettingsPageViewModel';

const here: PageLocation = {
  origin: 'https://www.homefinder.ch',
  pathname: '/fr/settings/regional',
  search: '',
  hash: '',
};
const context: RegionalPageContext = {
  profileId: 9,
  offer: { languages: ['de', 'fr', 'it', 'en'], currencies: ['CHF', 'EUR', 'USD', 'GBP'] },
  browsing: { culture: 'fr', currency: 'CHF' },
};

function harness(
  answer: Result<void, DomainError> = { ok: true, value: undefined },
  visitor: { profileId: number | null; born: number | null } = { profileId: 9, born: null },
) {
  const calls: string[] = [];
  const saved: RegionalSettings[] = [];
  const browser: RegionalPageBrowser = {
    location: () => here,
    setCookie: (name, value, maxAge) => calls.push(`cookie ${name}=${value} ${maxAge}`),
    reload: () => calls.push('reload'),
    assign: (url) => calls.push(`assign ${url}`),
  };
  const updateOwnProfile = {
    execute: async ({
      profileId,
      regionalSettings,
    }: {
      profileId: number | null;
      regionalSettings?: RegionalSettings;
    }) => {
      calls.push(`PATCH /profiles/${profileId}`);
      saved.push(regionalSettings!);
      return answer;
    },
  };
  const ensureGuestProfile = {
    execute: async () => {
      calls.push('POST /auth/guest');
      return visitor.born;
    },
  };
  const vm = new RegionalSettingsPageViewModel(
    { updateOwnProfile, ensureGuestProfile, browser },
    {
      context: { ...context, profileId: visitor.profileId },
      initial: { language: 'fr', countryISO: 'CH', currencyId: 'CHF' },
    },
  );
  return { vm, calls, saved };
}

describe('RegionalSettingsPageViewModel', () => {
  it('saves the choice to the profile and browses with the new currency, with a "saved" toast after the reload', async () => {
    const { vm, calls, saved } = harness();
    vm.set('currencyId', 'EUR');
    await vm.submit();
    expect(saved).toEqual([{ culture: 'fr-CH', language: 'fr', countryISO: 'CH', currencyId: 'EUR' }]);
    expect(calls).toEqual([
      'PATCH /profiles/9',
      'cookie currency=EUR 31536000',
      'cookie notif={"id":"identity-regional-saved","message":"Identity.Settings.Regional.Saved","kind":"success"} 60',
      'reload',
    ]);
    expect(vm.status).toBe('saved');
  });

  it('opens the page in a newly chosen language', async () => {
    const { vm, calls } = harness();
    vm.set('language', 'de');
    await vm.submit();
    expect(calls.at(-1)).toBe('assign /settings/regional?c=de');
  });

  it('says it is saved in place when nothing the page shows changes', async () => {
    const { vm, calls } = harness();
    vm.set('countryISO', 'BE');
    await vm.submit();
    expect(calls).toEqual(['PATCH /profiles/9']);
    expect(vm.status).toBe('saved');
  });

  it("does not save a choice that fails the documents' validators", async () => {
    const { vm, calls } = harness();
    vm.set('countryISO', '');
    await vm.submit();
    expect(calls).toEqual([]);
    expect(vm.errors.countryISO?.message).toBe('Immobox.Validations.Required');
    vm.set('countryISO', 'DE');
    expect(vm.errors.countryISO).toBeUndefined();
  });

  it("keeps the page and reports the server's refusal", async () => {
    const { vm, calls } = harness({
      ok: false,
      error: { kind: 'FORBIDDEN', code: 'FORBIDDEN', message: 'Errors.Message.SomethingWrong' },
    });
    vm.set('currencyId', 'USD');
    await vm.submit();
    expect(calls).toEqual(['PATCH /profiles/9']);
    expect(vm.status).toBe('failed');
    expect(vm.failure?.code).toBe('FORBIDDEN');
  });

  it('bears the guest profile first for a browser that has none (a page view bears none), then saves to it', async () => {
    const { vm, calls } = harness(undefined, { profileId: null, born: 31 });
    vm.set('countryISO', 'BE');
    await vm.submit();
    expect(calls).toEqual(['POST /auth/guest', 'PATCH /profiles/31']);
    expect(vm.status).toBe('saved');
  });

  it('saves nothing and says something went wrong when no profile can be had', async () => {
    const { vm, calls } = harness(undefined, { profileId: null, born: null });
    vm.set('countryISO', 'BE');
    await vm.submit();
    expect(calls).toEqual(['POST /auth/guest']);
    expect(vm.status).toBe('failed');
    expect(vm.failure?.message).toBe('Errors.Message.SomethingWrong');
  });

  it('asks for no profile when the page already names one', async () => {
    const { vm, calls } = harness();
    vm.set('countryISO', 'BE');
    await vm.submit();
    expect(calls).not.toContain('POST /auth/guest');
  });
});
