import type { Context, Middleware } from 'koa';
import { BadRequest } from './serviceError';
import { checkKey, checkText, parseJson } from './requestText';

declare module 'koa' {
  interface Request {
    body?: unknown;
  }
}

export interface JsonBodyOptions {
  /** Bytes; larger bodies are refused with 413 before they are read whole. */
  limit: number;
  /** Also accept application/x-www-form-urlencoded (the /svc services did). */
  form?: boolean;
}

/**
 * The one request-body reader (for /svc, /login and /auth): JSON (optionally a form) up to a size,
 * with a depth limit, prototype-safe, without control characters; only identity encoding (nobody's
 * browser compresses a request, and an inflater is a decompression bomb's door). Refusals are
 * BadRequest values the error edge answers with `{code, message, field}`.
 */
export function jsonBody(options: JsonBodyOptions): Middleware {
  return async (ctx, next) => {
    if (ctx.request.body === undefined && hasBody(ctx)) ctx.request.body = await readBody(ctx, options);
    await next();
  };
}

function hasBody(ctx: Context): boolean {
  // A DELETE may carry a body (RFC 9110 §9.3.5): the browser's push unsubscribe names its endpoint there.
  if (ctx.method === 'GET' || ctx.method === 'HEAD' || ctx.method === 'OPTIONS') return false;
  return Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding') !== '';
}

export async function readBody(ctx: Context, options: JsonBodyOptions): Promise<unknown> {
  const encoding = (ctx.get('content-encoding') || 'identity').toLowerCase();
  if (encoding !== 'identity')
    throw new BadRequest('UNSUPPORTED_ENCODING', 'request bodies must not be compressed', null, 415);
  // No Content-Type at all: read as JSON, as the services always did.
  const type = ctx.get('content-type') ? ctx.is('json', 'urlencoded') : 'json';
  if (!type || (type === 'urlencoded' && !options.form))
    throw new BadRequest('UNSUPPORTED_MEDIA_TYPE', 'the body must be application/json', null, 415);
  const text = await readText(ctx, options.limit);
  if (text.trim() === '') return undefined;
  if (type === 'json') return parseJson(text);
  const form: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    checkKey(key);
    checkText(value, key);
    if (Object.hasOwn(form, key)) throw new BadRequest('PARAMETER_REPEATED', `${key} may be given once`, key);
    form[key] = value;
  }
  return form;
}

async function readText(ctx: Context, limit: number): Promise<string> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge(limit);
    chunks.push(chunk);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new BadRequest('INVALID_ENCODING', 'the body must be UTF-8');
  }
}

const tooLarge = (limit: number) =>
  new BadRequest('BODY_TOO_LARGE', `the body may be at most ${Math.round(limit / 1024)} KB`, null, 413);
