import { useConfig } from 'vike-react/useConfig';
import { usePageContext } from 'vike-react/usePageContext';
import { headTitle } from '#presentation/shared/head/headTitle';
import { T, useT } from '#presentation/shared/i18n';
import { Container } from '#presentation/shared/ui';
import { AgentCard } from './AgentCard';
import { AgentsPager } from './AgentsPager';
import type { PlaceAgentCard, PlaceAgentsPageData } from './PlaceAgentsPageData';
import styles from './PlaceAgentsPage.module.css';

/** Agents by place (document 001 §2, tracked as placeAgentsPage): 10 a page, most listings there first. */
export function PlaceAgentsPage({ data }: { data: PlaceAgentsPageData }) {
  const { culture, portal } = usePageContext().requestContext;
  const t = useT();
  const config = useConfig();
  const heading = data.placeName ? t('Agents.Place.Heading', { place: data.placeName }) : t('Agents.Place.HeadingAll');
  config({
    title: headTitle(
      data.page > 1 ? t('Agents.Profile.PageOf', { page: data.page, pages: data.pages }) + ' · ' + heading : heading,
      portal.name,
    ),
    description: t('Agents.Place.Description', { count: data.total, place: data.placeName ?? portal.name }),
    lang: culture,
    Head: (
      <>
        <link rel="canonical" href={data.canonicalUrl} />
        {data.alternates.map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
        {data.previousPath && <link rel="prev" href={data.origin + data.previousPath} />}
        {data.nextPath && <link rel="next" href={data.origin + data.nextPath} />}
      </>
    ),
  });
  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.muted} role="status">
          {t('Agents.Place.Count', { count: data.total })}
        </p>
      </header>
      {data.agents.length === 0 ? (
        <p>
          <T id="Agents.Place.None" />
        </p>
      ) : (
        <ol className={styles.list} start={(data.page - 1) * 10 + 1}>
          {data.agents.map((agent) => (
            <AgentItem key={agent.id} agent={agent} culture={culture} />
          ))}
        </ol>
      )}
      {data.facets.length > 0 && (
        <nav className={styles.facets} aria-labelledby="agents-facets" data-testid="agents-facets">
          <h2 id="agents-facets" className={styles.facetsTitle}>
            <T id="Agents.Place.Facets" />
          </h2>
          <ul>
            {data.facets.map((facet) => (
              <li key={facet.path}>
                <a href={facet.path}>{facet.name}</a>{' '}
                <span className={styles.muted}>{t('Agents.Place.Count', { count: facet.agents })}</span>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <AgentsPager page={data.page} pages={data.pages} previousPath={data.previousPath} nextPath={data.nextPath} />
    </Container>
  );
}

function AgentItem({ agent, culture }: { agent: PlaceAgentCard; culture: string }) {
  const t = useT();
  return (
    <li className={styles.item} data-testid="place-agent">
      <AgentCard
        agent={agent}
        variant="item"
        culture={culture}
        name={
          <a className={styles.name} href={agent.path}>
            {agent.fullName}
          </a>
        }
      />
      <span className={styles.count}>{t('Agents.Place.Listings', { count: agent.listings })}</span>
    </li>
  );
}
