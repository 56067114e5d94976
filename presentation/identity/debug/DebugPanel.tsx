import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { canLogIn, hasFavoritesAccess, hasSavedSearchAccess, isLoginOrRegisterSuggested, needsToRegister } from '../../../domain/identity/AuthenticationRules';
import { useT } from '../../i18n';
import styles from './DebugPanel.module.css';

/**
 * The developer panel (document 000 §2, debug mode only): the authentication state and what it
 * allows, the resolved portal, country and culture, and the debug-translations switch.
 */
export function DebugPanel() {
  const t = useT();
  const { requestContext, identity, urlPathname } = usePageContext();
  const [open, setOpen] = useState(false);
  if (!requestContext.debug) return null;
  const state = identity?.state ?? undefined;
  const rules: [string, boolean][] = [
    ['favourites', hasFavoritesAccess(state)],
    ['saved searches', hasSavedSearchAccess(state)],
    ['needs to register', needsToRegister(state)],
    ['can log in', canLogIn(state)],
    ['login suggested', isLoginOrRegisterSuggested(state)],
  ];
  return (
    <aside className={styles.panel} data-testid="debug-panel">
      <button type="button" className={styles.toggle} onClick={() => setOpen(!open)} aria-expanded={open}>{t('Identity.Debug.Title')}</button>
      {open && (
        <dl className={styles.list}>
          <dt>{t('Identity.Debug.AuthState')}</dt><dd>{identity?.state ?? '—'} (user {identity?.userId ?? '—'}, profile {identity?.profileId ?? '—'})</dd>
          <dt>rules</dt><dd>{rules.map(([name, value]) => `${name}: ${value ? 'yes' : 'no'}`).join(' · ')}</dd>
          <dt>{t('Identity.Debug.Country')}</dt><dd>{requestContext.portal.countryISO ?? 'international'} · {requestContext.culture} · {requestContext.currency}</dd>
          <dt>{t('Identity.Debug.SuggestedPortal')}</dt><dd>{requestContext.portal.id}</dd>
          <dt>{t('Identity.Debug.Flags')}</dt><dd>{Object.entries(requestContext.portal.featureFlags).map(([flag, on]) => `${flag}=${on ? 'on' : 'off'}`).join(' · ')}</dd>
          <dt>{t('Identity.Debug.Translations')}</dt><dd><a href={`${urlPathname}?debugTranslations=true`}>on</a> · <a href={urlPathname}>off</a></dd>
        </dl>
      )}
    </aside>
  );
}
