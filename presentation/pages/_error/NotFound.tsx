import { NAVIGATION_PATHS } from '#domain/portal/Navigation';
import { useT } from '#presentation/shared/i18n';
import { SearchBox } from '#presentation/shared/ui/SearchBox';
import { Button, Container } from '#presentation/shared/ui';
import { LostHouseIllustration } from './LostHouseIllustration';
import styles from './ErrorPage.module.css';

/** The 404 page: where to go instead (home, search), and no SEO link lists (document 000 §2). */
export function NotFound() {
  const t = useT();
  return (
    <Container narrow className={styles.page}>
      <LostHouseIllustration className={styles.illustration} />
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{t('Shell.NotFound.Title')}</h1>
      <p className={styles.text}>{t('Shell.NotFound.Text')}</p>
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
