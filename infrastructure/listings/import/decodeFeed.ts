import { type DomainError, invalid } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';

export const feedNotReadable = (message: string): DomainError =>
  invalid('FEED_NOT_READABLE', `Feed not readable: ${message}`, 'feed');

/** Encodings the feeds' software writes: UTF-8 (the XML default), and Latin-1 from older German exporters. */
const DECODERS: Readonly<Record<string, string>> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'iso-8859-1': 'windows-1252',
  'iso-8859-15': 'iso-8859-15',
  latin1: 'windows-1252',
  'windows-1252': 'windows-1252',
};

/**
 * The feed's text. Bytes are decoded as the XML declaration says (UTF-8 when it says nothing,
 * as XML 1.0 §4.3.3 has it), strictly: a byte sequence that is not of that encoding refuses the
 * whole feed rather than import listings with garbled names. A UTF-16 feed must start with its BOM.
 */
export function decodeFeed(feed: string | Uint8Array): Result<string, DomainError> {
  if (typeof feed === 'string') return ok(feed.startsWith('\uFEFF') ? feed.slice(1) : feed);
  if (feed[0] === 0xff && feed[1] === 0xfe) return strict('utf-16le', feed.subarray(2));
  if (feed[0] === 0xfe && feed[1] === 0xff) return strict('utf-16be', feed.subarray(2));
  const bom = feed[0] === 0xef && feed[1] === 0xbb && feed[2] === 0xbf;
  const body = bom ? feed.subarray(3) : feed;
  const head = Buffer.from(body.subarray(0, 200)).toString('latin1');
  const declared = /^<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/u.exec(head)?.[1]?.toLowerCase();
  const encoding = declared === undefined ? 'utf-8' : DECODERS[declared];
  if (!encoding || (bom && encoding !== 'utf-8')) return err(feedNotReadable(`encoding ${declared} is not supported`));
  return strict(encoding, body);
}

function strict(encoding: string, bytes: Uint8Array): Result<string, DomainError> {
  try {
    return ok(new TextDecoder(encoding, { fatal: true }).decode(bytes));
  } catch {
    return err(feedNotReadable(`the bytes are not valid ${encoding.toUpperCase()}`));
  }
}
