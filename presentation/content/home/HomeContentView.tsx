import { usePageContext } from 'vike-react/usePageContext';
import { PAGE_IS_EMPTY, isEmptyPage } from '#domain/content/contentRules';
import { CONTENT_PAGE_ACTION } from '#domain/tracking/TrackingEvent';
import { useT } from '#presentation/shared/i18n';
import { Container } from '#presentation/shared/ui';
import type { ContentPageData } from '../ContentPageData';
import { ContentHead } from '../ContentHead';
import { ContentModuleView } from '../modules/ContentModuleView';
import { CountryLinks } from './CountryLinks';
import { HomeHero } from './HomeHero';
import styles from './HomeContentView.module.css';

/**
 * The home page, a content page (document 000 §2 route /): its modules edge to edge. A hero with the
 * search box opens it (and carries the h1), a places list of the country portals gives the country
 * cards; every other module is drawn as on any content page.
 */
export function HomeContentView({ data }: { data: ContentPageData }) {
  const t = useT();
  const { portal, culture, origin } = usePageContext().requestContext;
  const { page } = data;
  return (
    <div className={styles.home} data-tracked-page={CONTENT_PAGE_ACTION}>
      <ContentHead data={data} />
      {isEmptyPage(page) && (
        <Container>
          <h1>{page.title}</h1>
          <p role="status">{t(PAGE_IS_EMPTY)}</p>
        </Container>
      )}
      {page.modules.map((module, index) => {
        if (module.kind === 'hero' && module.searchBox)
          return <HomeHero key={index} portalName={portal.name} title={module.title} text={module.text} />;
        if (module.kind === 'placesList' && module.countryPortals)
          return (
            <CountryLinks
              key={index}
              title={module.title}
              text={module.text}
              currentPortalId={portal.id}
              culture={culture}
              origin={origin}
            />
          );
        return (
          <Container key={index} className={styles.module}>
            <ContentModuleView module={module} page={page} headingLevel={index === 0 ? 1 : 2} />
          </Container>
        );
      })}
    </div>
  );
}
