import { domainError, type DomainError } from '../shared/DomainError';
import { err, ok, type Result } from '../shared/Result';

/**
 * What an uploaded or pulled zip (the feed's XML and its pictures) may hold, checked entry by entry
 * from the archive's directory before anything is inflated, and again on the bytes as they inflate
 * (an archive may lie about its sizes). The numbers are settings (config/env.ts IMPORT_ZIP_*).
 */
export interface ArchiveLimits {
  maxEntries: number;
  /** Uncompressed bytes of all entries together. */
  maxTotalBytes: number;
  /** Uncompressed bytes of one entry. */
  maxEntryBytes: number;
  /** Uncompressed / compressed size of one entry, once it is larger than RATIO_FLOOR_BYTES. */
  maxRatio: number;
}

/** Below this, a high ratio is harmless (a 20 KB run of blanks is 200:1 and costs nothing). */
export const RATIO_FLOOR_BYTES = 1024 * 1024;
const NAME_MAX = 255;

export interface ArchiveEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

export interface ArchiveTally {
  entries: number;
  totalBytes: number;
}

const tooLarge = (code: string, message: string, values: Record<string, string | number>) =>
  domainError('TOO_LARGE', code, message, { field: 'file', values });

export const ArchiveErrors = {
  tooManyEntries: (max: number) => tooLarge('ZIP_TOO_MANY_ENTRIES', `The zip may hold at most ${max} files`, { max }),
  tooLarge: (max: number) =>
    tooLarge('ZIP_TOO_LARGE', `The zip's files may add up to at most ${mb(max)} MB uncompressed`, { max }),
  entryTooLarge: (name: string, max: number) =>
    tooLarge('ZIP_ENTRY_TOO_LARGE', `${name} is larger than ${mb(max)} MB uncompressed`, { name, max }),
  ratioTooHigh: (name: string, max: number) =>
    tooLarge('ZIP_RATIO_TOO_HIGH', `${name} expands more than ${max} times: refused as a zip bomb`, { name, max }),
  unsafeName: (name: string) =>
    domainError('INVALID', 'ZIP_ENTRY_NAME_REFUSED', `The zip entry name ${JSON.stringify(name)} is not allowed`, {
      field: 'file',
      values: { name },
    }),
  invalid: (reason: string) =>
    domainError('INVALID', 'ZIP_INVALID', `The zip cannot be read: ${reason}`, { field: 'file' }),
  encrypted: (name: string) =>
    domainError('INVALID', 'ZIP_ENCRYPTED', `${name} is encrypted`, { field: 'file', values: { name } }),
  noFeed: () => domainError('INVALID', 'ZIP_NO_FEED', 'The zip holds no .xml feed', { field: 'file' }),
  severalFeeds: () =>
    domainError('INVALID', 'ZIP_SEVERAL_FEEDS', 'The zip holds more than one .xml feed', { field: 'file' }),
} as const;

const mb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/**
 * An entry name the import accepts: relative, forward slashes, no `..` or `.` segment, no drive
 * letter, no control character. Nothing is written to disk under these names, but a name that would
 * climb out of a folder is a hostile archive, refused whole rather than guessed at.
 */
export function isSafeEntryName(name: string): boolean {
  if (name.length === 0 || name.length > NAME_MAX) return false;
  if (/[\u0000-\u001f\u007f\\]/.test(name)) return false;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false;
  return name
    .split('/')
    .every((segment, index, all) => (segment === '' ? index === all.length - 1 : segment !== '..' && segment !== '.'));
}

/** One more entry, with what was counted before it: refused by name, count, size or ratio, else the new tally. */
export function admitEntry(
  entry: ArchiveEntry,
  tally: ArchiveTally,
  limits: ArchiveLimits,
): Result<ArchiveTally, DomainError> {
  if (!isSafeEntryName(entry.name)) return err(ArchiveErrors.unsafeName(entry.name));
  if (tally.entries + 1 > limits.maxEntries) return err(ArchiveErrors.tooManyEntries(limits.maxEntries));
  if (entry.uncompressedSize > limits.maxEntryBytes)
    return err(ArchiveErrors.entryTooLarge(entry.name, limits.maxEntryBytes));
  if (tally.totalBytes + entry.uncompressedSize > limits.maxTotalBytes)
    return err(ArchiveErrors.tooLarge(limits.maxTotalBytes));
  if (
    entry.uncompressedSize > RATIO_FLOOR_BYTES &&
    entry.uncompressedSize > limits.maxRatio * Math.max(entry.compressedSize, 1)
  )
    return err(ArchiveErrors.ratioTooHigh(entry.name, limits.maxRatio));
  return ok({ entries: tally.entries + 1, totalBytes: tally.totalBytes + entry.uncompressedSize });
}

export type EntryKind = 'directory' | 'feed' | 'image' | 'other';

const IMAGE = /\.(jpe?g|png|webp|gif|avif|tiff?)$/i;

/** What an entry is to the import, by its name: the feed's XML, a picture, or something it skips. */
export function entryKind(name: string): EntryKind {
  if (name.endsWith('/')) return 'directory';
  const base = name.slice(name.lastIndexOf('/') + 1);
  // macOS archivers add __MACOSX/ and ._ resource forks beside every file: never a feed.
  if (name.startsWith('__MACOSX/') || base.startsWith('._')) return 'other';
  if (/\.xml$/i.test(base)) return 'feed';
  return IMAGE.test(base) ? 'image' : 'other';
}
