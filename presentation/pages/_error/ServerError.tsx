import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { NAVIGATION_PATHS } from '#domain/portal/Navigation';
import { useT } from '#presentation/shared/i18n';
import { Button, Container } from '#presentation/shared/ui';
import type { ErrorPageData } from './+data';
import { CoffeeIllustration } from './CoffeeIllustration';
import styles from './ErrorPage.module.css';

/**
 * The server-error page (document 000 §2): the documents' title and text, a cup of coffee,
 * or in debug mode the stack trace in its place.
 */
export function ServerError() {
  const t = useT();
  const { urlOriginal } = usePageContext();
  // A render crash in the browser has no server data: nothing to show but the page itself.
  const data = useData<ErrorPageData | undefined>();
  const details = data?.debugDetails ?? null;
  return (
    <Container narrow className={styles.page}>
      {details ? (
        <section>
          <h2 id="error-details" className={styles.detailsTitle}>
            {t('Shell.ServerError.Details')}
          </h2>
          {/* Long lines scroll sideways: the region takes the keyboard's focus, named by its title (axe scrollable-region-focusable). */}
          <pre className={styles.details} tabIndex={0} role="region" aria-labelledby="error-details">
            {details}
          </pre>
        </section>
      ) : (
        <CoffeeIllustration className={styles.illustration} label={t('Shell.ServerError.ImageAlt')} />
      )}
      <h1 className={styles.title}>{t('Shell.ServerError.Title')}</h1>
      <p className={styles.text}>{t('Shell.ServerError.Text')}</p>
      <div className={styles.actions}>
        <Button href={urlOriginal}>{t('Shell.ServerError.Reload')}</Button>
        <Button href={NAVIGATION_PATHS.home} variant="secondary">
          {t('Shell.NotFound.BackHome')}
        </Button>
      </div>
    </Container>
  );
}
