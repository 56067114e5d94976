import type { AlertConfirmationMails } from '#application/alerts/ports';
import type { Outbox } from '#application/identity/ports';
import type { Translate } from './OutboxIdentityMails';

/**
 * The alert address's confirmation e-mail, plain text like the identity mails: greeting, why it
 * came, the link to the confirmation page (a button there confirms; opening the link alone does
 * not), what to do if it was not asked for, signature. Written in the visitor's language.
 */
export class OutboxAlertConfirmationMails implements AlertConfirmationMails {
  constructor(
    private readonly outbox: Outbox,
    private readonly translate: Translate,
    private readonly portal: (portalId: string) => { origin: string; name: string },
  ) {}

  confirmation(mail: { to: string; token: string; culture: string; portalId: string }): Promise<void> {
    const { origin, name } = this.portal(mail.portalId);
    const link = `${origin}/alerts/confirm?token=${mail.token}&c=${encodeURIComponent(mail.culture)}`;
    const t = (key: string) => this.translate(mail.culture, key, { portalName: name, link });
    const text = [
      t('Identity.Mail.Greeting'),
      '',
      t('Alerts.Confirm.Mail.Text'),
      '',
      link,
      '',
      t('Alerts.Confirm.Mail.Ignore'),
      '',
      t('Identity.Mail.Signature'),
    ].join('\n');
    return this.outbox.enqueue({
      kind: 'alert-confirmation',
      recipient: mail.to.trim().toLowerCase(),
      subject: t('Alerts.Confirm.Mail.Subject'),
      text,
    });
  }
}
