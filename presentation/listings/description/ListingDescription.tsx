import { observer } from 'mobx-react-lite';
import { T, useT } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import { TranslateDescription } from '../translation/TranslateDescription';
import styles from './ListingDescription.module.css';

/**
 * The owner's text, paragraph by paragraph. A long text starts folded by CSS only, so the whole
 * text is in the HTML for crawlers and screen readers can read on; "Show more" unfolds it.
 */
export const ListingDescription = observer(function ListingDescription() {
  const page = useListingPage();
  const t = useT();
  const paragraphs = page.descriptionParagraphs;
  if (paragraphs.length === 0) return null;
  const folded = page.descriptionIsLong && !page.descriptionExpanded;
  return (
    <section aria-labelledby="listing-description">
      <h2 id="listing-description">
        <T id="ItemDetails.Description.Title" />
      </h2>
      {page.hasDescriptionTranslation && (
        <p className={styles.language}>
          {page.description.translated ? <T id="ItemDetails.Description.OwnerTranslation" /> : null}
          <button type="button" className={styles.link} onClick={() => page.toggleOriginalDescription()}>
            {t(
              page.description.translated
                ? 'ItemDetails.Description.ShowOriginal'
                : 'ItemDetails.Description.ShowTranslation',
            )}
          </button>
        </p>
      )}
      <div
        id="listing-description-text"
        className={`${styles.text} ${folded ? styles.folded : ''}`}
        lang={page.description.language}
      >
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <TranslateDescription />
      {page.descriptionIsLong && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={page.descriptionExpanded}
          aria-controls="listing-description-text"
          onClick={() => page.toggleDescription()}
        >
          {t(page.descriptionExpanded ? 'ItemDetails.Description.ShowLess' : 'ItemDetails.Description.ShowMore')}
        </button>
      )}
    </section>
  );
});
