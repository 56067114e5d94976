import type { Context } from 'koa';
import { IdentityErrors } from '#application/identity/IdentityErrors';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i;

/** The JWT of `Authorization: Bearer …`: undefined without the header, TOKEN_INVALID when it is not a bearer JWT. */
export function bearerOf(ctx: Context): Result<string | undefined, DomainError> {
  const header = ctx.get('authorization');
  if (!header) return ok(undefined);
  const match = BEARER.exec(header.trim());
  return match ? ok(match[1]) : err(IdentityErrors.invalidToken());
}
