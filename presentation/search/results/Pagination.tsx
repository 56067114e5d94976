import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useT } from '#presentation/shared/i18n';
import { Icon, cx } from '#presentation/shared/ui';
import { useSearchPage } from '../SearchPageContext';
import { paginationItems } from './paginationItems';
import styles from './Pagination.module.css';

/**
 * Pages of results as real links (p only above 1, document 002 §2), so crawlers follow them and
 * a middle click opens a tab; a plain click loads the page in place. The page handles that click
 * alone (data-vike="false"): Vike's router listens on the document and would follow the link too,
 * reading its href after the click has already re-rendered it for the next page (one page further).
 */
export const Pagination = observer(function Pagination() {
  const page = useSearchPage();
  const t = useT();
  const { pages } = page.results;
  const items = paginationItems(page.page, pages);
  if (items.length === 0) return null;
  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    page.goToPage(target);
  };
  const step = (target: number, label: string, icon: 'previous' | 'next') => {
    const enabled = target >= 1 && target <= pages;
    return enabled ? (
      <a
        href={page.pagePath(target)}
        onClick={go(target)}
        data-vike="false"
        className={cx(styles.link, styles.step)}
        rel={icon === 'next' ? 'next' : 'prev'}
        aria-label={label}
      >
        <Icon name="chevronRight" className={icon === 'previous' ? styles.flip : undefined} />
      </a>
    ) : (
      <span className={cx(styles.link, styles.step, styles.disabled)} aria-hidden="true">
        <Icon name="chevronRight" className={icon === 'previous' ? styles.flip : undefined} />
      </span>
    );
  };
  return (
    <nav className={styles.pagination} aria-label={t('Search.Pagination.Label')} data-testid="pagination">
      {step(page.page - 1, t('Search.Pagination.Previous'), 'previous')}
      <ol className={styles.list}>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                href={page.pagePath(item.page)}
                onClick={go(item.page)}
                data-vike="false"
                className={cx(styles.link, item.current && styles.current)}
                aria-current={item.current ? 'page' : undefined}
                aria-label={t('Search.Pagination.Page', { page: item.page })}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
      </ol>
      {step(page.page + 1, t('Search.Pagination.Next'), 'next')}
    </nav>
  );
});
