import type { ContentModule, ContentPage } from '#domain/content/ContentPage';
import { LazyMortgageLeadModule } from '#presentation/financing';
import { StaticPart } from '#presentation/shared/hydration/StaticPart';
import { serverRenderedLazy } from '#presentation/shared/lazy/serverRenderedLazy';
import { useT } from '#presentation/shared/i18n';
import { Button } from '#presentation/shared/ui';
import { useAppAdvertisement } from '#presentation/shared/shell/ShellServices';
import { ContentForm } from '../form/ContentForm';
import { HydrateWhenNear } from '#presentation/shared/hydration/HydrateWhenNear';
import styles from './Modules.module.css';
import slideshowStyles from './slideshow/Slideshow.module.css';

/*
 * Most modules are links, text and tables: the server renders them, the first hydration keeps
 * their HTML, and their code loads only for a client render (docs/pages.md §12).
 */
const StaticContentModule = await serverRenderedLazy(() =>
  import('./StaticContentModule').then((module) => module.StaticContentModule),
);
/* The slideshow's buttons: it hydrates, and its code loads, when it comes near (docs/pages.md §12). */
const Slideshow = await serverRenderedLazy(() => import('./slideshow/Slideshow').then((module) => module.Slideshow));

interface ModuleProps {
  module: ContentModule;
  page: ContentPage;
  /** 1 for a hero that opens the page (it carries the page's h1), 2 otherwise. */
  headingLevel?: 1 | 2;
}

/**
 * One module of a content page, by kind (document 000 §2): the form, the mortgage lead module,
 * the slideshow and the apps promotion take a visitor's input; every other kind is static.
 */
export function ContentModuleView({ module, page, headingLevel = 2 }: ModuleProps) {
  switch (module.kind) {
    case 'form':
      return <ContentForm module={module} pageId={page.id} culture={page.culture} />;
    case 'mortgageLead':
      // Document 000 §2 "mortgage lead" module: the listing page's calculator for a typical
      // price (presentation/financing), then the page's link (to the portal's mortgage page).
      return (
        <div className={styles.mortgageLead} data-testid="content-mortgage-lead">
          <LazyMortgageLeadModule title={module.title} intro={module.text} />
          <Button variant="secondary" href={module.link.link}>
            {module.link.title}
          </Button>
        </div>
      );
    case 'mobileAppsPromotion':
      return <MobileAppsPromotion module={module} />;
    case 'slideshow':
      return (
        <HydrateWhenNear deps={[module, page.title]} styles={[slideshowStyles]}>
          <Slideshow module={module} label={page.title} />
        </HydrateWhenNear>
      );
    default:
      return (
        <StaticPart deps={[module, page, headingLevel]} styles={[styles]}>
          <StaticContentModule module={module} page={page} headingLevel={headingLevel} />
        </StaticPart>
      );
  }
}

/** The mobile apps promotion: its button opens the app advertisement (document 000 §2), asked for, so always shown. */
function MobileAppsPromotion({ module }: { module: Extract<ContentModule, { kind: 'mobileAppsPromotion' }> }) {
  const t = useT();
  const advert = useAppAdvertisement();
  return (
    <aside className={styles.callout}>
      <h2 className={styles.calloutTitle}>{module.title}</h2>
      <p>{module.text}</p>
      <Button onClick={() => advert.show(module.subject ?? 'SearchAlerts')} data-testid="app-promotion-open">
        {t('Shell.AppAdvert.GetApp')}
      </Button>
    </aside>
  );
}
