import { useData } from 'vike-react/useData';
import type { ErrorPageData } from '#presentation/shell/errorPage/loadErrorPageData';
import { NAVIGATION_PATHS } from '#domain/portal/Navigation';
import { useT } from '#presentation/shared/i18n';
import { SearchBox } from '#presentation/shared/ui/SearchBox';
import { Button, Container } from '#presentation/shared/ui';
import { LostHouseIllustration } from './LostHouseIllustration';
import styles from './ErrorPage.module.css';

/** The 404 page: where to go instead (home, search), and no SEO link lists (document 000 §2). */
export function NotFound() {
  const t = useT();
  // Absent when the error page renders without its data (a crash before the data hook).
  const data = useData<ErrorPageData | undefined>();
  return (
    <Container narrow className={styles.page}>
      <LostHouseIllustration className={styles.illustration} />
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{t('Shell.NotFound.Title')}</h1>
      <p className={styles.text}>{t(data?.notFoundMessage ?? 'Shell.NotFound.Text')}</p>
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
