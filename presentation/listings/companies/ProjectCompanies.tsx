import { observer } from 'mobx-react-lite';
import { useT } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import styles from './ProjectCompanies.module.css';

/**
 * The companies behind a project (document 001 §3 Project: projectCompanies), developer first. None
 * shown when they could not be loaded: document 001 §8 swallows those failures.
 */
export const ProjectCompanies = observer(function ProjectCompanies() {
  const page = useListingPage();
  const t = useT();
  if (page.companies.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="companies-title" data-testid="project-companies">
      <h2 id="companies-title" className={styles.title}>
        {t('Listings.Companies.Title')}
      </h2>
      <dl className={styles.list}>
        {page.companies.map((company) => (
          <div key={company.id} className={styles.company}>
            <dt className={styles.role}>{t(`Listings.Companies.Role.${company.role}`)}</dt>
            <dd className={styles.name}>
              {company.website ? (
                <a href={company.website} rel="nofollow noopener" target="_blank">
                  {company.name}
                </a>
              ) : (
                company.name
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
});
