/**
 * When an outbox mail is sent, retried or withheld. The outbox adapter claims and marks rows; these
 * rules decide (docs/security.md "Mail to unconfirmed addresses"; README "E-mail").
 */

/** Mails one address receives in an hour, from every sender together, unless configured otherwise. */
export const DEFAULT_RECIPIENT_HOURLY_CAP = 10;

/** The window the recipient cap counts sent mails in. */
export const RECIPIENT_CAP_WINDOW_MS = 3_600_000;

/**
 * Saved-search digests are one per subscribed search and window, to the owner's own searches: their
 * bound is the owner's subscriptions (and an address confirmed for alerts), not the cap that stops
 * strangers making us mail someone.
 */
const UNCAPPED_KINDS: ReadonlySet<string> = new Set(['searchAlert']);

export interface OutboxMail {
  recipient: string;
  kind: string;
  /** A mail its holder asked for (e.g. their own sign-in code). */
  capExempt: boolean;
}

/** Whether a mail counts against its recipient's hourly cap. */
export function countsAgainstRecipientCap(mail: OutboxMail): boolean {
  return !mail.capExempt && !UNCAPPED_KINDS.has(mail.kind);
}

/** The recipient as the cap counts it: one address whatever its letter case. */
export function capRecipient(mail: Pick<OutboxMail, 'recipient'>): string {
  return mail.recipient.toLowerCase();
}

/**
 * The mails that would take their recipient past the cap, counting the mails sent in the window
 * (`sentInWindow`, by capRecipient) and, in order, the earlier mails of this same batch. A withheld
 * mail is never sent later: a stranger cannot queue mail for someone to arrive in the next hour.
 */
export function withheldByRecipientCap<M extends OutboxMail>(
  due: readonly M[],
  sentInWindow: ReadonlyMap<string, number>,
  cap: number = DEFAULT_RECIPIENT_HOURLY_CAP,
): M[] {
  const counts = new Map(sentInWindow);
  const withheld: M[] = [];
  for (const mail of due) {
    if (!countsAgainstRecipientCap(mail)) continue;
    const recipient = capRecipient(mail);
    const sent = counts.get(recipient) ?? 0;
    if (sent >= cap) withheld.push(mail);
    else counts.set(recipient, sent + 1);
  }
  return withheld;
}

/** After a failed send, the next attempt waits 1, 2, 4… minutes (attempts counts the failed one). */
export function nextAttemptAt(now: Date, attempts: number): Date {
  return new Date(now.getTime() + 60_000 * 2 ** (attempts - 1));
}
