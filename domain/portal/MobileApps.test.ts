import {
  appAdvertMemoryOf,
  appDownloadLink,
  dismissAppAdvert,
  mayOfferAppAdvert,
  showsSmartBanner,
  type MobileApps,
} from './MobileApps';

const apps: MobileApps = {
  appName: 'Homefinder',
  appStoreUrl: 'https://apps.apple.com/app/id1',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=x',
  downloadUrl: 'https://get.homefinder.example/app',
  bannerCookieDays: 30,
};

describe('the app advertisement (document 000 §2 kinds Chat and SearchAlerts, §4)', () => {
  it('records a dismissal per subject: Chat dismissed, SearchAlerts still offered', () => {
    const memory = dismissAppAdvert(appAdvertMemoryOf(undefined), 'Chat');
    expect(mayOfferAppAdvert(memory, 'Chat')).toBe(false);
    expect(mayOfferAppAdvert(memory, 'SearchAlerts')).toBe(true);
    expect(dismissAppAdvert(memory, 'Chat')).toBe(memory);
  });

  it('reads a corrupt or foreign remembered value as nothing dismissed', () => {
    expect(appAdvertMemoryOf('x')).toEqual({ dismissed: [] });
    expect(appAdvertMemoryOf({ dismissed: ['Chat', 'Other', 'Chat', 3] })).toEqual({ dismissed: ['Chat'] });
  });

  it('tags the QR code link with the subject', () => {
    const link = new URL(appDownloadLink(apps, 'SearchAlerts'));
    expect(link.origin + link.pathname).toBe('https://get.homefinder.example/app');
    expect(link.searchParams.get('utm_campaign')).toBe('SearchAlerts');
  });
});

describe('the smart banner (document 000 §4 "Mobile banner dismissal is stored in a cookie")', () => {
  it('shows until the cookie says it was dismissed, never to crawlers, only when the portal has apps', () => {
    expect(showsSmartBanner({ apps, dismissedCookie: undefined, isCrawler: false })).toBe(true);
    expect(showsSmartBanner({ apps, dismissedCookie: '1', isCrawler: false })).toBe(false);
    expect(showsSmartBanner({ apps, dismissedCookie: undefined, isCrawler: true })).toBe(false);
    expect(showsSmartBanner({ apps: undefined, dismissedCookie: undefined, isCrawler: false })).toBe(false);
  });
});
