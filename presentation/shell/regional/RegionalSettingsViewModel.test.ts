import type { PageLocation } from '#domain/portal/PortalDirectory';
import {
  CURRENCY_COOKIE_MAX_AGE_S,
  RegionalSettingsViewModel,
  type RegionalBrowser,
  type RegionalSettingsState,
} from './RegionalSettingsViewModel';

function recordingBrowser(location: PageLocation) {
  const calls: string[] = [];
  const browser: RegionalBrowser = {
    location: () => location,
    setCookie: (name, value, maxAge) => calls.push(`cookie ${name}=${value} ${maxAge}`),
    reload: () => calls.push('reload'),
    assign: (url) => calls.push(`assign ${url}`),
  };
  return { browser, calls };
}

const swiss: RegionalSettingsState = {
  portalId: 'ch',
  cultures: ['de', 'fr', 'it', 'en'],
  culture: 'de',
  currencies: ['CHF', 'EUR', 'USD', 'GBP'],
  defaultCurrency: 'CHF',
  currency: 'CHF',
};
const here: PageLocation = {
  origin: 'https://www.homefinder.ch',
  pathname: '/fr/geneve/louer',
  search: '?p=2',
  hash: '',
};

describe('RegionalSettingsViewModel', () => {
  it('does nothing until something changes', () => {
    const { browser, calls } = recordingBrowser(here);
    const vm = new RegionalSettingsViewModel(swiss, browser);
    expect(vm.changed).toBe(false);
    vm.apply();
    expect(calls).toEqual([]);
  });

  it('stores a currency for a year and reloads', () => {
    const { browser, calls } = recordingBrowser(here);
    const vm = new RegionalSettingsViewModel(swiss, browser);
    vm.selectCurrency('EUR');
    vm.apply();
    expect(calls).toEqual([`cookie currency=EUR ${CURRENCY_COOKIE_MAX_AGE_S}`, 'reload']);
    expect(CURRENCY_COOKIE_MAX_AGE_S).toBe(31_536_000);
  });

  it('opens the same page with ?c=<culture>, dropping a culture prefix and keeping the query', () => {
    const { browser, calls } = recordingBrowser(here);
    const vm = new RegionalSettingsViewModel(swiss, browser);
    vm.selectCulture('it');
    vm.selectCurrency('USD');
    vm.apply();
    expect(calls).toEqual([`cookie currency=USD ${CURRENCY_COOKIE_MAX_AGE_S}`, 'assign /geneve/louer?p=2&c=it']);
  });

  it('redirects to another portal with the same path and query, where no other portal is suggested', () => {
    const { browser, calls } = recordingBrowser(here);
    const vm = new RegionalSettingsViewModel(swiss, browser);
    vm.selectPortal('fr');
    vm.selectCurrency('EUR');
    vm.apply();
    expect(calls).toEqual(['assign https://www.homefinder.fr/fr/geneve/louer?p=2&dismissPortalSuggestion=true']);
  });

  it('ignores choices the portal does not offer', () => {
    const { browser } = recordingBrowser(here);
    const vm = new RegionalSettingsViewModel(swiss, browser);
    vm.selectCulture('pt');
    vm.selectCurrency('JPY');
    vm.selectPortal('nowhere');
    expect(vm.changed).toBe(false);
  });

  it('suggests the portal default with USD, EUR and GBP, then the rest offered', () => {
    const { browser } = recordingBrowser(here);
    const vm = new RegionalSettingsViewModel({ ...swiss, currencies: ['CHF', 'EUR', 'USD', 'GBP', 'SEK'] }, browser);
    expect(vm.suggestedCurrencies).toEqual(['CHF', 'USD', 'EUR', 'GBP']);
    expect(vm.otherCurrencies).toEqual(['SEK']);
  });

  it('lists the portals by country group, the international one apart, and can reset', () => {
    const { browser } = recordingBrowser(here);
    const vm = new RegionalSettingsViewModel(swiss, browser);
    expect(vm.portalGroups.map((group) => group.group)).toEqual(['Europe']);
    expect(vm.worldwidePortals.map((portal) => portal.id)).toEqual(['international']);
    vm.selectPortal('de');
    vm.reset();
    expect(vm.selectedPortalId).toBe('ch');
  });
});
