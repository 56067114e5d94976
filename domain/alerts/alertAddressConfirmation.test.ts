import {
  confirmationStep,
  isAlertAddressConfirmed,
  isConfirmationTokenShaped,
  mayConfirm,
  type AlertAddressEvidence,
} from './alertAddressConfirmation';

const now = new Date('2026-06-10T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const guest = (address = 'anna@example.ch'): AlertAddressEvidence => ({
  address,
  confirmedByLinkAt: null,
  owner: null,
});

// docs/security.md "Mail to unconfirmed addresses": "Alerts go only to an address that has
// confirmed (one confirmation e-mail, then nothing until it is confirmed)".
describe('isAlertAddressConfirmed', () => {
  it('refuses the address a guest typed', () => {
    expect(isAlertAddressConfirmed(guest())).toBe(false);
  });

  it('accepts an address whose holder clicked the confirmation link', () => {
    expect(isAlertAddressConfirmed({ ...guest(), confirmedByLinkAt: daysAgo(1) })).toBe(true);
  });

  it("accepts the profile's own user's proven sign-in e-mail, whatever its case", () => {
    const owner = { signInEmail: 'Anna@Example.ch', emailProven: true };
    expect(isAlertAddressConfirmed({ ...guest(), owner })).toBe(true);
  });

  it('refuses a full user whose e-mail was never proven', () => {
    const owner = { signInEmail: 'anna@example.ch', emailProven: false };
    expect(isAlertAddressConfirmed({ ...guest(), owner })).toBe(false);
  });

  it("refuses another address typed on a full user's profile: the proof is for the sign-in e-mail only", () => {
    const owner = { signInEmail: 'anna@example.ch', emailProven: true };
    expect(isAlertAddressConfirmed({ ...guest('victim@example.ch'), owner })).toBe(false);
  });
});

describe('confirmationStep', () => {
  it('sends one confirmation for an unconfirmed address with none pending', () => {
    expect(confirmationStep(guest(), null, now)).toBe('sendConfirmation');
  });

  it('sends nothing more while the link mailed is still valid (a second save)', () => {
    expect(confirmationStep(guest(), { sentAt: daysAgo(0) }, now)).toBe('awaitConfirmation');
    expect(confirmationStep(guest(), { sentAt: daysAgo(6.9) }, now)).toBe('awaitConfirmation');
  });

  it('may send a new one once the link has lapsed (7 days): at most one a week', () => {
    expect(confirmationStep(guest(), { sentAt: daysAgo(7) }, now)).toBe('sendConfirmation');
  });

  it('sends nothing to a confirmed address', () => {
    expect(confirmationStep({ ...guest(), confirmedByLinkAt: daysAgo(30) }, null, now)).toBe('confirmed');
  });
});

describe('mayConfirm', () => {
  it('confirms with a link of the week', () => {
    expect(mayConfirm({ sentAt: daysAgo(6), confirmedAt: null }, now).ok).toBe(true);
  });

  it('refuses an unknown token (404) and a lapsed link (410), naming the token', () => {
    const unknown = mayConfirm(null, now);
    expect(!unknown.ok && unknown.error).toMatchObject({ kind: 'NOT_FOUND', field: 'token' });
    const lapsed = mayConfirm({ sentAt: daysAgo(8), confirmedAt: null }, now);
    expect(!lapsed.ok && lapsed.error).toMatchObject({ kind: 'GONE', code: 'CONFIRMATION_EXPIRED' });
  });

  it('lets a used link confirm again (a second press changes nothing)', () => {
    expect(mayConfirm({ sentAt: daysAgo(30), confirmedAt: daysAgo(29) }, now).ok).toBe(true);
  });
});

describe('isConfirmationTokenShaped', () => {
  it('takes 43 base64url characters only', () => {
    expect(isConfirmationTokenShaped('a'.repeat(43))).toBe(true);
    expect(isConfirmationTokenShaped('a'.repeat(42))).toBe(false);
    expect(isConfirmationTokenShaped(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isConfirmationTokenShaped(['a'.repeat(43)])).toBe(false);
  });
});
