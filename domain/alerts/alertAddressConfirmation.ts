import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';

/**
 * Saved-search e-mail alerts go only to an address that has confirmed it wants them
 * (docs/security.md "Mail to unconfirmed addresses"): anyone can type anyone's address into a
 * profile, so typing it proves nothing.
 */

/** How long a confirmation link works; while one is pending, no other confirmation mail goes to its address. */
export const CONFIRMATION_LINK_DAYS = 7;

const DAY_MS = 86_400_000;

/** What we know about one profile's alert address. */
export interface AlertAddressEvidence {
  /** The address the alerts would go to (the profile's e-mail). */
  address: string;
  /** When its holder clicked the confirmation link mailed to it, if ever. */
  confirmedByLinkAt: Date | null;
  /**
   * The full user the profile belongs to, when it belongs to one: their sign-in e-mail and
   * whether they proved it (the registration code mailed to it, an e-mail login code). Only the
   * profile's own user counts: another account's proof says nothing about this profile's wishes.
   */
  owner: { signInEmail: string; emailProven: boolean } | null;
}

/** E-mails compare case-insensitively and without surrounding blanks. */
export const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether alerts may go to the address: its holder confirmed it by the link mailed to it, or it
 * is the sign-in e-mail its own full user proved. A password-registered user proved it too: the
 * portal's registration only completes with the code mailed to the address (ConfirmRegistration).
 */
export function isAlertAddressConfirmed(evidence: AlertAddressEvidence): boolean {
  if (evidence.confirmedByLinkAt !== null) return true;
  const { owner } = evidence;
  return owner !== null && owner.emailProven && sameAddress(owner.signInEmail, evidence.address);
}

/** A confirmation mail sent earlier to the address and not yet confirmed. */
export interface PendingConfirmation {
  sentAt: Date;
}

export type ConfirmationStep = 'confirmed' | 'sendConfirmation' | 'awaitConfirmation';

/**
 * What a new e-mail alert for the address calls for: nothing when it is confirmed; one
 * confirmation mail when none is pending; nothing while a link sent less than
 * CONFIRMATION_LINK_DAYS ago still works (a second save sends no second mail). Once that link has
 * lapsed, the next alert set up for the address may send a new one: at most one a week.
 */
export function confirmationStep(
  evidence: AlertAddressEvidence,
  pending: PendingConfirmation | null,
  now: Date,
): ConfirmationStep {
  if (isAlertAddressConfirmed(evidence)) return 'confirmed';
  if (pending !== null && !linkLapsed(pending.sentAt, now)) return 'awaitConfirmation';
  return 'sendConfirmation';
}

/** A pending link sent before this instant has lapsed: a new confirmation may replace it. */
export const resendCutoff = (now: Date): Date => new Date(now.getTime() - CONFIRMATION_LINK_DAYS * DAY_MS);

const linkLapsed = (sentAt: Date, now: Date): boolean => sentAt.getTime() <= resendCutoff(now).getTime();

/** The token of a confirmation link: 32 random bytes, base64url (43 characters). */
export const CONFIRMATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isConfirmationTokenShaped = (value: unknown): value is string =>
  typeof value === 'string' && CONFIRMATION_TOKEN_PATTERN.test(value);

/** The confirmation stored for a link's token, when one is. */
export interface StoredConfirmation {
  sentAt: Date;
  confirmedAt: Date | null;
}

export const confirmationErrors = {
  badToken: (): DomainError =>
    domainError('INVALID', 'CONFIRMATION_TOKEN_NOT_VALID', 'Alerts.Confirm.Invalid', { field: 'token' }),
  unknown: (): DomainError =>
    domainError('NOT_FOUND', 'CONFIRMATION_NOT_FOUND', 'Alerts.Confirm.Invalid', { field: 'token' }),
  lapsed: (): DomainError => domainError('GONE', 'CONFIRMATION_EXPIRED', 'Alerts.Confirm.Expired', { field: 'token' }),
};

/**
 * Whether a link's token may confirm its address now: an unknown token confirms nothing; a link
 * older than CONFIRMATION_LINK_DAYS has lapsed; one already used confirms again (a second press
 * changes nothing).
 */
export function mayConfirm(stored: StoredConfirmation | null, now: Date): Result<void, DomainError> {
  if (stored === null) return err(confirmationErrors.unknown());
  if (stored.confirmedAt !== null) return ok(undefined);
  if (linkLapsed(stored.sentAt, now)) return err(confirmationErrors.lapsed());
  return ok(undefined);
}
