import { NAVIGATION_PATHS } from '#domain/portal/Navigation';
import { useT } from '#presentation/shared/i18n';
import { Button, Container, Icon } from '#presentation/shared/ui';
import styles from './OwnersBanner.module.css';

/** For owners, on portals with the valuation wizard: what is my property worth? */
export function OwnersBanner() {
  const t = useT();
  return (
    <section aria-labelledby="home-owners">
      <Container>
        <div className={styles.banner}>
          <span className={styles.icon}>
            <Icon name="key" />
          </span>
          <div className={styles.text}>
            <h2 id="home-owners" className={styles.title}>
              {t('Home.Owners.Title')}
            </h2>
            <p className={styles.body}>{t('Home.Owners.Text')}</p>
          </div>
          <Button href={NAVIGATION_PATHS.estimate} variant="accent" size="large">
            {t('Home.Owners.Action')}
          </Button>
        </div>
      </Container>
    </section>
  );
}
