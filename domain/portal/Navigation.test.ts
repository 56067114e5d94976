import {
  activeNavigationItem,
  counterDisplay,
  counterText,
  focusesNewPage,
  isMobileNavigationHidden,
  MOBILE_BAR_MAX,
  navigationItems,
  viewportOf,
  type NavigationInput,
} from './Navigation';

const guestOnFullPortal: NavigationInput = {
  featureFlags: { PS_FLAG_CHAT: true },
  chatUrl: 'https://chat.homefinder.example',
  valuation: true,
  allowUsers: true,
  signedIn: false,
};

describe('viewportOf (document 000 §9 breakpoints)', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%i px is %s', (width, viewport) => {
    expect(viewportOf(width)).toBe(viewport);
  });
});

describe('count bubbles', () => {
  it.each([
    [0, null],
    [-3, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ] as const)('%i shows %s', (count, text) => {
    expect(counterText(count)).toBe(text);
  });

  it('says whether it overflowed, so the UI can translate "99+"', () => {
    expect(counterDisplay(100)).toEqual({ overflow: true, max: 99 });
    expect(counterDisplay(4.7)).toEqual({ overflow: false, count: 4 });
    expect(counterDisplay(Number.NaN)).toBeNull();
  });
});

describe('navigationItems', () => {
  it('gives a guest everything the portal offers, with Log in on desktop and Settings on mobile', () => {
    expect(navigationItems(guestOnFullPortal)).toEqual({
      header: ['search', 'favorites', 'chat', 'estimate', 'regionalSettings', 'logIn'],
      mobileBar: ['search', 'favorites', 'chat', 'estimate', 'settings'],
    });
  });

  it('gives a signed-in user the profile menu on desktop and the profile link on mobile', () => {
    const items = navigationItems({ ...guestOnFullPortal, signedIn: true });
    expect(items.header.at(-1)).toBe('profileMenu');
    expect(items.mobileBar.at(-1)).toBe('profile');
  });

  it('hides chat while no chat is configured, or when PS_FLAG_CHAT is off', () => {
    expect(navigationItems({ ...guestOnFullPortal, chatUrl: undefined }).header).not.toContain('chat');
    expect(navigationItems({ ...guestOnFullPortal, featureFlags: { PS_FLAG_CHAT: false } }).mobileBar).not.toContain(
      'chat',
    );
  });

  it('shows Estimate only when valuation is enabled', () => {
    expect(navigationItems({ ...guestOnFullPortal, valuation: false }).header).not.toContain('estimate');
  });

  it('drops every user feature when the portal does not allow users', () => {
    expect(navigationItems({ ...guestOnFullPortal, allowUsers: false, signedIn: true })).toEqual({
      header: ['search', 'estimate', 'regionalSettings'],
      mobileBar: ['search', 'estimate', 'settings'],
    });
  });
});

describe('navigationItems: the link for professionals (document 000 §6)', () => {
  const signedInOnInternational: NavigationInput = { ...guestOnFullPortal, chatUrl: undefined, signedIn: true };

  it('puts the Agent Dashboard link before the regional switch on desktop and before Profile on mobile', () => {
    expect(navigationItems({ ...signedInOnInternational, professionalLink: 'agentDashboard' })).toEqual({
      header: ['search', 'favorites', 'estimate', 'agentDashboard', 'regionalSettings', 'profileMenu'],
      mobileBar: ['search', 'favorites', 'estimate', 'agentDashboard', 'profile'],
    });
  });

  it('puts the Professionals link at the same place for everyone else', () => {
    expect(navigationItems({ ...guestOnFullPortal, chatUrl: undefined, professionalLink: 'professionals' })).toEqual({
      header: ['search', 'favorites', 'estimate', 'professionals', 'regionalSettings', 'logIn'],
      mobileBar: ['search', 'favorites', 'estimate', 'professionals', 'settings'],
    });
  });

  it('lists the link once in each bar, and none without one', () => {
    const items = navigationItems({ ...signedInOnInternational, professionalLink: 'agentDashboard' });
    expect(items.header.filter((item) => item === 'agentDashboard' || item === 'professionals')).toEqual([
      'agentDashboard',
    ]);
    expect(items.mobileBar.filter((item) => item === 'agentDashboard' || item === 'professionals')).toEqual([
      'agentDashboard',
    ]);
    const without = navigationItems({ ...signedInOnInternational, professionalLink: null });
    expect([...without.header, ...without.mobileBar]).not.toEqual(expect.arrayContaining(['agentDashboard']));
    expect([...without.header, ...without.mobileBar]).not.toEqual(expect.arrayContaining(['professionals']));
  });

  it('keeps the mobile bar to five entries: the link gives way when chat and estimate are both there', () => {
    const full = navigationItems({ ...guestOnFullPortal, signedIn: true, professionalLink: 'agentDashboard' });
    expect(full.mobileBar).toEqual(['search', 'favorites', 'chat', 'estimate', 'profile']);
    expect(full.mobileBar.length).toBeLessThanOrEqual(MOBILE_BAR_MAX);
    expect(full.header).toContain('agentDashboard');
  });
});

describe('isMobileNavigationHidden', () => {
  it.each(['listing', 'project', 'agent'] as const)('hides the bar on an archived %s page only', (page) => {
    expect(isMobileNavigationHidden({ page, archived: true })).toBe(true);
    expect(isMobileNavigationHidden({ page, archived: false })).toBe(false);
  });

  it('hides the bar while drawing on search, and nowhere else for drawing', () => {
    expect(isMobileNavigationHidden({ page: 'search', drawingOnSearch: true })).toBe(true);
    expect(isMobileNavigationHidden({ page: 'search', drawingOnSearch: false })).toBe(false);
    expect(isMobileNavigationHidden({ page: 'home', drawingOnSearch: true })).toBe(false);
  });
});

describe('activeNavigationItem', () => {
  it.each([
    ['/search', 'search'],
    ['/favorites/', 'favorites'],
    ['/my-properties/12/sell', 'estimate'],
    ['/settings/profile', 'profile'],
    ['/settings/more', 'settings'],
    ['/', null],
    ['/geneva/rent', null],
  ] as const)('%s → %s', (path, item) => {
    expect(activeNavigationItem(path)).toBe(item);
  });
});

describe('focusesNewPage', () => {
  it('moves focus when the path changes, not on the first render nor on a query change', () => {
    expect(focusesNewPage('/', '/search')).toBe(true);
    expect(focusesNewPage('/search', '/search')).toBe(false);
    expect(focusesNewPage(null, '/search')).toBe(false);
  });
});
