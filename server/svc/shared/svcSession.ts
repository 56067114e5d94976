import type { Context } from 'koa';
import type { CallerNeed as SvcCallerNeed } from '#application/shared/svcRoute';
import { IdentityErrors } from '#application/identity/IdentityErrors';
import { AccessTokenVerifier } from '#application/identity/ports';
import { AuthenticateAgency } from '#application/identity/tokens';
import type { AgencyCaller } from '#domain/identity/AgencyApiKey';
import { isFullUser } from '#domain/identity/AuthenticationRules';
import type { AuthSession } from '#domain/identity/TokenClaims';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { bearerOf } from './bearer';

/**
 * What a route that reads its caller needs (application/shared/svcRoute): without a bearer,
 * `session` answers 401 'Authorization headers is not defined' (document 000 §5).
 */
export type CallerNeed = Exclude<SvcCallerNeed, 'none' | 'agencyKey'>;

export type VerifiedSession = AuthSession;

const SESSION = Symbol('svcSession');

/**
 * The one authentication of /svc: the request's bearer, verified once however many times a route
 * asks (memoised on the request), then held to what the route needs. A malformed or refused token
 * is 401 TOKEN_INVALID for every route that reads it; `refusal` is the context's own answer when a
 * session is not enough (e.g. chat's "sign in" for a guest).
 */
export function sessionOf(ctx: Context, need: 'anyone'): Promise<Result<VerifiedSession | undefined, DomainError>>;
export function sessionOf(
  ctx: Context,
  need: 'session' | 'fullUser',
  refusal?: () => DomainError,
): Promise<Result<VerifiedSession, DomainError>>;
export async function sessionOf(
  ctx: Context,
  need: CallerNeed,
  refusal: () => DomainError = IdentityErrors.missingAuthorization,
): Promise<Result<VerifiedSession | undefined, DomainError>> {
  const state = ctx.state as { [SESSION]?: Promise<Result<VerifiedSession | undefined, DomainError>> };
  state[SESSION] ??= verifiedBearer(ctx);
  const session = await state[SESSION];
  if (!session.ok || need === 'anyone') return session;
  if (session.value === undefined) return err(need === 'session' ? IdentityErrors.missingAuthorization() : refusal());
  if (need === 'fullUser' && (!isFullUser(session.value) || session.value.userId === null)) return err(refusal());
  return session;
}

async function verifiedBearer(ctx: Context): Promise<Result<VerifiedSession | undefined, DomainError>> {
  const bearer = bearerOf(ctx);
  if (!bearer.ok) return bearer;
  if (bearer.value === undefined) return ok(undefined);
  const verified = await ctx.state.container.get(AccessTokenVerifier).verify(bearer.value);
  if (!verified.ok) return verified;
  const { expiresAt: _expiresAt, ...session } = verified.value;
  return ok(session);
}

const AGENCY = Symbol('svcAgency');

/**
 * The agency an `agencyKey` route's caller is (docs/import-api.md): the `X-Api-Key` header's key,
 * verified once per request like the bearer; a missing or unknown key is 401. The key is the
 * agency's software's credential, so a bearer sent with it is not read.
 */
export function agencyOf(ctx: Context): Promise<Result<AgencyCaller, DomainError>> {
  const state = ctx.state as { [AGENCY]?: Promise<Result<AgencyCaller, DomainError>> };
  const header = ctx.get('x-api-key');
  const agency = (state[AGENCY] ??= ctx.state.container
    .get(AuthenticateAgency)
    .execute(header === '' ? undefined : header));
  return agency;
}
