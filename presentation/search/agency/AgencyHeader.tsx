import { observer } from 'mobx-react-lite';
import { urlSlug } from '#domain/portal/urlWords/urlWordLookup';
import { T, useT } from '#presentation/shared/i18n';
import { Icon } from '#presentation/shared/ui';
import { culturePath } from '#domain/portal/culturePath';
import type { AgencyLink } from '../SearchPageData';
import { useSearchPage } from '../SearchPageContext';
import crumbStyles from '../results/SearchBreadcrumbs.module.css';
import styles from './AgencyHeader.module.css';

/**
 * The agency search page's header (document 001 §2 "Agency search page"): breadcrumbs through
 * its head office and franchise (GET /accounts/{id}/ascendants, ascendantsType Breadcrumbs),
 * then the agency's logo, name, address and website and its related accounts, over the search of its listings.
 */
export const AgencyHeader = observer(function AgencyHeader() {
  const page = useSearchPage();
  const t = useT();
  const agency = page.data.agency;
  if (!agency) return null;
  const pathOf = (account: AgencyLink) =>
    culturePath(
      `/${urlSlug(page.culture, 'segment', 'agency')}/${account.slug}/${account.id}`,
      page.culture,
      page.settings.portal,
    );
  return (
    <header className={styles.header} data-testid="agency-header">
      <nav aria-label={t('Search.Breadcrumbs.Label')} className={crumbStyles.nav}>
        <ol className={crumbStyles.list}>
          <li className={crumbStyles.item}>
            <a href={culturePath('/', page.culture, page.settings.portal)} className={crumbStyles.link}>
              {t('Search.Breadcrumbs.Home')}
            </a>
          </li>
          {agency.ascendants.map((account) => (
            <li key={account.id} className={crumbStyles.item}>
              <Icon name="chevronRight" className={crumbStyles.separator} />
              <a href={pathOf(account)} className={crumbStyles.link}>
                {account.name}
              </a>
            </li>
          ))}
          <li className={crumbStyles.item}>
            <Icon name="chevronRight" className={crumbStyles.separator} />
            <span aria-current="page" className={crumbStyles.current}>
              {agency.name}
            </span>
          </li>
        </ol>
      </nav>
      <div className={styles.card}>
        {agency.logoUrl && (
          <img className={styles.logo} src={agency.logoUrl} width={160} height={80} alt={agency.name} />
        )}
        <div className={styles.identity}>
          <p className={styles.kicker}>
            <T id={agency.type === 'Franchise' ? 'Agents.Agency.KickerFranchise' : 'Agents.Agency.Kicker'} />
          </p>
          <p className={styles.name}>{agency.name}</p>
          {agency.address && (
            <p className={styles.muted}>
              <Icon name="pin" /> {agency.address}
            </p>
          )}
          {agency.website && (
            <a className={styles.link} href={agency.website} rel="noopener nofollow" target="_blank">
              <T id="Agents.Agency.Website" />
            </a>
          )}
        </div>
        {agency.related.length > 0 && (
          <div className={styles.related}>
            <p className={styles.kicker}>
              <T id="Agents.Agency.Related" />
            </p>
            <ul>
              {agency.related.map((account) => (
                <li key={account.id}>
                  <a href={pathOf(account)}>{account.name}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </header>
  );
});
