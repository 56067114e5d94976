import { useConfig } from 'vike-react/useConfig';
import { usePageContext } from 'vike-react/usePageContext';
import { headTitle } from '#presentation/shared/head/headTitle';
import { useT } from '#presentation/shared/i18n';
import { Container } from '#presentation/shared/ui';
import type { AllCountriesPageData } from './AllCountriesPageData';
import styles from './AllCountriesPage.module.css';

/** /all-countries (document 000 §2): the countries by continent, each with its live listings and a link. */
export function AllCountriesPage({ data }: { data: AllCountriesPageData }) {
  const { culture, portal } = usePageContext().requestContext;
  const t = useT();
  const config = useConfig();
  const heading = t('Places.Countries.Heading');
  config({
    title: headTitle(heading, portal.name),
    description: t('Places.Countries.Description', { portal: portal.name }),
    lang: culture,
    Head: (
      <>
        <link rel="canonical" href={data.canonicalUrl} />
        {data.alternates.map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
      </>
    ),
  });
  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.muted}>{t('Places.Countries.Description', { portal: portal.name })}</p>
      </header>
      {data.groups.map(({ group, countries }) => (
        <section key={group} className={styles.group} aria-labelledby={`group-${group}`}>
          <h2 id={`group-${group}`} className={styles.groupTitle}>
            {t(`Shell.RegionalSettings.CountryGroup.${group}`)}
          </h2>
          <ul className={styles.countries}>
            {countries.map((country) => (
              <li key={country.countryISO}>
                <a href={country.href} className={styles.country} data-testid="country-link">
                  <span className={styles.countryName}>{country.name}</span>
                  <span className={styles.count}>
                    {t('Places.Countries.Listings', { count: country.listingCount })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Container>
  );
}
