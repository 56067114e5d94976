import { domainError, type DomainError } from '../shared/DomainError';
import { err, ok, type Result } from '../shared/Result';

/**
 * What the import API checks of a feed's XML before the parser sees it (docs/import-api.md
 * "Limits"): bytes in an encoding it reads, XML at all, and no document type declaration. A
 * DOCTYPE is how entity expansion ("billion laughs") and external entities (XXE) get in; neither
 * OpenImmo nor Kyero needs one, so it is refused outright rather than parsed carefully.
 */
export const FeedErrors = {
  empty: () => domainError('INVALID', 'FEED_EMPTY', 'The feed is empty', { field: 'file' }),
  notXml: () => domainError('INVALID', 'FEED_NOT_XML', 'The feed is neither XML nor a zip', { field: 'file' }),
  unsupportedEncoding: (encoding: string) =>
    domainError('INVALID', 'FEED_ENCODING_UNSUPPORTED', `The feed's encoding ${encoding} is not supported: use UTF-8`, {
      field: 'file',
      values: { encoding },
    }),
  invalidEncoding: (encoding: string) =>
    domainError('INVALID', 'FEED_ENCODING_INVALID', `The feed is not valid ${encoding}`, {
      field: 'file',
      values: { encoding },
    }),
  doctype: () =>
    domainError('INVALID', 'FEED_DOCTYPE_REFUSED', 'A feed must not declare a DOCTYPE (entities are refused)', {
      field: 'file',
    }),
} as const;

/** Encodings OpenImmo and Kyero exports use; ISO-8859-1 is still common in OpenImmo 1.2.x files. */
const SINGLE_BYTE = new Set(['iso-8859-1', 'latin1', 'windows-1252', 'cp1252', 'iso-8859-15']);
const UTF8 = new Set(['utf-8', 'utf8', 'us-ascii', 'ascii']);

/** The encoding the feed says it has (its XML declaration), UTF-8 when it says none (XML 1.0 §4.3.3). */
export function declaredEncoding(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 256));
  const declaration =
    /^(?:\uFEFF|\u00EF\u00BB\u00BF)?\s*<\?xml\s[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]{1,40})["']/.exec(head);
  return (declaration?.[1] ?? 'utf-8').toLowerCase();
}

/** The feed's text, when its bytes are in a readable encoding, is XML, and declares no DOCTYPE. */
export function precheckFeed(bytes: Uint8Array): Result<{ encoding: string }, DomainError> {
  if (bytes.length === 0) return err(FeedErrors.empty());
  if ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xff && bytes[1] === 0xfe))
    return err(FeedErrors.unsupportedEncoding('utf-16'));
  const encoding = declaredEncoding(bytes);
  let text: string;
  if (UTF8.has(encoding)) {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return err(FeedErrors.invalidEncoding('UTF-8'));
    }
  } else if (SINGLE_BYTE.has(encoding)) {
    text = new TextDecoder('latin1').decode(bytes);
  } else return err(FeedErrors.unsupportedEncoding(encoding));
  if (text.includes('\u0000')) return err(FeedErrors.invalidEncoding(encoding.toUpperCase()));
  if (!/^\uFEFF?\s*</.test(text)) return err(FeedErrors.notXml());
  // Anywhere, not only in the prolog: a DOCTYPE after a comment is still one, and a CDATA text that
  // merely mentions it costs an agency nothing to avoid.
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text)) return err(FeedErrors.doctype());
  return ok({ encoding });
}

/** A zip starts with a local file header (or is an empty archive's end record). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05);
}
