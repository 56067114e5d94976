import type { ServiceIdentifier } from 'inversify';
import type {
  AlertAddressEvidence,
  PendingConfirmation,
  StoredConfirmation,
} from '#domain/alerts/alertAddressConfirmation';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';

/**
 * The alert job in the background: a run every interval on the outbox's own
 * worker model (docs/alerts-job.md). Started with the app, stopped before the database closes.
 */
export interface AlertJobs {
  start(): void;
  stop(): Promise<void>;
}
export const AlertJobs: ServiceIdentifier<AlertJobs> = Symbol.for('alerts.AlertJobs');

/**
 * The saved searches' alert switches, as stored: who owns a live search, and turning its alert
 * off (document 001 §4 "Alerts": an empty notifications list unsubscribes). Who may do so is the
 * handler's rule (UnsubscribeFromAlert).
 *
 * SQL only. A remote searches service turns an alert off as its owner (PATCH /searches/{id}), but
 * the digest's signed link unsubscribes without a session, so `ownerOf` needs a service that answers
 * a search's owner to the portal itself: the documents give no such call (README.md, "A remote back
 * end instead of the embedded one").
 */
export interface AlertSubscriptions {
  /** The owner profile of a saved search that is not archived; undefined for none (or no owner). */
  ownerOf(searchId: number): Promise<number | undefined>;
  /** Empties the search's notifications list; the search stays saved. */
  turnOff(searchId: number, at: Date): Promise<void>;
}
export const AlertSubscriptions: ServiceIdentifier<AlertSubscriptions> = Symbol.for('alerts.AlertSubscriptions');

/** Checks the digest's unsubscribe signature (profileId, sig) for a search and its owner. */
export interface UnsubscribeLinkVerifier {
  verify(searchId: number, profileId: number, signature: string): boolean;
}
export const UnsubscribeLinkVerifier: ServiceIdentifier<UnsubscribeLinkVerifier> = Symbol.for(
  'alerts.UnsubscribeLinkVerifier',
);

/** A browser's push subscription as PushManager.subscribe() gives it (its toJSON()). */
export interface BrowserPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * The browsers that receive a profile's instant alerts (the PushNotification channel): the VAPID public key a browser subscribes with, and its subscription kept for the profile.
 * SQL on the server; the browser's http adapter calls /svc/alerts/push (ours: the documents give no
 * push call). One contract suite checks both (infrastructure/alerts/contract).
 */
export interface PushSubscriptions {
  publicKey(): Promise<Result<{ publicKey: string }, DomainError>>;
  subscribe(profileId: number, subscription: BrowserPushSubscription): Promise<Result<void, DomainError>>;
  /** Only the profiles the caller acts for may drop a subscription; an unknown endpoint is fine (already gone). */
  unsubscribe(ownProfileIds: readonly number[], endpoint: string): Promise<Result<void, DomainError>>;
}
export const PushSubscriptions: ServiceIdentifier<PushSubscriptions> = Symbol.for('alerts.PushSubscriptions');

/**
 * Where the browsers' push subscriptions are kept (server): rows stored and dropped, nothing
 * decided; which endpoints may be kept is SubscribeToPush's (through OutboundUrls).
 */
export interface PushSubscriptionStore {
  /** One row per endpoint: the same browser subscribing again (new keys, or another profile) replaces it. */
  save(profileId: number, subscription: BrowserPushSubscription): Promise<void>;
  /** Drops the endpoint's row when one of these profiles holds it. */
  drop(profileIds: readonly number[], endpoint: string): Promise<void>;
}
export const PushSubscriptionStore: ServiceIdentifier<PushSubscriptionStore> =
  Symbol.for('alerts.PushSubscriptionStore');

/** The VAPID public key browsers subscribe with (the server's push keys). */
export const PushPublicKey: ServiceIdentifier<string> = Symbol.for('alerts.PushPublicKey');

/**
 * The outbound-URL check (docs/security.md "Outbound URLs"): whether a URL a visitor gave us, that
 * a job will later call, is https on a name or address of the public internet.
 */
export interface OutboundUrls {
  accepts(url: string): Promise<boolean>;
}
export const OutboundUrls: ServiceIdentifier<OutboundUrls> = Symbol.for('alerts.OutboundUrls');

/** A profile's alert address: what proves it (domain/alerts/alertAddressConfirmation) and the link pending for it. */
export interface AlertAddressState {
  evidence: AlertAddressEvidence;
  pending: PendingConfirmation | null;
}

/**
 * Confirmed alert addresses and pending confirmation links (docs/security.md "Mail to
 * unconfirmed addresses"): stored and read; the rule is the domain's. Only a token's hash is kept.
 * SQL only: the documents give no call for it (what a service must keep instead: README.md).
 */
export interface AlertAddresses {
  /**
   * The address a profile's e-mail alerts go to, with its evidence; undefined when the profile has
   * no e-mail or no saved search with e-mail alerts.
   */
  ofProfile(profileId: number): Promise<AlertAddressState | undefined>;
  /**
   * A new pending confirmation for the address: answers the link's token, or undefined when the
   * address is confirmed or holds a link sent after `replacingSentBefore` (a concurrent request
   * won). A new link replaces a lapsed one.
   */
  beginConfirmation(address: string, now: Date, replacingSentBefore: Date): Promise<string | undefined>;
  /** The confirmation a link's token stands for, if any. */
  findByToken(token: string): Promise<StoredConfirmation | null>;
  /** Marks the token's address confirmed (kept if it already was). */
  confirm(token: string, now: Date): Promise<void>;
}
export const AlertAddresses: ServiceIdentifier<AlertAddresses> = Symbol.for('alerts.AlertAddresses');

/** The one confirmation e-mail for an alert address, in the visitor's language, through the outbox. */
export interface AlertConfirmationMails {
  confirmation(mail: { to: string; token: string; culture: string; portalId: string }): Promise<void>;
}
export const AlertConfirmationMails: ServiceIdentifier<AlertConfirmationMails> = Symbol.for(
  'alerts.AlertConfirmationMails',
);

export const AlertsClock: ServiceIdentifier<Clock> = Symbol.for('alerts.Clock');
