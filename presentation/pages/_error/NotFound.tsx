import { useData } from 'vike-react/useData';
import type { ErrorPageData } from '#presentation/shell/errorPage/loadErrorPageData';
import { NAVIGATION_PATHS } from '#domain/portal/Navigation';
import { messageKeyOf, useIntl, useT } from '#presentation/shared/i18n';
import { SearchBox } from '#presentation/shared/ui/SearchBox';
import { Button, Container } from '#presentation/shared/ui';
import { LostHouseIllustration } from './LostHouseIllustration';
import styles from './ErrorPage.module.css';

/** The page's title by the answer's status; 404 for any other client error. */
export const CLIENT_ERROR_TITLES: Readonly<Record<number, string>> = {
  400: 'Shell.BadRequest.Title',
  404: 'Shell.NotFound.Title',
  410: 'Shell.Gone.Title',
};

/**
 * The client-error page (404, and 400 or 410 with their own title and reason, document 001 §8
 * "Agency archived: 410"): where to go instead (home, search), and no SEO link lists (document 000 §2).
 */
export function NotFound() {
  const t = useT();
  const intl = useIntl();
  // Absent when the error page renders without its data (a crash before the data hook).
  const data = useData<ErrorPageData | undefined>();
  const status = data?.status ?? 404;
  // The documents' reason ('Agency is archived') when the catalogue translates it; developer text never reaches the visitor.
  const reasonKey = data?.reason ? messageKeyOf(data.reason) : undefined;
  const text =
    data?.notFoundMessage ?? (reasonKey && reasonKey in intl.messages ? reasonKey : undefined) ?? 'Shell.NotFound.Text';
  return (
    <Container narrow className={styles.page}>
      <LostHouseIllustration className={styles.illustration} />
      <p className={styles.code} data-testid="error-status">
        {status}
      </p>
      <h1 className={styles.title}>{t(CLIENT_ERROR_TITLES[status] ?? 'Shell.NotFound.Title')}</h1>
      <p className={styles.text}>{t(text)}</p>
      <SearchBox size="large" className={styles.search} />
      <div className={styles.actions}>
        <Button href={NAVIGATION_PATHS.home}>{t('Shell.NotFound.BackHome')}</Button>
        <Button href={NAVIGATION_PATHS.search} variant="secondary">
          {t('Shell.NotFound.Search')}
        </Button>
      </div>
    </Container>
  );
}
