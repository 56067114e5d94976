import { useId } from 'react';
import { useT } from '#presentation/shared/i18n';
import { PlaceAutocomplete } from '#presentation/places';
import { Container } from '#presentation/shared/ui';
import { HeroIllustration } from './HeroIllustration';
import { HeroSkyline } from './HeroSkyline';
import styles from './HomeHero.module.css';

/**
 * The home page's hero module (a hero with searchBox): the content file's headline and text
 * (document 000 §2 "Home page (content page)"), then the search with Buy / Rent. The choice is a radio group styled as
 * tabs, sent with the query as `tt` (Sell or Rent, the search URL's transaction parameter),
 * so it works before the page hydrates; after, the box is the header's place autocomplete
 * (suggestions, the visitor's culture in the URL), the choice deciding the search it opens.
 */
export function HomeHero({ portalName, title, text }: { portalName: string; title: string; text?: string }) {
  const t = useT();
  const legendId = useId();
  const transactionChoice = (
    <fieldset className={styles.tabs} aria-labelledby={legendId}>
      <legend id={legendId} className="visually-hidden">
        {t('Home.Search.Legend')}
      </legend>
      <label className={styles.tab}>
        <input type="radio" name="tt" value="Sell" defaultChecked className={styles.radio} />
        <span>{t('Home.Search.Buy')}</span>
      </label>
      <label className={styles.tab}>
        <input type="radio" name="tt" value="Rent" className={styles.radio} />
        <span>{t('Home.Search.Rent')}</span>
      </label>
    </fieldset>
  );
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <HeroSkyline className={styles.skyline} />
      <Container className={styles.layout}>
        <div className={styles.content}>
          <p className={styles.eyebrow}>{portalName}</p>
          <h1 id="home-title" className={styles.title}>
            {title}
          </h1>
          {text && <p className={styles.subtitle}>{text}</p>}
          <div className={styles.searchCard}>
            <PlaceAutocomplete size="large" extraFields={transactionChoice} />
          </div>
        </div>
        <HeroIllustration className={styles.illustration} />
      </Container>
    </section>
  );
}
