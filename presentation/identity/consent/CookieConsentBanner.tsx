import { observer } from 'mobx-react-lite';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { CONSENT_SAVE_FAILURE } from '#domain/identity/CookieConsentChoice';
import { useT } from '#presentation/shared/i18n';
import { Button } from '#presentation/shared/ui';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { CookieConsentViewModel } from '../viewModelTokens';
import styles from './CookieConsentBanner.module.css';

/** The consent banner at the bottom of every page until the profile has chosen. */
export const CookieConsentBanner = observer(function CookieConsentBanner() {
  const t = useT();
  const { identity, requestContext } = usePersonalPageContext();
  const model = useViewModel(CookieConsentViewModel, {
    profileId: identity?.profileId ?? null,
    // A crawler is asked nothing: it stores no cookie and has no profile to keep a choice on.
    hasConsent: (identity?.hasCookiesConsent ?? true) || requestContext.isCrawler,
  });
  if (!model.visible) return null;
  const saveLabel =
    model.status === 'loading'
      ? t('Shell.CookieConsent.Saving')
      : model.status === 'done'
        ? t('Shell.CookieConsent.Saved')
        : t('Shell.CookieConsent.SaveChoices');
  return (
    <section className={styles.banner} aria-labelledby="cookie-consent-title" data-testid="cookie-consent">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="cookie-consent-title" className={styles.title}>
            {t('Shell.CookieConsent.Title')}
          </h2>
          <p className={styles.body}>
            {t('Shell.CookieConsent.Text')} <a href="/cookies-policy">{t('Shell.CookieConsent.Policy')}</a>
          </p>
        </div>
        {model.customising && (
          <ul className={styles.choices}>
            <li className={styles.choice}>
              <label>
                <input type="checkbox" checked disabled /> <strong>{t('Shell.CookieConsent.Functional.Title')}</strong>{' '}
                · {t('Shell.CookieConsent.AlwaysOn')}
              </label>
              <p>{t('Shell.CookieConsent.Functional.Text')}</p>
            </li>
            {(['performanceCookies', 'advertisingCookies'] as const).map((kind) => (
              <li key={kind} className={styles.choice}>
                <label>
                  <input type="checkbox" name={kind} checked={model.choice[kind]} onChange={() => model.toggle(kind)} />{' '}
                  <strong>
                    {t(
                      kind === 'performanceCookies'
                        ? 'Shell.CookieConsent.Performance.Title'
                        : 'Shell.CookieConsent.Advertising.Title',
                    )}
                  </strong>
                </label>
                <p>
                  {t(
                    kind === 'performanceCookies'
                      ? 'Shell.CookieConsent.Performance.Text'
                      : 'Shell.CookieConsent.Advertising.Text',
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
        {model.status === 'failed' && (
          <p className={styles.error} role="alert">
            {t(CONSENT_SAVE_FAILURE)}
          </p>
        )}
        <div className={styles.actions}>
          {model.customising ? (
            <Button variant="secondary" onClick={() => void model.submit()} disabled={model.status === 'loading'}>
              {saveLabel}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => model.customise()}>
              {t('Shell.CookieConsent.Customize')}
            </Button>
          )}
          <Button onClick={() => void model.acceptAll()} disabled={model.status === 'loading'}>
            {t('Shell.CookieConsent.AcceptAll')}
          </Button>
        </div>
      </div>
    </section>
  );
});
