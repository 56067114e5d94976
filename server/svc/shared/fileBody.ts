import type { Context } from 'koa';
import { BadRequest } from './serviceError';

/** The media types a file upload may declare; what the bytes are is decided by their content. */
const FILE_TYPES = [
  'application/zip',
  'application/x-zip-compressed',
  'application/xml',
  'text/xml',
  'application/octet-stream',
];

/**
 * The body of a `body: 'file'` route (application/shared/svcRoute), read whole up to `limit` bytes:
 * a larger declared length is refused before a byte is read, a longer stream as soon as it passes
 * the limit (413). Not compressed (a gzip body is a decompression bomb's door; a zip is read by
 * the import within its own limits). Refusals are BadRequest values answered `{code, message, field}`.
 */
export async function fileBody(ctx: Context, limit: number): Promise<Buffer> {
  const encoding = (ctx.get('content-encoding') || 'identity').toLowerCase();
  if (encoding !== 'identity')
    throw new BadRequest('UNSUPPORTED_ENCODING', 'request bodies must not be compressed', 'file', 415);
  if (!ctx.get('content-type') || !ctx.is(FILE_TYPES))
    throw new BadRequest(
      'UNSUPPORTED_MEDIA_TYPE',
      'the body must be the feed file: application/xml or application/zip',
      'file',
      415,
    );
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge(limit);
    chunks.push(chunk);
  }
  if (size === 0) throw new BadRequest('FEED_EMPTY', 'The feed is empty', 'file');
  return Buffer.concat(chunks, size);
}

const tooLarge = (limit: number) =>
  new BadRequest('FEED_TOO_LARGE', `The file may be at most ${Math.round(limit / (1024 * 1024))} MB`, 'file', 413);
