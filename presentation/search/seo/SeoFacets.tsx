import { observer } from 'mobx-react-lite';
import { T, useT } from '#presentation/shared/i18n';
import { useSearchPage } from '../SearchPageContext';
import { SEO_LIMITS, type SeoLink } from './seoFacetModules';
import styles from './SeoFacets.module.css';

/**
 * The SEO children and SEO property types modules (document 000 §2) under the results: plain links
 * in the server's HTML, the first 10 shown (5 on a phone), all 40 behind a <details> opened without
 * script (CSS shows the rest). They describe the search the server rendered, so a search run in the
 * browser afterwards hides them.
 */
export const SeoFacets = observer(function SeoFacets() {
  const page = useSearchPage();
  const t = useT();
  const { seo: modules, place } = page.data;
  // A search run in the browser since has other children and counts: the server's modules no longer apply.
  if (!modules || page.resultsVersion > 0) return null;
  const placeName = place && (place.names[page.culture] ?? place.names.en);
  return (
    <div className={styles.modules} data-testid="seo-facets">
      <Module
        id="seo-children"
        title={placeName ? t('Search.Seo.Children', { place: placeName }) : t('Search.Seo.Countries')}
        links={modules.children}
        label={(link) => link.name ?? link.key}
        locale={page.locale}
      />
      <Module
        id="seo-types"
        title={placeName ? t('Search.Seo.Types', { place: placeName }) : t('Search.Seo.TypesAll')}
        links={modules.types}
        label={(link) => t(`Listings.PropertyType.Plural.${link.key}`)}
        locale={page.locale}
      />
    </div>
  );
});

function Module({
  id,
  title,
  links,
  label,
  locale,
}: {
  id: string;
  title: string;
  links: SeoLink[];
  label: (link: SeoLink) => string;
  locale: string;
}) {
  if (links.length === 0) return null;
  const number = new Intl.NumberFormat(locale);
  return (
    <section className={styles.module} aria-labelledby={id} data-testid={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((link, index) => (
          <li
            key={link.key}
            className={
              index >= SEO_LIMITS.reduced ? styles.expanded : index >= SEO_LIMITS.mobile ? styles.reduced : undefined
            }
          >
            <a href={link.href} className={styles.link}>
              {label(link)} <span className={styles.count}>{number.format(link.count)}</span>
            </a>
          </li>
        ))}
      </ul>
      {links.length > SEO_LIMITS.mobile && (
        <details className={links.length > SEO_LIMITS.reduced ? styles.more : `${styles.more} ${styles.mobileOnly}`}>
          <summary>
            <span className={styles.showAll}>
              <T id="Search.Seo.ShowAll" values={{ count: links.length }} />
            </span>
            <span className={styles.showFewer}>
              <T id="Search.Seo.ShowFewer" />
            </span>
          </summary>
        </details>
      )}
    </section>
  );
}
