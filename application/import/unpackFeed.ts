import { FeedErrors, isZip, precheckFeed } from '#domain/import/feedPrecheck';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { AgencyFeed, FeedArchive, ImportLimits } from './ports';

export const feedTooLarge = (maxBytes: number): DomainError =>
  domainError('TOO_LARGE', 'FEED_TOO_LARGE', `The file may be at most ${Math.round(maxBytes / (1024 * 1024))} MB`, {
    field: 'file',
    values: { max: maxBytes },
  });

/**
 * The bytes an agency sent or its feed URL answered, as a feed: a zip is read within the archive
 * limits (its one .xml and its pictures), anything else is taken as the XML itself; either way the
 * XML passes the pre-check (encoding, no DOCTYPE) before the parser sees it. Used by the upload and
 * by the scheduled pull alike, so both refuse the same files.
 */
export async function unpackFeed(
  bytes: Buffer,
  archive: FeedArchive,
  limits: ImportLimits,
): Promise<Result<AgencyFeed, DomainError>> {
  if (bytes.length === 0) return err(FeedErrors.empty());
  if (bytes.length > limits.maxFeedBytes) return err(feedTooLarge(limits.maxFeedBytes));
  let feed: AgencyFeed = { xml: bytes, images: new Map() };
  if (isZip(bytes)) {
    const read = await archive.read(bytes, limits.archive);
    if (!read.ok) return read;
    feed = read.value;
  }
  const checked = precheckFeed(feed.xml);
  return checked.ok ? ok(feed) : checked;
}
