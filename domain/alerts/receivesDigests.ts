import { type AlertAddressEvidence, isAlertAddressConfirmed } from './alertAddressConfirmation';

/**
 * Whether a saved search gets e-mail digests: subscribed by e-mail (document 001 §4 "Alerts": the
 * notifications list holds the channel), its owner has an address, and that address is confirmed
 * (docs/security.md "Mail to unconfirmed addresses"). The others are not matched at all.
 */
export function receivesDigests(search: {
  notifications: readonly string[];
  email: string | null | undefined;
  evidence: Omit<AlertAddressEvidence, 'address'>;
}): boolean {
  if (!search.email || !search.notifications.includes('Email')) return false;
  return isAlertAddressConfirmed({ ...search.evidence, address: search.email });
}
