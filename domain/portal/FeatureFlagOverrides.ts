import type { FeatureFlags } from './Portal';

/**
 * Feature flag overrides from the debug panel (document 000 §2 "Debug panel: edit feature flags").
 * A developer's choice for one browser, kept in a cookie so the server renders with it too. It is
 * visitor input: only known flags with on/off count, and outside debug mode it is ignored
 * entirely, so a forged cookie can never switch a feature in production.
 */
export const FEATURE_FLAG_NAMES = [
  'PS_FLAG_CHAT',
  'PS_FLAG_MSG_COUNTER',
  'PS_FLAG_AVIF',
  'PS_FLAG_SWITCH_TO_DASHBOARD',
] as const satisfies readonly (keyof FeatureFlags)[];
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];
export type FeatureFlagOverrides = Partial<Record<FeatureFlagName, boolean>>;

/** Not one of the documented ps4: local keys: the server must see it, so it is a cookie. */
export const FLAG_OVERRIDES_COOKIE = 'debugFlags';
/** A developer's session, not a preference: a day is enough and a forgotten override fades away. */
export const FLAG_OVERRIDES_MAX_AGE_S = 24 * 3600;

const isFlagName = (name: string): name is FeatureFlagName => (FEATURE_FLAG_NAMES as readonly string[]).includes(name);

/** 'PS_FLAG_CHAT:off|PS_FLAG_AVIF:on' → { PS_FLAG_CHAT: false, PS_FLAG_AVIF: true }; anything unknown is dropped. */
export function parseFlagOverrides(raw: string | null | undefined): FeatureFlagOverrides {
  if (!raw || raw.length > 500) return {};
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return {};
  }
  const overrides: FeatureFlagOverrides = {};
  for (const entry of text.split('|')) {
    const [name, value, extra] = entry.split(':');
    if (extra !== undefined || !isFlagName(name) || (value !== 'on' && value !== 'off')) continue;
    overrides[name] = value === 'on';
  }
  return overrides;
}

/** The cookie value for a set of overrides ('' when there is none), in a stable order. */
export function serializeFlagOverrides(overrides: FeatureFlagOverrides): string {
  return FEATURE_FLAG_NAMES.filter((name) => overrides[name] !== undefined)
    .map((name) => `${name}:${overrides[name] ? 'on' : 'off'}`)
    .join('|');
}

/** The flags a request runs with: the portal's, with the overrides laid over them in debug mode only. */
export function effectiveFeatureFlags(
  portalFlags: FeatureFlags,
  overrides: FeatureFlagOverrides,
  debug: boolean,
): FeatureFlags {
  if (!debug) return portalFlags;
  const effective = { ...portalFlags };
  for (const name of FEATURE_FLAG_NAMES) {
    const value = overrides[name];
    if (value !== undefined) effective[name] = value;
  }
  return effective;
}
