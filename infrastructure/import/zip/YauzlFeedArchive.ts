import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { AgencyFeed, FeedArchive } from '#application/import/ports';
import {
  admitEntry,
  ArchiveErrors,
  type ArchiveLimits,
  type ArchiveTally,
  entryKind,
} from '#domain/import/archiveLimits';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';

/** yauzl's own refusals of an entry name (its validateFileName), which are ours too. */
const UNSAFE_NAME = /^(?:absolute path|invalid relative path|invalid characters in fileName): (.*)$/s;

class Refused extends Error {
  constructor(readonly error: DomainError) {
    super(error.code);
  }
}

/**
 * A feed zip read with yauzl (thejoshwolfe/yauzl): it reads the central directory rather than
 * scanning for local headers, refuses unsafe names itself (absolute, `..`, backslashes with
 * strictFileNames), and checks that each entry inflates to exactly the size it declares
 * (validateEntrySizes), so the sizes the limits are checked on are the sizes the bytes have: an
 * entry that lies is cut off at its declared size and refused. Each entry is admitted by the
 * domain's limits before it is inflated; entries are inflated one at a time, only the XML and the
 * pictures, into memory (nothing is written to disk).
 */
export class YauzlFeedArchive implements FeedArchive {
  async read(zip: Buffer, limits: ArchiveLimits): Promise<Result<AgencyFeed, DomainError>> {
    let zipfile: ZipFile;
    try {
      zipfile = await open(zip);
    } catch (error) {
      return err(refusalOf(error));
    }
    try {
      if (zipfile.entryCount > limits.maxEntries) return err(ArchiveErrors.tooManyEntries(limits.maxEntries));
      return ok(await this.entries(zipfile, limits));
    } catch (error) {
      return err(refusalOf(error));
    } finally {
      zipfile.close();
    }
  }

  private async entries(zipfile: ZipFile, limits: ArchiveLimits): Promise<AgencyFeed> {
    let tally: ArchiveTally = { entries: 0, totalBytes: 0 };
    let xml: Buffer | undefined;
    const images = new Map<string, Buffer>();
    for (let entry = await nextEntry(zipfile); entry; entry = await nextEntry(zipfile)) {
      const admitted = admitEntry(
        { name: entry.fileName, compressedSize: entry.compressedSize, uncompressedSize: entry.uncompressedSize },
        tally,
        limits,
      );
      if (!admitted.ok) throw new Refused(admitted.error);
      tally = admitted.value;
      const kind = entryKind(entry.fileName);
      if (kind === 'directory' || kind === 'other') continue;
      if (entry.isEncrypted()) throw new Refused(ArchiveErrors.encrypted(entry.fileName));
      if (kind === 'feed' && xml) throw new Refused(ArchiveErrors.severalFeeds());
      const bytes = await inflate(zipfile, entry, limits.maxEntryBytes);
      if (kind === 'feed') xml = bytes;
      else images.set(entry.fileName, bytes);
    }
    if (!xml) throw new Refused(ArchiveErrors.noFeed());
    return { xml, images };
  }
}

function open(zip: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      zip,
      { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true, strictFileNames: true },
      (error, zipfile) => (error ? reject(error) : resolve(zipfile)),
    );
  });
}

/** The next entry of the central directory, or undefined at its end. */
function nextEntry(zipfile: ZipFile): Promise<Entry | undefined> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zipfile.off('entry', onEntry);
      zipfile.off('end', onEnd);
      zipfile.off('error', onError);
    };
    const onEntry = (entry: Entry) => (cleanup(), resolve(entry));
    const onEnd = () => (cleanup(), resolve(undefined));
    const onError = (error: Error) => (cleanup(), reject(error));
    zipfile.on('entry', onEntry);
    zipfile.on('end', onEnd);
    zipfile.on('error', onError);
    zipfile.readEntry();
  });
}

/** One entry's bytes, cut off past `maxBytes` whatever it declared (yauzl also holds it to its declared size). */
function inflate(zipfile: ZipFile, entry: Entry, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zipfile.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          stream.destroy();
          reject(new Refused(ArchiveErrors.entryTooLarge(entry.fileName, maxBytes)));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks, size)));
    });
  });
}

function refusalOf(error: unknown): DomainError {
  if (error instanceof Refused) return error.error;
  const message = error instanceof Error ? error.message : String(error);
  const unsafe = UNSAFE_NAME.exec(message);
  if (unsafe) return ArchiveErrors.unsafeName(unsafe[1]);
  // yauzl's messages name the structural fault ("invalid central directory file header signature",
  // "too many bytes in the stream", an inflate error): said as they are, cut short.
  return ArchiveErrors.invalid(message.slice(0, 120));
}
