import { observer } from 'mobx-react-lite';
import { CaptchaWidget } from '#presentation/shared/captcha';
import { useT } from '#presentation/shared/i18n';
import type { LeadFormGuard } from '#presentation/shared/forms/LeadFormGuard';
import styles from './LeadForm.module.css';

/**
 * The captcha of a lead form, shown only once the guard asks for it: it solves itself, and the lead
 * waiting for it leaves as soon as it is solved. Every lead form draws this one.
 */
export const LeadFormCaptcha = observer(function LeadFormCaptcha({ guard }: { guard: LeadFormGuard }) {
  const t = useT();
  if (!guard.captchaAsked) return null;
  return (
    <div className={styles.field} data-testid="lead-captcha">
      {guard.awaitingCaptcha && (
        <p className={styles.note} role="status">
          {t('LeadRequestForm.Captcha.Required')}
        </p>
      )}
      <CaptchaWidget key={guard.captchaRound} autoSolve onToken={(token) => guard.setCaptchaToken(token)} />
    </div>
  );
});
