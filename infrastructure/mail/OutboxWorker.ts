import { and, asc, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/DatabaseToken';
import { emailOutbox } from '../db/schema';
import {
  capRecipient,
  countsAgainstRecipientCap,
  DEFAULT_RECIPIENT_HOURLY_CAP,
  nextAttemptAt,
  RECIPIENT_CAP_WINDOW_MS,
  withheldByRecipientCap,
} from '#domain/shared/mail/outboxDelivery';
import type { Clock } from '#domain/shared/Clock';

export { DEFAULT_RECIPIENT_HOURLY_CAP };

export interface OutboxWorkerOptions {
  /** smtp://user:pass@host:port; unset = nothing leaves the machine (mail stays readable in the outbox viewer). */
  smtpUrl?: string;
  from: string;
  intervalMs?: number;
  maxAttempts?: number;
  /** Rows claimed (and sent) per transaction; a kill -9 can at most re-send one batch. */
  batchSize?: number;
  /** Batches per tick at most: the worker loops while batches come back full, then waits intervalMs. */
  maxBatchesPerTick?: number;
  /**
   * MAIL_RECIPIENT_HOURLY_CAP: mails one address receives in an hour, from every sender together
   * (leads, conversations, identity, valuation; not saved-search digests); past it a mail is withheld, not sent later
   * (docs/security.md "Mail to unconfirmed addresses"). Mails its holder asked for are exempt.
   */
  recipientHourlyCap?: number;
  /** The time the worker claims due mail and schedules retries by (tests move it). */
  clock?: Clock;

  log?: { info(object: object, message: string): void; warn(object: object, message: string): void };
}

/**
 * 50 per transaction, sent over up to 5 pooled SMTP connections at once: the old 20 per 3 s tick
 * (about 7 mails a second) left 3,000 lead mails queued for over 7 minutes. A batch is one
 * transaction, so a crash re-sends at most one batch, each under its own stable Message-ID.
 */
const BATCH = 50;
const MAX_BATCHES_PER_TICK = 40;
const SEND_CONCURRENCY = 5;
/** The lastError of a mail the per-recipient cap held back (it is never retried). */
export const WITHHELD = 'withheld: recipient hourly cap';

/**
 * Sends pending outbox mail with nodemailer, retrying with backoff (1, 2, 4… minutes) up to
 * maxAttempts. Rows are claimed with FOR UPDATE SKIP LOCKED, so several nodes never send one twice.
 * Without SMTP the JSON transport "sends" locally: the row is marked sent and the dev viewer shows it.
 */
export class OutboxWorker {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopping = false;

  constructor(
    private readonly db: Database,
    private readonly options: OutboxWorkerOptions,
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(pooled(options.smtpUrl))
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
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport.close();
  }

  /** Sends what is due now, batch after batch while they come back full; returns how many were sent. */
  async drain(): Promise<number> {
    const batchSize = this.options.batchSize ?? BATCH;
    const maxBatches = this.options.maxBatchesPerTick ?? MAX_BATCHES_PER_TICK;
    let sent = 0;
    for (let batch = 0; batch < maxBatches; batch++) {
      const { claimed, sent: batchSent } = await this.drainBatch(batchSize);
      sent += batchSent;
      if (claimed < batchSize || this.stopping) break;
    }
    if (sent > 0) this.options.log?.info({ sent }, 'outbox: mail sent');
    return sent;
  }

  /** One transaction: claim up to batchSize due rows (SKIP LOCKED: other nodes take others), send, mark. */
  private async drainBatch(batchSize: number): Promise<{ claimed: number; sent: number }> {
    const maxAttempts = this.options.maxAttempts ?? 8;
    let sent = 0;
    let claimed = 0;
    await this.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(emailOutbox)
        .where(
          and(
            isNull(emailOutbox.sentAt),
            lte(emailOutbox.nextAttemptAt, this.dueBy()),
            sql`${emailOutbox.attempts} < ${maxAttempts}`,
          ),
        )
        .orderBy(asc(emailOutbox.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      claimed = due.length;
      const withheld = await this.overCap(tx, due);
      for (const mail of withheld) {
        await tx
          .update(emailOutbox)
          .set({ attempts: maxAttempts, lastError: WITHHELD })
          .where(eq(emailOutbox.id, mail.id));
        this.options.log?.warn({ outboxId: mail.id, kind: mail.kind }, 'outbox: recipient cap reached, mail withheld');
      }
      const sendable = due.filter((mail) => !withheld.includes(mail));
      const outcomes: { mail: (typeof due)[number]; error?: unknown }[] = [];
      for (let start = 0; start < sendable.length; start += SEND_CONCURRENCY) {
        const slice = sendable.slice(start, start + SEND_CONCURRENCY);
        outcomes.push(
          ...(await Promise.all(
            slice.map((mail) =>
              this.send(mail).then(
                () => ({ mail }),
                (error: unknown) => ({ mail, error }),
              ),
            ),
          )),
        );
      }
      for (const { mail, error } of outcomes) {
        if (error === undefined) {
          await tx
            .update(emailOutbox)
            .set({ sentAt: this.now(), attempts: mail.attempts + 1, lastError: null })
            .where(eq(emailOutbox.id, mail.id));
          sent++;
          continue;
        }
        const attempts = mail.attempts + 1;
        await tx
          .update(emailOutbox)
          .set({
            attempts,
            lastError: String((error as Error).message ?? error).slice(0, 500),
            nextAttemptAt: nextAttemptAt(this.now(), attempts),
          })
          .where(eq(emailOutbox.id, mail.id));
        this.options.log?.warn({ outboxId: mail.id, attempts }, 'outbox: send failed, will retry');
      }
    });
    return { claimed, sent };
  }

  /** The claimed mails that would take their recipient past the hourly cap (counting this batch too). */
  private async overCap(
    tx: Pick<Database, 'select'>,
    due: (typeof emailOutbox.$inferSelect)[],
  ): Promise<(typeof emailOutbox.$inferSelect)[]> {
    const capped = due.filter(countsAgainstRecipientCap);
    if (capped.length === 0) return [];
    const recipients = [...new Set(capped.map(capRecipient))];
    const rows = await tx
      .select({ recipient: sql<string>`lower(${emailOutbox.recipient})`, sent: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(
        and(
          inArray(sql`lower(${emailOutbox.recipient})`, recipients),
          eq(emailOutbox.capExempt, false),
          gt(emailOutbox.sentAt, new Date(this.now().getTime() - RECIPIENT_CAP_WINDOW_MS)),
        ),
      )
      .groupBy(sql`lower(${emailOutbox.recipient})`);
    const sentInWindow = new Map(rows.map((row) => [row.recipient, Number(row.sent)]));
    return withheldByRecipientCap(capped, sentInWindow, this.options.recipientHourlyCap);
  }

  private now(): Date {
    return this.options.clock?.now() ?? new Date();
  }

  /**
   * The time a row must be due by to be claimed. A new row's next_attempt_at is the database's now()
   * (its column default), so without a test clock the database's own clock judges it: this process's
   * clock counts whole milliseconds and may run behind the database's, which left a mail queued a
   * moment ago waiting a whole interval.
   */
  private dueBy(): Date | SQL {
    return this.options.clock ? this.options.clock.now() : sql`now()`;
  }

  private async send(mail: typeof emailOutbox.$inferSelect): Promise<void> {
    await this.transport.sendMail({
      // Stable per outbox row, or the row's own (a digest queued again after a crash keeps it): a mail
      // sent again after a crash (sent, not yet marked) is recognisably the same one.
      messageId: mail.messageId ?? `<outbox-${mail.id}@${messageIdHost(this.options.from)}>`,
      from: this.options.from,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
    });
  }
}

/** The SMTP URL with nodemailer's pool on (its query options), so a batch reuses a few connections. */
function pooled(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('pool', 'true');
  parsed.searchParams.set('maxConnections', String(SEND_CONCURRENCY));
  return parsed.toString();
}

/** The domain of the From address (Homefinder <no-reply@homefinder.example> → homefinder.example). */
function messageIdHost(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
}
