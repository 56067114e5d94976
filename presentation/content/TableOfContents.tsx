import { useId } from 'react';
import type { ContentHeading } from '#domain/content/ContentPage';
import { useT } from '#presentation/shared/i18n';
import styles from './ContentPage.module.css';

/** The article layout's table of contents: links to the HTML modules' h2 and h3 (document 000 §2). */
export function TableOfContents({ headings }: { headings: ContentHeading[] }) {
  const t = useT();
  const titleId = useId();
  return (
    <nav className={styles.toc} aria-labelledby={titleId} data-testid="table-of-contents">
      <h2 id={titleId} className={styles.tocTitle}>
        {t('Content.Toc.Title')}
      </h2>
      <ol className={styles.tocList}>
        {headings.map((heading) => (
          <li key={heading.id} className={heading.level === 3 ? styles.tocSub : undefined}>
            <a className={styles.tocLink} href={`#${heading.id}`}>
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
