import fs from 'node:fs';
import { type Database } from '../../db/DatabaseToken';
import { contentPages, contentRedirects } from '../../db/schema';
import { readContentFolder } from './readContentFolder';

export interface ContentSyncLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * Copies the content files into the database: at start-up (the first read waits for it) and, when
 * watching, whenever a file changes. The copy replaces the tables in one transaction, so a reader
 * sees the old pages or the new ones, never half of each; an unchanged folder is not written.
 */
export class ContentFileSync {
  private loaded?: Promise<void>;
  private lastHash?: string;
  private watcher?: fs.FSWatcher;
  private timer?: NodeJS.Timeout;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly db: Database,
    private readonly folder: string,
    private readonly log?: ContentSyncLog,
  ) {}

  /** Resolves once the files have been copied at least once. */
  ready(): Promise<void> {
    const loading =
      this.loaded ??
      this.sync().then(
        () => undefined,
        (error: unknown) => {
          this.loaded = undefined;
          throw error;
        },
      );
    this.loaded = loading;
    return loading;
  }

  /** Reads the folder and writes what changed; answers whether anything was written. */
  async sync(): Promise<boolean> {
    const folder = await readContentFolder(this.folder);
    for (const problem of folder.problems) this.log?.warn(problem, 'content file skipped');
    if (folder.hash === this.lastHash) return false;
    await this.db.transaction(async (tx) => {
      await tx.delete(contentPages);
      await tx.delete(contentRedirects);
      if (folder.pages.length > 0)
        await tx.insert(contentPages).values(
          folder.pages.map((page) => ({
            ...page,
            created: new Date(page.created),
            updated: new Date(page.updated),
            mainMedia: page.mainMedia ?? null,
          })),
        );
      if (folder.redirects.length > 0) await tx.insert(contentRedirects).values(folder.redirects);
    });
    this.lastHash = folder.hash;
    this.log?.info({ pages: folder.pages.length, redirects: folder.redirects.length }, 'content loaded');
    for (const listener of this.listeners) listener();
    return true;
  }

  /** Copies again a moment after any file of the folder changes (editors saving several files at once). */
  watch(): void {
    if (this.watcher) return;
    try {
      this.watcher = fs.watch(this.folder, { recursive: true }, () => {
        clearTimeout(this.timer);
        this.timer = setTimeout(() => {
          this.sync().catch((error: unknown) => this.log?.warn({ err: error }, 'content reload failed'));
        }, 200);
        this.timer.unref();
      });
      this.watcher.unref();
    } catch (error) {
      this.log?.warn({ err: error, folder: this.folder }, 'content folder not watched');
    }
  }

  /** Called after each copy that changed something (the page cache drops content pages). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    clearTimeout(this.timer);
    this.watcher?.close();
    this.watcher = undefined;
  }
}
