import { useId } from 'react';
import type { Language, Portal } from '#domain/portal/Portal';
import { PLACE_DATA_SOURCES } from '#domain/places/placeDataSources';
import { PORTAL_DIRECTORY, portalSwitchUrl } from '#domain/portal/PortalDirectory';
import { useT } from '#presentation/shared/i18n';
import { Logo } from '../header/Logo';
import { countryName } from '#presentation/shared/regional/displayNames';
import { culturePath } from '#presentation/shared/routing/culturePath';
import { Container, Icon } from '#presentation/shared/ui';
import { footerMenus, type NavigationMenu } from './footerMenus';
import { socialLinkView } from './socialLinkUrl';
import { FOOTER_ID } from './footerId';
import styles from './Footer.module.css';

export interface FooterProps {
  portal: Pick<
    Portal,
    'id' | 'name' | 'socialLinks' | 'professionalsUrl' | 'dashboard' | 'valuation' | 'defaultCulture'
  >;
  culture: Language;
  /** The request's origin: links to the other portals are built from it the same way on both sides. */
  origin: string;
  /** Computed on the server (pageContext.requestTime), so hydration never disagrees at New Year. */
  year: number;
  /** The country links are for search engines; the 404 page goes "without SEO links" (document 000 §2). */
  showSeoLinks: boolean;
}

/** Menus, social icons, the other countries' portals and the copyright (document 000 §1). */
export function Footer({ portal, culture, origin, year, showSeoLinks }: FooterProps) {
  const t = useT();
  const countriesId = useId();
  const otherPortals = PORTAL_DIRECTORY.filter((entry) => entry.id !== portal.id && entry.countryISO);
  return (
    <footer id={FOOTER_ID} className={styles.footer}>
      <Container>
        <div className={styles.top}>
          <div className={styles.brand}>
            <Logo portalName={portal.name} tone="onDark" home={culturePath('/', culture, portal)} />
            <p className={styles.tagline}>{t('Shell.Footer.Tagline')}</p>
            {portal.socialLinks.length > 0 && (
              <ul className={styles.social} aria-label={t('Shell.Footer.Social.Title')}>
                {portal.socialLinks.map((link) => {
                  const view = socialLinkView(link);
                  return (
                    <li key={view.url}>
                      <a
                        className={styles.socialLink}
                        href={view.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t('Shell.Footer.Social.Link', { portalName: portal.name, service: view.name })}
                      >
                        <Icon name={view.icon} />
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          <div className={styles.menus}>
            {footerMenus(portal, culture).map((menu) => (
              <FooterMenu key={menu.title} menu={menu} />
            ))}
          </div>
        </div>
        {showSeoLinks && otherPortals.length > 0 && (
          <nav className={styles.countries} aria-labelledby={countriesId}>
            <h2 id={countriesId} className={styles.countriesTitle}>
              {t('Shell.Footer.Countries.Title')}
            </h2>
            <ul className={styles.countryList}>
              {otherPortals.map((entry) => (
                <li key={entry.id}>
                  <a
                    className={styles.link}
                    href={portalSwitchUrl(entry, { origin, pathname: '/', search: '' })}
                    hrefLang={entry.defaultCulture}
                  >
                    {t('Shell.Footer.Countries.Link', { country: countryName(entry.countryISO ?? '', culture) })}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            {t('Shell.Footer.Copyright', { year: String(year), portalName: portal.name })}
          </p>
          <p className={styles.credit} data-testid="place-data-credit">
            {t('General.PlaceData.Credit')}:{' '}
            {PLACE_DATA_SOURCES.map((source, index) => (
              <span key={source.url}>
                {index > 0 && ', '}
                <a className={styles.creditLink} href={source.url} rel="noopener noreferrer" target="_blank">
                  {source.name}
                </a>
                {` (${source.licence})`}
              </span>
            ))}
          </p>
        </div>
      </Container>
    </footer>
  );
}

function FooterMenu({ menu }: { menu: NavigationMenu }) {
  const t = useT();
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.menuTitle}>
        {t(menu.title)}
      </h2>
      <ul className={styles.links}>
        {menu.subMenus.map((sub) => (
          <li key={sub.title}>
            <a
              className={styles.link}
              href={sub.link}
              {...(sub.openInANewTab ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {sub.icon && (
                <span className={styles.linkIcon}>
                  <Icon name={sub.icon} />
                </span>
              )}
              {t(sub.title)}
              {sub.openInANewTab && (
                <>
                  <span className={styles.linkIcon}>
                    <Icon name="external" />
                  </span>
                  <span className="visually-hidden">{t('Shell.Footer.NewTab')}</span>
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
