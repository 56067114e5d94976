import { CONTENT_PAGE_ACTION } from '#domain/tracking/TrackingEvent';
import { PAGE_IS_EMPTY, isEmptyPage } from '#domain/content/contentRules';
import { useIntl, useT } from '#presentation/shared/i18n';
import { Container, cx } from '#presentation/shared/ui';
import type { ContentPageData } from './ContentPageData';
import { ContentHead } from './ContentHead';
import { ContentModuleView } from './modules/ContentModuleView';
import { TableOfContents } from './TableOfContents';
import styles from './ContentPage.module.css';

/**
 * An editorial page (document 000 §2): its modules in order, in the default layout or the article
 * layout (a table of contents from the HTML modules' headings beside the text). A page without
 * modules says 'Errors.Message.PageIsEmpty' (document 000 §8).
 */
export function ContentPageView({ data }: { data: ContentPageData }) {
  const t = useT();
  const intl = useIntl();
  const { page } = data;
  const article = page.layout === 'article';
  const breadcrumb = page.modules.filter((m) => m.kind === 'breadcrumb');
  const body = page.modules.filter((m) => m.kind !== 'breadcrumb');
  // A hero that opens the page carries its h1.
  const leadsWithHero = body[0]?.kind === 'hero';
  return (
    <div
      className={cx(styles.page, article && styles.article, ...page.additionalCssClasses.map((c) => styles[c]))}
      data-tracked-page={CONTENT_PAGE_ACTION}
    >
      <ContentHead data={data} />
      <Container>
        {breadcrumb.map((module, index) => (
          <ContentModuleView key={`b${index}`} module={module} page={page} />
        ))}
        {!leadsWithHero && (
          <header className={styles.header}>
            <h1 className={styles.title}>{page.title}</h1>
            {article && (
              <p className={styles.updated}>
                {t('Content.Page.Updated', {
                  date: intl.formatDate(page.updated, { year: 'numeric', month: 'long', day: 'numeric' }),
                })}
              </p>
            )}
          </header>
        )}
        {isEmptyPage(page) ? (
          <p className={styles.empty} role="status">
            {t(PAGE_IS_EMPTY)}
          </p>
        ) : (
          <div className={cx(styles.layout, data.tableOfContents.length > 0 && styles.withToc)}>
            {data.tableOfContents.length > 0 && <TableOfContents headings={data.tableOfContents} />}
            <div className={styles.modules}>
              {body.map((module, index) => (
                <ContentModuleView
                  key={index}
                  module={module}
                  page={page}
                  headingLevel={leadsWithHero && index === 0 ? 1 : 2}
                />
              ))}
            </div>
          </div>
        )}
      </Container>
    </div>
  );
}
