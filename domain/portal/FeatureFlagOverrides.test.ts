import { effectiveFeatureFlags, parseFlagOverrides, serializeFlagOverrides } from './FeatureFlagOverrides';
import type { FeatureFlags } from './Portal';

const portalFlags: FeatureFlags = {
  PS_FLAG_CHAT: true,
  PS_FLAG_MSG_COUNTER: true,
  PS_FLAG_AVIF: true,
  PS_FLAG_SWITCH_TO_DASHBOARD: true,
};

describe('feature flag overrides (debug panel)', () => {
  it('reads known flags set on or off and drops everything else', () => {
    expect(parseFlagOverrides('PS_FLAG_CHAT:off|PS_FLAG_AVIF:on')).toEqual({ PS_FLAG_CHAT: false, PS_FLAG_AVIF: true });
    expect(parseFlagOverrides('PS_FLAG_ADMIN:on|PS_FLAG_CHAT:maybe|PS_FLAG_AVIF:on:x|__proto__:on')).toEqual({});
    expect(parseFlagOverrides(encodeURIComponent('PS_FLAG_SWITCH_TO_DASHBOARD:off'))).toEqual({
      PS_FLAG_SWITCH_TO_DASHBOARD: false,
    });
    expect(parseFlagOverrides('%E0%A4%A')).toEqual({});
    expect(parseFlagOverrides(undefined)).toEqual({});
    expect(parseFlagOverrides(`PS_FLAG_CHAT:off|${'x'.repeat(600)}`)).toEqual({});
  });

  it('writes a stable cookie value that reads back the same', () => {
    const overrides = { PS_FLAG_SWITCH_TO_DASHBOARD: false, PS_FLAG_CHAT: true };
    expect(serializeFlagOverrides(overrides)).toBe('PS_FLAG_CHAT:on|PS_FLAG_SWITCH_TO_DASHBOARD:off');
    expect(parseFlagOverrides(serializeFlagOverrides(overrides))).toEqual(overrides);
    expect(serializeFlagOverrides({})).toBe('');
  });

  it('lays the overrides over the portal flags in debug mode only', () => {
    const overrides = parseFlagOverrides('PS_FLAG_SWITCH_TO_DASHBOARD:off|PS_FLAG_MSG_COUNTER:off');
    expect(effectiveFeatureFlags(portalFlags, overrides, true)).toEqual({
      ...portalFlags,
      PS_FLAG_SWITCH_TO_DASHBOARD: false,
      PS_FLAG_MSG_COUNTER: false,
    });
    // A forged cookie in production changes nothing, and the portal's own object is returned untouched.
    expect(effectiveFeatureFlags(portalFlags, overrides, false)).toBe(portalFlags);
    expect(portalFlags.PS_FLAG_SWITCH_TO_DASHBOARD).toBe(true);
  });
});
