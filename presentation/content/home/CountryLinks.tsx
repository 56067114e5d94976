import type { Language } from '#domain/portal/Portal';
import { PORTAL_DIRECTORY, portalSwitchUrl } from '#domain/portal/PortalDirectory';
import { useT } from '#presentation/shared/i18n';
import { countryName } from '#presentation/shared/regional/displayNames';
import { Container, Icon } from '#presentation/shared/ui';
import { CountryFlag } from './CountryFlag';
import styles from './CountryLinks.module.css';

export interface CountryLinksProps {
  title: string;
  text?: string;
  currentPortalId: string;
  culture: Language;
  origin: string;
}

/** The home page's country cards (a places list with countryPortals): the six country portals; the current one leads to its own home. */
export function CountryLinks({ title, text, currentPortalId, culture, origin }: CountryLinksProps) {
  const t = useT();
  const countries = PORTAL_DIRECTORY.filter((entry) => entry.countryISO !== null);
  return (
    <section className={styles.section} aria-labelledby="home-countries">
      <Container>
        <h2 id="home-countries" className={styles.title}>
          {title}
        </h2>
        {text && <p className={styles.subtitle}>{text}</p>}
        <ul className={styles.grid}>
          {countries.map((entry) => {
            const here = entry.id === currentPortalId;
            const href = here ? '/' : portalSwitchUrl(entry, { origin, pathname: '/', search: '' });
            return (
              <li key={entry.id}>
                <a
                  className={styles.card}
                  href={href}
                  hrefLang={here ? undefined : entry.defaultCulture}
                  aria-current={here ? 'page' : undefined}
                >
                  <CountryFlag countryISO={entry.countryISO ?? ''} className={styles.flag} />
                  <span className={styles.text}>
                    <span className={styles.country}>{countryName(entry.countryISO ?? '', culture)}</span>
                    <span className={styles.portal}>{here ? t('Home.Countries.Here') : entry.name}</span>
                  </span>
                  <span className={styles.arrow}>
                    <Icon name="arrowRight" />
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
