import { inject, injectable } from 'inversify';
import type { OutgoingMail, Outbox } from '#application/identity/ports';
import { Database } from '../db/DatabaseToken';
import { emailOutbox } from '../db/schema';

/** Mail is written to the outbox table; OutboxWorker sends it. A crash between the two loses nothing. */
@injectable()
export class SqlOutbox implements Outbox {
  constructor(@inject(Database) private readonly db: Database) {}

  async enqueue(mail: OutgoingMail): Promise<void> {
    await this.db.insert(emailOutbox).values({
      kind: mail.kind,
      recipient: mail.recipient,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      capExempt: mail.capExempt ?? false,
    });
  }
}
