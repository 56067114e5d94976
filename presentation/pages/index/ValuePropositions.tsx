import { useT } from '#presentation/shared/i18n';
import { Container, Icon, type IconName } from '#presentation/shared/ui';
import styles from './ValuePropositions.module.css';

const PROPOSITIONS: { icon: IconName; key: string }[] = [
  { icon: 'home', key: 'Listings' },
  { icon: 'bell', key: 'Alerts' },
  { icon: 'estimate', key: 'Prices' },
  { icon: 'globe', key: 'Regional' },
];

/** Why search here: four short promises, each one a feature the portal has. */
export function ValuePropositions() {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="home-values">
      <Container>
        <h2 id="home-values" className={styles.title}>
          {t('Home.Values.Title')}
        </h2>
        <ul className={styles.grid}>
          {PROPOSITIONS.map(({ icon, key }) => (
            <li key={key} className={styles.item}>
              <span className={styles.icon}>
                <Icon name={icon} />
              </span>
              <h3 className={styles.itemTitle}>{t(`Home.Values.${key}.Title`)}</h3>
              <p className={styles.text}>{t(`Home.Values.${key}.Text`)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
