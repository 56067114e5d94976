import { domainError, type DomainError } from '../shared/DomainError';
import { err, ok, type Result } from '../shared/Result';
import { isAdminOf } from './AccountRoles';
import type { Caller } from './AccessPolicy';
import { isFullUser } from './AuthenticationRules';

/**
 * An agency's API key (docs/import-api.md): what an agency's own software sends, in the
 * `X-Api-Key` header, to call the import API without a person signing in. One key per agency
 * account: issuing a key replaces the one before at once (a leaked key stops working the moment
 * the admin rotates it). The key is shown once, when issued; only its hash is kept.
 *
 * Its shape: a fixed prefix (so secret scanners and people recognise it) and 256 random bits,
 * base64url (43 characters).
 */
export const AGENCY_API_KEY_PREFIX = 'agk_';
const KEY_SHAPE = /^agk_[A-Za-z0-9_-]{43}$/;

export const AgencyApiKeyErrors = {
  missing: () =>
    domainError('UNAUTHORIZED', 'API_KEY_MISSING', 'The X-Api-Key header is required', { field: 'X-Api-Key' }),
  invalid: () => domainError('UNAUTHORIZED', 'API_KEY_INVALID', 'The API key is not valid', { field: 'X-Api-Key' }),
  /** The key is valid but names another agency than the path: answered like an unknown agency. */
  otherAgency: () =>
    domainError('FORBIDDEN', 'API_KEY_OTHER_AGENCY', 'The API key is not this agency’s', { field: 'agencyId' }),
  /** Only an admin of the agency account issues its key (document 000 §3 account roles). */
  notAdmin: () =>
    domainError('FORBIDDEN', 'NOT_AGENCY_ADMIN', 'Only an admin of the agency may issue its API key', {
      field: 'accountId',
    }),
} as const;

/** The key from its header: well-formed, or refused before any lookup (a malformed key costs no query). */
export function parseAgencyApiKey(header: string | undefined): Result<string, DomainError> {
  if (header === undefined || header.trim() === '') return err(AgencyApiKeyErrors.missing());
  const key = header.trim();
  return KEY_SHAPE.test(key) ? ok(key) : err(AgencyApiKeyErrors.invalid());
}

/** A key in its shape, from 32 random bytes already base64url-encoded (randomness comes from outside). */
export function agencyApiKeyFrom(randomBase64Url: string): string {
  const key = `${AGENCY_API_KEY_PREFIX}${randomBase64Url}`;
  if (!KEY_SHAPE.test(key)) throw new Error('an agency API key needs 32 random bytes, base64url');
  return key;
}

/** Who may issue (and so rotate) an agency's key: a signed-in admin of that account. */
export function mayIssueAgencyApiKey(caller: Caller, accountId: number): Result<void, DomainError> {
  return isFullUser(caller.session) && caller.session.userId !== null && isAdminOf(caller.roles, [accountId])
    ? ok(undefined)
    : err(AgencyApiKeyErrors.notAdmin());
}

/** A key authenticates its agency only: a call about another agency is refused. */
export function keyMayActFor(keyAgencyId: number, agencyId: number): Result<void, DomainError> {
  return keyAgencyId === agencyId ? ok(undefined) : err(AgencyApiKeyErrors.otherAgency());
}

/** Who calls with a valid agency API key: the agency account it was issued for. */
export interface AgencyCaller {
  agencyId: number;
}
