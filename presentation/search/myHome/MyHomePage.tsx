import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { SEARCH_TITLE_MAX_LENGTH, type SavedSearch } from '#domain/search/saved/SavedSearch';
import { searchThumbnail } from '#domain/search/saved/searchThumbnail';
import { searchTitleProblem } from '#domain/search/saved/searchTitle';
import { searchCallerOf } from '#domain/search/SearchCaller';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { Checkbox } from '#presentation/shared/forms/Checkbox';
import { TextField } from '#presentation/shared/forms/TextField';
import { useIntl, useT } from '#presentation/shared/i18n';
import { Button, Container, Icon, Modal } from '#presentation/shared/ui';
import type { MyHomeViewModel as MyHomeViewModelClass } from './MyHomeViewModel';
import { MyHomeViewModel } from '../viewModelTokens';
import { SearchThumbnail } from './SearchThumbnail';
import { subtitleText } from './subtitleText';
import styles from './MyHomePage.module.css';

/** The search page of a stored search: it opens for its owner and marks its unread listings read. */
export const storedSearchHref = (search: Pick<SavedSearch, 'id'>): string => `/search?searchId=${search.id}`;

/**
 * My home (document 001 §1 "myHome (a user's own searches)", §4 "My home"): recent and saved
 * searches with their counters and alerts. Nothing personal is rendered on the server: the lists
 * load in the browser once the visitor is known.
 */
/** The cards' map thumbnail: a band across the card, drawn at its own scale. */
const THUMBNAIL = { width: 320, height: 112 };

export const MyHomePage = observer(function MyHomePage() {
  const t = useT();
  const { identity, requestContext } = usePersonalPageContext();
  // The visitor's searches, read as the request context says (made again when it changes).
  const vm = useViewModel(MyHomeViewModel, { caller: searchCallerOf(requestContext) }, [requestContext]);
  const known = identity?.state !== undefined;
  useEffect(() => {
    if (known) void vm.load();
  }, [vm, known, identity?.state]);

  return (
    <Container>
      <div className={styles.page} data-testid="my-home" data-state={vm.state}>
        <header className={styles.intro}>
          <h1 className={styles.title}>{t('MyHome.Title')}</h1>
          <p className={styles.lead}>{t('MyHome.Lead')}</p>
        </header>
        {vm.state === 'not_ready' && <Skeleton />}
        {vm.state === 'empty' && (
          <section className={styles.empty}>
            <Icon name="bell" size={40} />
            <h2>{t('MyHome.Empty.Title')}</h2>
            <p>{t('MyHome.Empty.Text')}</p>
            <Button href="/search">{t('MyHome.Empty.Search')}</Button>
          </section>
        )}
        {vm.state === 'ready_to_show' && (
          <>
            <section aria-labelledby="my-home-saved">
              <h2 id="my-home-saved" className={styles.sectionTitle}>
                {t('MyHome.Saved.Title')} <span className={styles.count}>{vm.savedTotal}</span>
              </h2>
              {vm.saved.length === 0 ? (
                <p className={styles.none}>{t('MyHome.Saved.None')}</p>
              ) : (
                <ul className={styles.grid} data-testid="saved-searches">
                  {vm.saved.map((search) => (
                    <li key={search.id}>
                      <SearchCard search={search} vm={vm} saved />
                    </li>
                  ))}
                </ul>
              )}
              {vm.hasMore && <MoreSentinel onVisible={() => void vm.loadMore()} loading={vm.loadingMore} />}
            </section>
            <section aria-labelledby="my-home-recent">
              <h2 id="my-home-recent" className={styles.sectionTitle}>
                {t('MyHome.Recent.Title')}
              </h2>
              {vm.recent.length === 0 ? (
                <p className={styles.none}>{t('MyHome.Recent.None')}</p>
              ) : (
                <ul className={styles.grid} data-testid="recent-searches">
                  {vm.recent.map((search) => (
                    <li key={search.id}>
                      <SearchCard search={search} vm={vm} saved={false} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
        <DeleteDialog vm={vm} />
        <RenameDialog vm={vm} />
      </div>
    </Container>
  );
});

function Skeleton() {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {[0, 1, 2].map((n) => (
        <li key={n} className={styles.skeleton} />
      ))}
    </ul>
  );
}

/** Appends the next page when it scrolls into view (a button too, for keyboards and old browsers). */
function MoreSentinel({ onVisible, loading }: { onVisible: () => void; loading: boolean }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  // The latest onVisible is told: a new callback each render must not make a new observer, which
  // reports at once while the sentinel shows and would load the next page on every render.
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={styles.more}>
      <Button variant="secondary" onClick={onVisible} disabled={loading} data-testid="more-searches">
        {t(loading ? 'MyHome.Saved.Loading' : 'MyHome.Saved.More')}
      </Button>
    </div>
  );
}

const SearchCard = observer(function SearchCard({
  search,
  vm,
  saved,
}: {
  search: SavedSearch;
  vm: MyHomeViewModelClass;
  saved: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const busy = search.id !== undefined && vm.busyIds.has(search.id);
  const title = search.title ?? titleText(search.automaticTitle, t);
  const thumbnail = searchThumbnail(
    search,
    search.placeId ? vm.placeViewports.get(search.placeId) : undefined,
    THUMBNAIL,
  );
  return (
    <article className={styles.card} data-testid="search-card" data-search-id={search.id}>
      {thumbnail && <SearchThumbnail thumbnail={thumbnail} />}
      <div className={styles.cardHead}>
        <span className={styles.pin} aria-hidden="true">
          <Icon name="pin" size={20} />
        </span>
        <div className={styles.cardTitles}>
          <h3 className={styles.cardTitle}>
            <a href={storedSearchHref(search)}>{title}</a>
          </h3>
          <p className={styles.subtitle}>
            {subtitleText(search.automaticSubtitle, (key) =>
              key in intl.messages ? intl.formatMessage({ id: key }) : undefined,
            ) || t('MyHome.Card.AllListings')}
          </p>
        </div>
        {search.unreadTotal > 0 && (
          <span className={styles.unread} data-testid="unread-total">
            {t('MyHome.Card.Unread', { count: search.unreadTotal })}
          </span>
        )}
      </div>
      <dl className={styles.counters}>
        <div>
          <dt>{t('MyHome.Card.PriceDrops')}</dt>
          <dd>
            <Icon name="trendDown" size={16} /> {search.priceDropsTotal}
          </dd>
        </div>
        <div>
          <dt>{t('MyHome.Card.PriceIncreases')}</dt>
          <dd>
            <Icon name="trendUp" size={16} /> {search.priceIncreasesTotal}
          </dd>
        </div>
        <div>
          <dt>{t('MyHome.Card.LastVisit')}</dt>
          <dd>
            {search.lastExecutionDate
              ? intl.formatDate(search.lastExecutionDate, { day: 'numeric', month: 'short', year: 'numeric' })
              : '–'}
          </dd>
        </div>
      </dl>
      {saved && (
        <fieldset className={styles.alerts} disabled={busy}>
          <legend>{t('MyHome.Card.Alerts')}</legend>
          <Checkbox
            label={t('MyHome.Card.Email')}
            checked={search.notifications.includes('Email')}
            onChange={(event) => void vm.setChannel(search, 'Email', event.target.checked)}
            data-testid="alert-email"
          />
          <Checkbox
            label={t('MyHome.Card.Push')}
            checked={search.notifications.includes('PushNotification')}
            onChange={(event) => void vm.setChannel(search, 'PushNotification', event.target.checked)}
            data-testid="alert-push"
          />
        </fieldset>
      )}
      <div className={styles.actions}>
        <Button href={storedSearchHref(search)} size="small">
          {t('MyHome.Card.Open')}
        </Button>
        {saved && (
          <Button variant="ghost" size="small" onClick={() => vm.askRename(search)} disabled={busy}>
            {t('SavedSearch.Rename.Open')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="small"
          onClick={() => vm.askDelete(search)}
          disabled={busy}
          data-testid="delete-search"
        >
          {t('MyHome.Card.Delete')}
        </Button>
      </div>
    </article>
  );
});

const DeleteDialog = observer(function DeleteDialog({ vm }: { vm: MyHomeViewModelClass }) {
  const t = useT();
  const search = vm.confirmingDelete;
  return (
    <Modal
      open={search !== undefined}
      onClose={() => vm.closeDialogs()}
      title={t('SavedSearch.Unsave.Title')}
      footer={
        <>
          <Button variant="secondary" onClick={() => vm.closeDialogs()}>
            {t('SavedSearch.Unsave.Cancel')}
          </Button>
          <Button onClick={() => void vm.remove()} data-testid="confirm-unsave">
            {t('SavedSearch.Unsave.Confirm')}
          </Button>
        </>
      }
    >
      <p>{search && t('SavedSearch.Unsave.Text', { title: search.title ?? titleText(search.automaticTitle, t) })}</p>
    </Modal>
  );
});

const RenameDialog = observer(function RenameDialog({ vm }: { vm: MyHomeViewModelClass }) {
  const t = useT();
  const search = vm.renaming;
  const [title, setTitle] = useState('');
  useEffect(() => {
    if (search) setTitle(search.title ?? titleText(search.automaticTitle, t));
  }, [search, t]);
  const problem = searchTitleProblem(title);
  return (
    <Modal open={search !== undefined} onClose={() => vm.closeDialogs()} title={t('SavedSearch.Rename.Title')}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem) void vm.rename(title);
        }}
      >
        <TextField
          label={t('SavedSearch.Rename.Label')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={problem ? t(problem, { max: SEARCH_TITLE_MAX_LENGTH }) : undefined}
          hint={t('SavedSearch.Rename.Hint', { max: SEARCH_TITLE_MAX_LENGTH })}
        />
        <Button type="submit" block disabled={problem !== undefined}>
          {t('SavedSearch.Rename.Submit')}
        </Button>
      </form>
    </Modal>
  );
});

/** An automatic title is the place's name, or a key for a drawn area or a search anywhere. */
function titleText(automaticTitle: string, t: (key: string) => string): string {
  return automaticTitle.startsWith('Search.AutomaticTitle.') ? t(automaticTitle) : automaticTitle;
}
