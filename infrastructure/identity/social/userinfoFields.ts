import type { SocialIdentity } from './SocialUpstream';

/**
 * Where a plain OAuth 2.0 provider's userinfo JSON keeps each value, as dotted paths: Facebook
 * `id`/`email`/`name`, LinkedIn `sub`/`email`/`name`/`email_verified`, GitHub `id`/`email`/`name`.
 */
export interface UserinfoFields {
  id: string;
  email: string;
  name: string;
  /** A boolean the provider sets when it verified the address (e.g. `email_verified`). */
  emailVerified?: string;
}

export const DEFAULT_USERINFO_FIELDS: UserinfoFields = { id: 'id', email: 'email', name: 'name' };

/**
 * The person in a userinfo answer, or undefined without an id. An e-mail counts as verified when the
 * mapped flag says so, or when the provider is configured as releasing only verified addresses
 * (Facebook does); otherwise it may register nobody and join no account (SignInWithSocial's rule).
 */
export function identityFromUserinfo(
  userinfo: unknown,
  fields: UserinfoFields,
  emailsVerified: boolean,
): SocialIdentity | undefined {
  const id = valueAt(userinfo, fields.id);
  // Numeric ids (GitHub, some Facebook clients) are stable too: kept as their decimal text.
  const subject =
    typeof id === 'string' ? id.trim() : typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : '';
  if (!subject) return undefined;
  const email = text(valueAt(userinfo, fields.email));
  const name = text(valueAt(userinfo, fields.name));
  const flagged = fields.emailVerified ? valueAt(userinfo, fields.emailVerified) : undefined;
  return {
    subject,
    ...(email ? { email } : {}),
    ...(name ? { name } : {}),
    emailVerified: !!email && (fields.emailVerified ? flagged === true || flagged === 'true' : emailsVerified),
  };
}

function valueAt(source: unknown, path: string): unknown {
  let current = source;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
