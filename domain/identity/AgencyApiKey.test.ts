import type { Caller } from './AccessPolicy';
import { agencyApiKeyFrom, keyMayActFor, mayIssueAgencyApiKey, parseAgencyApiKey } from './AgencyApiKey';

const RANDOM = 'A'.repeat(42) + 'Q';
const admin = (accountId: number, state: Caller['session']['state'] = 'UserAuthenticated'): Caller => ({
  session: { userId: 7, state, profileIds: [1], identifiedUserProfileIds: [] },
  roles: [{ role: 'Admin', accountId }],
});

describe('agency API keys', () => {
  it('are agk_ and 43 base64url characters, and parse back', () => {
    const key = agencyApiKeyFrom(RANDOM);
    expect(key).toBe(`agk_${RANDOM}`);
    expect(parseAgencyApiKey(` ${key} `)).toEqual({ ok: true, value: key });
    expect(() => agencyApiKeyFrom('short')).toThrow();
  });

  it('refuse a missing header as API_KEY_MISSING and any other shape as API_KEY_INVALID (401, before a lookup)', () => {
    const missing = parseAgencyApiKey(undefined);
    expect(!missing.ok && [missing.error.code, missing.error.kind]).toEqual(['API_KEY_MISSING', 'UNAUTHORIZED']);
    for (const header of [
      `agk_${RANDOM}x`,
      `agx_${RANDOM}`,
      `Bearer agk_${RANDOM}`,
      `agk_${'A'.repeat(42)}=`,
      'agk_',
    ]) {
      const parsed = parseAgencyApiKey(header);
      expect(!parsed.ok && parsed.error.code).toBe('API_KEY_INVALID');
    }
  });

  it('are issued by a signed-in admin of that account only', () => {
    expect(mayIssueAgencyApiKey(admin(5), 5).ok).toBe(true);
    const other = mayIssueAgencyApiKey(admin(5), 6);
    expect(!other.ok && [other.error.code, other.error.kind]).toEqual(['NOT_AGENCY_ADMIN', 'FORBIDDEN']);
    expect(mayIssueAgencyApiKey(admin(5, 'UserIdentifiedByEmail'), 5).ok).toBe(false);
    const agent: Caller = { ...admin(5), roles: [{ role: 'Agent', accountId: 5 }] };
    expect(mayIssueAgencyApiKey(agent, 5).ok).toBe(false);
  });

  it('act for their own agency only', () => {
    expect(keyMayActFor(5, 5).ok).toBe(true);
    const other = keyMayActFor(5, 6);
    expect(!other.ok && other.error.kind).toBe('FORBIDDEN');
  });
});
