import { observer } from 'mobx-react-lite';
import { usePageContext } from 'vike-react/usePageContext';
import { PORTAL_ROUTES } from '#application/portal/svcRoutes';
import { pathOf, SVC_BASE } from '#application/shared/svcRoute';
import { useT } from '#presentation/shared/i18n';
import { useAppAdvertisement } from '#presentation/shared/shell/ShellServices';
import { Button, Icon, Modal } from '#presentation/shared/ui';
import styles from './AppAdvertisement.module.css';

/**
 * The app advertisement (document 000 §2: "two steps: advert, then QR code; kinds Chat and
 * SearchAlerts"). The QR code is an SVG the server makes (PORTAL_ROUTES.appQr), loaded only when
 * the second step shows. Closing it, at either step, records its subject as dismissed.
 */
export const AppAdvertisementModal = observer(function AppAdvertisementModal() {
  const t = useT();
  const advert = useAppAdvertisement();
  const apps = usePageContext().requestContext.portal.mobileApps;
  if (!apps) return null;
  const subject = advert.subject ?? 'SearchAlerts';
  const appName = apps.appName;
  const qrStep = advert.step === 'qrCode';
  return (
    <Modal
      open={advert.open}
      onClose={() => advert.dismiss()}
      title={qrStep ? t('Shell.AppAdvert.Qr.Title') : t(`Shell.AppAdvert.${subject}.Title`)}
      footer={
        qrStep ? (
          <Button onClick={() => advert.dismiss()}>{t('Shell.AppAdvert.Done')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => advert.dismiss()}>
              {t('Shell.AppAdvert.Dismiss')}
            </Button>
            <Button onClick={() => advert.next()} data-testid="app-advert-next">
              {t('Shell.AppAdvert.GetApp')}
            </Button>
          </>
        )
      }
    >
      {qrStep ? (
        <div className={styles.qrStep} data-testid="app-advert-qr">
          <img
            className={styles.qr}
            src={`${SVC_BASE}${pathOf(PORTAL_ROUTES.appQr)}?subject=${encodeURIComponent(subject)}`}
            width={200}
            height={200}
            alt={t('Shell.AppAdvert.Qr.Alt', { appName })}
          />
          <p className={styles.text}>{t('Shell.AppAdvert.Qr.Text')}</p>
          <p className={styles.stores}>
            {t('Shell.AppAdvert.Qr.Stores')}{' '}
            <a href={apps.appStoreUrl} rel="noopener" target="_blank">
              App Store
            </a>{' '}
            ·{' '}
            <a href={apps.playStoreUrl} rel="noopener" target="_blank">
              Google Play
            </a>
          </p>
        </div>
      ) : (
        <div className={styles.advert} data-testid="app-advert">
          <span className={styles.badge} aria-hidden="true">
            <Icon name={subject === 'Chat' ? 'chat' : 'bell'} />
          </span>
          <p className={styles.text}>{t(`Shell.AppAdvert.${subject}.Text`, { appName })}</p>
        </div>
      )}
    </Modal>
  );
});
