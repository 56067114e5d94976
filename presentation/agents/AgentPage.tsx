import { useConfig } from 'vike-react/useConfig';
import { usePageContext } from 'vike-react/usePageContext';
import { formatLocale } from '#domain/portal/FormatLocale';
import { headTitle } from '#presentation/shared/head/headTitle';
import { jsonForScript } from '#presentation/shared/head/jsonForScript';
import { T, useT } from '#presentation/shared/i18n';
import { Badge, Container } from '#presentation/shared/ui';
import { AgentCard } from './AgentCard';
import { AgentsPager } from './AgentsPager';
import { AgentContactSlot } from './AgentContactSlot';
import { AgentListingCard } from './AgentListingCard';
import type { AgentPageAgency, AgentPageData } from './AgentPageData';
import styles from './AgentPage.module.css';

/**
 * The agent profile (document 001 §2): photo, languages, agencies, bio, their listings 6 a page
 * (§9) and the contact card. An archived agent is shown as archived, with no contact, and the
 * page carries the archived-agent tracking variant (§6 "Archived agents trigger archived-agent
 * tracking variants").
 */
export function AgentPage({ data }: { data: AgentPageData }) {
  const { culture, currency, portal } = usePageContext().requestContext;
  const t = useT();
  const config = useConfig();
  const locale = formatLocale(culture, portal.countryISO);
  const { agent } = data;
  const agencyNames = data.agencies.map((agency) => agency.name).join(', ');

  config({
    title: headTitle(t('Agents.Profile.HeadTitle', { name: agent.fullName, agency: agencyNames || '-' }), portal.name),
    description: t('Agents.Profile.Description', { name: agent.fullName, agency: agencyNames, count: data.total }),
    lang: culture,
    Head: (
      <>
        <link rel="canonical" href={data.canonicalUrl} />
        {data.alternates.map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
        {data.previousPath && <link rel="prev" href={data.origin + data.previousPath} />}
        {data.nextPath && <link rel="next" href={data.origin + data.nextPath} />}
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: jsonForScript({
              '@context': 'https://schema.org',
              '@type': 'RealEstateAgent',
              name: agent.fullName,
              url: data.canonicalUrl,
              ...(agent.avatarUrl && { image: data.origin + agent.avatarUrl }),
              ...(data.agencies[0] && { parentOrganization: { '@type': 'Organization', name: data.agencies[0].name } }),
            }),
          }}
        />
      </>
    ),
  });

  return (
    <article
      className={styles.page}
      data-tracked-page="agentPage"
      data-subject-id={agent.id}
      {...(agent.isArchived && { 'data-tracking-variant': 'archivedAgent' })}
    >
      <Container className={styles.layout}>
        <div className={styles.main}>
          <header className={styles.header} data-testid="agent-header">
            <AgentCard
              agent={{ fullName: agent.fullName, avatarUrl: agent.avatarUrl, languages: agent.languages }}
              variant="profile"
              culture={culture}
              name={
                <>
                  <p className={styles.kicker}>
                    <T id="Agents.Profile.Kicker" />
                  </p>
                  <h1 className={styles.name}>{agent.fullName}</h1>
                </>
              }
            >
              {agent.isArchived && (
                <p className={styles.archived} role="status">
                  <Badge tone="neutral">
                    <T id="Agents.Profile.ArchivedBadge" />
                  </Badge>{' '}
                  <T id="Agents.Profile.ArchivedText" />
                </p>
              )}
            </AgentCard>
          </header>

          {data.agencies.length > 0 && (
            <section aria-labelledby="agent-agencies" className={styles.section}>
              <h2 id="agent-agencies" className={styles.sectionTitle}>
                <T id="Agents.Profile.Agencies" values={{ count: data.agencies.length }} />
              </h2>
              <ul className={styles.agencies}>
                {data.agencies.map((agency) => (
                  <AgencyItem key={agency.id} agency={agency} />
                ))}
              </ul>
              {data.related.length > 0 && (
                <p className={styles.muted}>
                  <T id="Agents.Profile.PartOf" />{' '}
                  {data.related.map((account, index) => (
                    <span key={account.id}>
                      {index > 0 && ', '}
                      <a href={account.path}>{account.name}</a>
                    </span>
                  ))}
                </p>
              )}
            </section>
          )}

          {agent.bio && (
            <section aria-labelledby="agent-bio" className={styles.section}>
              <h2 id="agent-bio" className={styles.sectionTitle}>
                {t('Agents.Profile.About', { name: agent.fullName })}
              </h2>
              <p className={styles.bio}>{agent.bio}</p>
            </section>
          )}

          <section aria-labelledby="agent-listings" className={styles.section}>
            <h2 id="agent-listings" className={styles.sectionTitle}>
              {t('Agents.Profile.Listings', { name: agent.fullName, count: data.total })}
            </h2>
            {data.listings.length === 0 ? (
              <p className={styles.muted}>
                <T id="Agents.Profile.NoListings" />
              </p>
            ) : (
              <div className={styles.listings}>
                {data.listings.map((card) => (
                  <AgentListingCard
                    key={card.id}
                    card={card}
                    culture={culture}
                    locale={locale}
                    currency={currency}
                    portal={portal}
                  />
                ))}
              </div>
            )}
            <AgentsPager
              page={data.page}
              pages={data.pages}
              previousPath={data.previousPath}
              nextPath={data.nextPath}
            />
          </section>
        </div>
        <AgentContactSlot agent={agent} />
      </Container>
    </article>
  );
}

function AgencyItem({ agency }: { agency: AgentPageAgency }) {
  return (
    <li className={styles.agency} data-testid="agent-agency">
      {agency.logoUrl && (
        <img className={styles.logo} src={agency.logoUrl} width={120} height={60} alt="" loading="lazy" />
      )}
      <div>
        <a className={styles.agencyLink} href={agency.path}>
          {agency.name}
        </a>
        {agency.address && <p className={styles.muted}>{agency.address}</p>}
      </div>
    </li>
  );
}
