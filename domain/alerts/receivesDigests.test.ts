import { receivesDigests } from './receivesDigests';

const confirmed = { confirmedByLinkAt: new Date('2026-06-01T00:00:00Z'), owner: null };

describe('receivesDigests (docs/security.md "Mail to unconfirmed addresses")', () => {
  it('needs e-mail alerts, an address and its confirmation', () => {
    expect(receivesDigests({ notifications: ['Email'], email: 'a@example.ch', evidence: confirmed })).toBe(true);
    expect(receivesDigests({ notifications: ['PushNotification'], email: 'a@example.ch', evidence: confirmed })).toBe(
      false,
    );
    expect(receivesDigests({ notifications: ['Email'], email: null, evidence: confirmed })).toBe(false);
    expect(
      receivesDigests({
        notifications: ['Email'],
        email: 'a@example.ch',
        evidence: { confirmedByLinkAt: null, owner: null },
      }),
    ).toBe(false);
  });

  it("takes the owner's proven sign-in e-mail as confirmation of the same address", () => {
    const owner = { signInEmail: 'A@example.ch ', emailProven: true };
    expect(
      receivesDigests({
        notifications: ['Email'],
        email: 'a@example.ch',
        evidence: { confirmedByLinkAt: null, owner },
      }),
    ).toBe(true);
  });
});
