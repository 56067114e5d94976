import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/DatabaseToken';
import { emailOutbox } from '../db/schema';

export interface OutboxWorkerOptions {
  /** smtp://user:pass@host:port; unset = nothing leaves the machine (mail stays readable in the outbox viewer). */
  smtpUrl?: string;
  from: string;
  intervalMs?: number;
  maxAttempts?: number;
  log?: { info(object: object, message: string): void; warn(object: object, message: string): void };
}

const BATCH = 20;

/**
 * Sends pending outbox mail with nodemailer, retrying with backoff (1, 2, 4… minutes) up to
 * maxAttempts. Rows are claimed with FOR UPDATE SKIP LOCKED, so several nodes never send one twice.
 * Without SMTP the JSON transport "sends" locally: the row is marked sent and the dev viewer shows it.
 */
export class OutboxWorker {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly db: Database,
    private readonly options: OutboxWorkerOptions,
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ jsonTransport: true });
  }

  start(): void {
    const tick = () => {
      this.running = this.drain().catch((error: unknown) => {
        this.options.log?.warn({ err: error }, 'outbox: drain failed');
        return 0;
      });
      void this.running.finally(() => {
        // unref: a pending send never holds the process open on its own.
        if (this.timer !== undefined) this.timer = setTimeout(tick, this.options.intervalMs ?? 5000).unref();
      });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport.close();
  }

  /** Sends what is due now; returns how many were sent. */
  async drain(): Promise<number> {
    const maxAttempts = this.options.maxAttempts ?? 8;
    let sent = 0;
    await this.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(emailOutbox)
        .where(
          and(
            isNull(emailOutbox.sentAt),
            lte(emailOutbox.nextAttemptAt, new Date()),
            sql`${emailOutbox.attempts} < ${maxAttempts}`,
          ),
        )
        .orderBy(asc(emailOutbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const mail of due) {
        try {
          await this.transport.sendMail({
            from: this.options.from,
            to: mail.recipient,
            subject: mail.subject,
            text: mail.text,
            ...(mail.html ? { html: mail.html } : {}),
          });
          await tx
            .update(emailOutbox)
            .set({ sentAt: new Date(), attempts: mail.attempts + 1, lastError: null })
            .where(eq(emailOutbox.id, mail.id));
          sent++;
        } catch (error) {
          const attempts = mail.attempts + 1;
          await tx
            .update(emailOutbox)
            .set({
              attempts,
              lastError: String((error as Error).message ?? error).slice(0, 500),
              nextAttemptAt: new Date(Date.now() + 60_000 * 2 ** (attempts - 1)),
            })
            .where(eq(emailOutbox.id, mail.id));
          this.options.log?.warn({ outboxId: mail.id, attempts }, 'outbox: send failed, will retry');
        }
      }
    });
    if (sent > 0) this.options.log?.info({ sent }, 'outbox: mail sent');
    return sent;
  }
}
