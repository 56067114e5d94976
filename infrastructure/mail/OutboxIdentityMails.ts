import type { IdentityMails, Outbox } from '#application/identity/ports';

/** Text of a message key in a culture, with ICU values; given by the composition root (config/i18n). */
export type Translate = (culture: string, key: string, values?: Record<string, string | number>) => string;

/** The identity e-mails as plain text, written in the visitor's language into the outbox. */
export class OutboxIdentityMails implements IdentityMails {
  constructor(
    private readonly outbox: Outbox,
    private readonly translate: Translate,
    private readonly portalName: string,
  ) {}

  loginCode(to: string, code: string, culture: string, askedByHolder = false): Promise<void> {
    return this.send('login-code', to, culture, 'Identity.Mail.LoginCode', { code }, askedByHolder);
  }

  registrationCode(to: string, code: string, culture: string): Promise<void> {
    return this.send('registration-code', to, culture, 'Identity.Mail.RegistrationCode', { code });
  }

  accountExists(to: string, code: string, culture: string): Promise<void> {
    return this.send('account-exists', to, culture, 'Identity.Mail.AccountExists', { code });
  }

  noAccount(to: string, culture: string): Promise<void> {
    return this.send('no-account', to, culture, 'Identity.Mail.NoAccount', {});
  }

  private send(
    kind: string,
    to: string,
    culture: string,
    key: string,
    values: Record<string, string>,
    capExempt = false,
  ): Promise<void> {
    const all = { portalName: this.portalName, ...values };
    const t = (id: string) => this.translate(culture, id, all);
    const text = [
      t('Identity.Mail.Greeting'),
      '',
      t(`${key}.Text`),
      '',
      t('Identity.Mail.Ignore'),
      '',
      t('Identity.Mail.Signature'),
    ].join('\n');
    return this.outbox.enqueue({
      kind,
      recipient: to.trim().toLowerCase(),
      subject: t(`${key}.Subject`),
      text,
      capExempt,
    });
  }
}
