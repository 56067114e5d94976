import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { readStartupQuery } from '#domain/identity/StartupQuery';
import { dismissesPortalSuggestion, portalSuggestionUrl, suggestPortal } from '#domain/portal/PortalSuggestion';
import { useT } from '#presentation/shared/i18n';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { countryName } from '#presentation/shared/regional/displayNames';
import { Button, Container, Icon, IconButton } from '#presentation/shared/ui';
import type { PortalSuggestionState } from './PortalSuggestionViewModel';
import { PortalSuggestionViewModel } from '../viewModelTokens';
import styles from './PortalSuggestionPanel.module.css';

function parseUrl(url: string, origin: string): URL | null {
  try {
    return new URL(url, origin);
  } catch {
    return null;
  }
}

/** The suggestion for this page, the same on the server and in the browser (so hydration matches). */
function usePortalSuggestionState(): PortalSuggestionState {
  const { requestContext, urlOriginal } = usePersonalPageContext();
  const { portal, culture, visitor, isCrawler, origin } = requestContext;
  // The address without the start-up parameters the page cleans (c, profileId, …) and without the
  // fragment, which the server never sees.
  const here = parseUrl(urlOriginal, origin);
  if (!here) return { suggestion: null, url: null, dismissedByUrl: false };
  const dismissedByUrl = dismissesPortalSuggestion(here.search);
  const suggestion = suggestPortal({
    currentPortalId: portal.id,
    visitorCountry: visitor?.country ?? null,
    currentCulture: culture,
    dismissed: visitor?.portalSuggestionDismissed ?? false,
    isCrawler,
  });
  const url = suggestion
    ? portalSuggestionUrl(suggestion, {
        origin,
        pathname: here.pathname,
        search: readStartupQuery(here.search).cleanedSearch,
      })
    : null;
  return { suggestion, url, dismissedByUrl };
}

/**
 * The portal suggestion panel (document 000 §2): a visitor from a country with its own portal,
 * browsing another one, is offered that portal's host with the same path and query. It lies over
 * the top of the page until followed or dismissed (it arrives with the personal part, so it must
 * not push the page down); dismissing it is remembered.
 */
export const PortalSuggestionPanel = observer(function PortalSuggestionPanel() {
  const t = useT();
  const { culture } = usePageContext().requestContext;
  const state = usePortalSuggestionState();
  const vm = useViewModel(PortalSuggestionViewModel);
  const { dismissedByUrl } = state;
  useEffect(() => vm.rememberUrlDismissal({ dismissedByUrl }), [vm, dismissedByUrl]);
  if (!vm.visible(state) || !state.suggestion || !state.url) return null;
  const { suggestion } = state;
  const dismiss = () => {
    vm.dismiss();
    // The button goes away with the panel: keep keyboard users in the page rather than on <body>.
    document.getElementById('main')?.focus();
  };
  return (
    <aside className={styles.panel} aria-label={t('Shell.PortalSuggestion.Label')} data-testid="portal-suggestion">
      <Container className={styles.inner}>
        <span className={styles.icon}>
          <Icon name="globe" />
        </span>
        <p className={styles.text}>
          {t('Shell.PortalSuggestion.Text', {
            country: countryName(suggestion.country, culture),
            portalName: suggestion.portalName,
          })}
        </p>
        <Button
          href={state.url}
          hrefLang={suggestion.culture}
          size="small"
          className={styles.go}
          data-testid="portal-suggestion-link"
        >
          {t('Shell.PortalSuggestion.Accept', { portalName: suggestion.portalName })}
        </Button>
        <IconButton
          icon="close"
          label={t('Shell.PortalSuggestion.Dismiss')}
          className={styles.close}
          onClick={dismiss}
          data-testid="portal-suggestion-dismiss"
        />
      </Container>
    </aside>
  );
});
