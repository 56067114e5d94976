import { observer } from 'mobx-react-lite';
import { TranslateListing } from '#application/listings/tokens';
import { useOptionalInjection, useViewModel } from '#presentation/shared/di/ContainerContext';
import { useT } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import { TranslateDescriptionViewModel } from '../viewModelTokens';
import styles from './TranslateDescription.module.css';

/**
 * 'Translate' under a description the owner did not write in the visitor's language:
 * the service's stored translation (or a provider's, when one is plugged in) opens below; without
 * one a status line says so and the original stays as it is.
 */
export const TranslateDescription = observer(function TranslateDescription() {
  const page = useListingPage();
  const translatable = !!useOptionalInjection(TranslateListing);
  const culture = page.settings.culture;
  const offered =
    culture !== page.listing.language && !page.hasDescriptionTranslation && !!page.listing.descriptionFull;
  // No view-model for a description that needs no translation (most pages, and every server render of one).
  if (!translatable || !offered) return null;
  return <TranslateBox key={`${page.listing.id}:${culture}`} />;
});

const TranslateBox = observer(function TranslateBox() {
  const page = useListingPage();
  const t = useT();
  const culture = page.settings.culture;
  const vm = useViewModel(TranslateDescriptionViewModel, { listingId: page.listing.id, language: culture });
  return (
    <div className={styles.box}>
      <button
        type="button"
        className={styles.button}
        aria-expanded={vm.showing}
        aria-controls="listing-description-translation"
        aria-busy={vm.state === 'loading'}
        onClick={() => void vm.toggle()}
      >
        {t(vm.showing ? 'ItemDetails.Description.ShowOriginal' : 'ItemDetails.Description.Translate')}
      </button>
      <p role="status" className={styles.status}>
        {vm.state === 'none' ? t('ItemDetails.Description.NoTranslation') : null}
        {vm.state === 'failed' ? t('LeadRequestForm.Message.Error') : null}
      </p>
      <div id="listing-description-translation" hidden={!vm.showing} lang={culture} className={styles.translation}>
        <p className={styles.label}>{t('ItemDetails.Description.Translated')}</p>
        {vm.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
});
