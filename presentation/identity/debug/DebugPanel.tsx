import { useId, useState } from 'react';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import {
  canLogIn,
  hasFavoritesAccess,
  hasSavedSearchAccess,
  isLoginOrRegisterSuggested,
  needsToRegister,
} from '#domain/identity/AuthenticationRules';
import { portalForCountry } from '#domain/portal/PortalSuggestion';
import { useT } from '#presentation/shared/i18n';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { countryName } from '#presentation/shared/regional/displayNames';
import { FeatureFlagEditor } from './FeatureFlagEditor';
import { FeatureFlagEditorViewModel } from '../viewModelTokens';
import styles from './DebugPanel.module.css';

/**
 * The developer panel (document 000 §2, debug mode only): the authentication state and what it
 * allows, the detected country and the portal suggested for it, the feature flag editor and the
 * debug-translations switch. Nothing here is shown, or read from cookies, outside debug mode.
 */
export function DebugPanel() {
  const t = useT();
  const { requestContext, identity, urlPathname } = usePersonalPageContext();
  const { portal, culture, currency, visitor } = requestContext;
  const [open, setOpen] = useState(false);
  const flags = useViewModel(FeatureFlagEditorViewModel, {
    effective: portal.featureFlags,
    overrides: requestContext.featureFlagOverrides ?? {},
  });
  const listId = useId();
  if (!requestContext.debug) return null;
  const state = identity?.state ?? undefined;
  const yesNo = (value: boolean) => t(value ? 'General.Yes' : 'General.No');
  const rules: [string, boolean][] = [
    ['Identity.Debug.Rule.Favourites', hasFavoritesAccess(state)],
    ['Identity.Debug.Rule.SavedSearches', hasSavedSearchAccess(state)],
    ['Identity.Debug.Rule.NeedsToRegister', needsToRegister(state)],
    ['Identity.Debug.Rule.CanLogIn', canLogIn(state)],
    ['Identity.Debug.Rule.LoginSuggested', isLoginOrRegisterSuggested(state)],
  ];
  const country = visitor?.country ?? null;
  // The portal the visitor's country has, shown even when the panel was dismissed (that is said beside it).
  const suggested = portalForCountry(portal.id, country);
  return (
    <aside className={styles.panel} aria-label={t('Identity.Debug.Title')} data-testid="debug-panel">
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={listId}
      >
        {t('Identity.Debug.Title')}
      </button>
      {open && (
        <div className={styles.body} id={listId}>
          <dl className={styles.list}>
            <dt>{t('Identity.Debug.AuthState')}</dt>
            <dd data-testid="debug-auth-state">{identity?.state ?? t('Identity.Debug.Unknown')}</dd>
            <dt>{t('Identity.Debug.Ids')}</dt>
            <dd>
              {t('Identity.Debug.IdsValue', { userId: identity?.userId ?? '—', profileId: identity?.profileId ?? '—' })}
            </dd>
            <dt>{t('Identity.Debug.Rules')}</dt>
            <dd>{rules.map(([key, value]) => `${t(key)}: ${yesNo(value)}`).join(' · ')}</dd>
            <dt>{t('Identity.Debug.Portal')}</dt>
            <dd>{`${portal.id} · ${culture} · ${currency}`}</dd>
            <dt>{t('Identity.Debug.Country')}</dt>
            <dd data-testid="debug-country">
              {country
                ? `${countryName(country, culture)} (${country}) · ${t(visitor?.source === 'header' ? 'Identity.Debug.Source.Header' : 'Identity.Debug.Source.AcceptLanguage')}`
                : t('Identity.Debug.Unknown')}
            </dd>
            <dt>{t('Identity.Debug.SuggestedPortal')}</dt>
            <dd data-testid="debug-suggested-portal">
              {suggested
                ? `${suggested.name} (${suggested.id})${visitor?.portalSuggestionDismissed ? ` · ${t('Identity.Debug.Dismissed')}` : ''}`
                : t('Identity.Debug.NoSuggestion')}
            </dd>
            <dt>{t('Identity.Debug.Translations')}</dt>
            <dd>
              <a href={`${urlPathname}?debugTranslations=true`}>{t('Identity.Debug.Flag.On')}</a> ·{' '}
              <a href={urlPathname}>{t('Identity.Debug.Flag.Off')}</a>
            </dd>
          </dl>
          <h2 className={styles.heading}>{t('Identity.Debug.Flags')}</h2>
          <FeatureFlagEditor vm={flags} />
        </div>
      )}
    </aside>
  );
}
