import type { Context } from 'koa';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { sendDomainError } from './serviceError';

export interface AnswerOptions {
  status?: number;
  /** A shared-cacheable answer (document 001 §9 lifetimes); the edge drops it if a cookie goes along. */
  publicMaxAge?: number;
}

/** Maps a handler's Result to the answer: the value as JSON, or the error with its status from the one table. */
export function answer<T>(ctx: Context, result: Result<T, DomainError>, options: AnswerOptions = {}): void {
  if (!result.ok) return sendDomainError(ctx, result.error);
  ctx.status = options.status ?? 200;
  ctx.set(
    'Cache-Control',
    options.publicMaxAge !== undefined ? `public, max-age=${options.publicMaxAge}` : 'private, no-store',
  );
  ctx.body = result.value;
}
