import { useState } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { isCrawler as isCrawlerAgent } from '#domain/portal/Crawler';
import { APP_BANNER_COOKIE, showsSmartBanner } from '#domain/portal/MobileApps';
import { useT } from '#presentation/shared/i18n';
import { Button, Icon, IconButton, cx } from '#presentation/shared/ui';
import styles from './AppAdvertisement.module.css';

const readCookie = (name: string): string | undefined =>
  document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/**
 * The smart banner for the mobile app (document 000 §1), on phones only. Shared pages carry no
 * visitor state, so it appears after hydration, fixed above the bottom bar (it moves nothing);
 * its dismissal is a cookie with the configured lifespan (document 000 §4, §9).
 */
export function SmartBanner({ withMobileBar }: { withMobileBar: boolean }) {
  const t = useT();
  const hydrated = useHydrated();
  const { portal, isCrawler } = usePersonalPageContext().requestContext;
  const apps = portal.mobileApps;
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || dismissed || !apps) return null;
  if (
    !showsSmartBanner({
      apps,
      dismissedCookie: readCookie(APP_BANNER_COOKIE),
      // Shared pages say false for everyone; the browser's own user agent tells a crawler.
      isCrawler: isCrawler || isCrawlerAgent(navigator.userAgent),
    })
  )
    return null;
  const dismiss = () => {
    document.cookie = `${APP_BANNER_COOKIE}=1; max-age=${apps.bannerCookieDays * 86400}; path=/; samesite=lax`;
    setDismissed(true);
  };
  return (
    <aside
      className={cx(styles.banner, withMobileBar && styles.withMobileBar)}
      aria-label={t('Shell.SmartBanner.Label', { appName: apps.appName })}
      data-testid="smart-banner"
    >
      <IconButton icon="close" label={t('Shell.SmartBanner.Close')} onClick={dismiss} />
      <span className={styles.bannerIcon} aria-hidden="true">
        <Icon name="home" />
      </span>
      <span className={styles.bannerText}>
        <span className={styles.bannerTitle}>{apps.appName}</span>
        <span className={styles.bannerSub}>{t('Shell.SmartBanner.Text')}</span>
      </span>
      <Button href={apps.downloadUrl} size="small" rel="noopener">
        {t('Shell.SmartBanner.Open')}
      </Button>
    </aside>
  );
}
