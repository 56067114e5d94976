import { observer } from 'mobx-react-lite';
import { useContext, useEffect } from 'react';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { ListSearches } from '#application/search/tokens';
import { ContainerContext } from '#presentation/shared/di/ContainerContext';
import { useT } from '#presentation/shared/i18n';
import { Button, Modal } from '#presentation/shared/ui';
import { searchCallerOf } from '#domain/search/SearchCaller';
import { useSaveSearchViewModel } from './SaveSearchButton';
import { SaveSearchDialogs } from './SaveSearchDialogs';
import { useModals } from '#presentation/shared/modal/useModals';
import { offerAfterFavorite } from '#presentation/shared/suggestSaveSearch/suggestSaveSearch';
import styles from './SaveSearchButton.module.css';

const titleText = (title: string, t: (key: string) => string) =>
  title.startsWith('Search.AutomaticTitle.') ? t(title) : title;

/**
 * The suggest-save-search modal (document 001 §2 "Modals and dialogs", §4 "Favourites" and "Lead
 * submit"), once for every page: after a favourite is created it asks the rules whether to offer
 * the page's search; after a lead it offers the search the visitor came from, or saves it with
 * Email and PushNotification when the lead forced the subscription. Its yes is the save-search
 * button's: the e-mail capture for a guest, then the search-save confirmation.
 */
export const SuggestSaveSearchHost = observer(function SuggestSaveSearchHost() {
  const t = useT();
  const { requestContext } = usePersonalPageContext();
  const container = useContext(ContainerContext);
  const vm = useSaveSearchViewModel();
  const suggestSaveSearch = useModals().suggestSaveSearch;
  const created = suggestSaveSearch.favoritesCreated;
  const offer = suggestSaveSearch.offer;

  useEffect(() => {
    if (created === 0 || !container) return;
    void offerAfterFavorite({
      modal: suggestSaveSearch,
      hasSavedSearches: async () => {
        const page = await container
          .get(ListSearches)
          .execute({ query: { saved: true, mode: 'shallow' }, caller: searchCallerOf(requestContext) });
        return page.ok && page.value.total > 0;
      },
      storage: window.localStorage,
      now: () => new Date(),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    });
  }, [created, container, requestContext, suggestSaveSearch]);

  useEffect(() => {
    if (!offer) return;
    suggestSaveSearch.close();
    const handled =
      offer.kind === 'suggest' ? vm.suggest(offer.searchId, offer.origin) : vm.saveAfterLead(offer.searchId);
    void Promise.resolve(handled).then(() => {
      if (vm.dialog === 'none') suggestSaveSearch.settled();
    });
  }, [offer, vm, suggestSaveSearch]);

  // The modal closed: what follows a lead may open now (one modal at a time, document 001 §4).
  useEffect(() => {
    if (vm.dialog === 'none') suggestSaveSearch.settled();
  }, [vm.dialog, suggestSaveSearch]);

  // The page's own save-search button shows the search saved too.
  useEffect(() => {
    if (vm.saved) suggestSaveSearch.saved();
  }, [vm.saved, suggestSaveSearch]);

  return (
    <>
      <Modal
        open={vm.dialog === 'suggest'}
        onClose={() => vm.close()}
        title={t('SuggestSaveSearch.Title')}
        footer={
          <>
            <Button variant="secondary" onClick={() => vm.close()}>
              {t('SuggestSaveSearch.Later')}
            </Button>
            <Button onClick={() => vm.toggle()} disabled={vm.busy} data-testid="suggest-save-search">
              {t('SuggestSaveSearch.Save')}
            </Button>
          </>
        }
      >
        {vm.title && <p className={styles.lead}>{titleText(vm.title, t)}</p>}
        <p>{t('SuggestSaveSearch.Text')}</p>
      </Modal>
      <SaveSearchDialogs vm={vm} />
    </>
  );
});
