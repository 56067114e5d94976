import { isPublicAddress, PublicHttpsEndpoints } from './PublicHttpsEndpoints';

describe('the outbound-URL rule (docs/security.md "Outbound URLs")', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:10.0.0.1',
    '[::1]',
  ])('%s is not public', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['8.8.8.8', '142.250.185.74', '2a00:1450:4001:80b::200a'])('%s is public', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );

  it('accepts an https name only when every address it resolves to is public', async () => {
    const resolved: Record<string, string[]> = {
      'fcm.googleapis.com': ['142.250.185.74'],
      'rebind.example': ['8.8.8.8', '127.0.0.1'],
    };
    const rule = new PublicHttpsEndpoints({ lookup: async (host) => resolved[host] ?? [] });
    expect(await rule.accepts('https://fcm.googleapis.com/fcm/send/x')).toBe(true);
    expect(await rule.accepts('http://fcm.googleapis.com/fcm/send/x')).toBe(false);
    expect(await rule.accepts('https://rebind.example/x')).toBe(false);
    expect(await rule.accepts('https://unknown.example/x')).toBe(false);
    expect(await rule.accepts('https://user:pw@fcm.googleapis.com/x')).toBe(false);
  });

  it("lets a test's own origin through, and nothing else private", async () => {
    const rule = new PublicHttpsEndpoints({ allowOrigins: ['https://127.0.0.1:4443'] });
    expect(await rule.accepts('https://127.0.0.1:4443/push/a')).toBe(true);
    expect(await rule.accepts('https://127.0.0.1:22/')).toBe(false);
  });
});
