import { inject, injectable } from 'inversify';
import type { OutboxReader, StoredMail } from '#application/identity/ports';
import { Database } from '../db/DatabaseToken';
import { readOutbox } from './readOutbox';

/** The outbox table, latest first. */
@injectable()
export class SqlOutboxReader implements OutboxReader {
  constructor(@inject(Database) private readonly db: Database) {}

  async latest(options: { recipient?: string; limit: number }): Promise<StoredMail[]> {
    const rows = await readOutbox(this.db, options);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      recipient: row.recipient,
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
      createdAt: row.createdAt,
      sentAt: row.sentAt,
    }));
  }
}
