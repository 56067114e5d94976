import { ContainerModule } from 'inversify';
import { ContentChanges, ContentService } from '#application/content/ports';
import { ContentFileSync } from '#infrastructure/content/files/ContentFileSync';
import { contentFolder } from '#infrastructure/content/files/contentFolder';
import { SqlContentService } from '#infrastructure/content/sql/SqlContentService';
import { CachedContentService } from '#infrastructure/content/CachedContentService';
import { bindContentUseCases } from './contentModule';
import type { ServerModuleOptions } from './ServerModuleOptions';

/**
 * Content on the server: the content files (content/ in the repository, one folder per page, one
 * file per culture) copied into the database when the service is first used and again whenever a file changes,
 * and the content service on those tables.
 */
export function contentServerModule({ db, log }: ServerModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindContentUseCases(bind);
    // Created with the content service, so a root whose test replaces the service never reads or
    // watches the repository's files; the first read waits for the copy.
    bind(ContentFileSync)
      .toDynamicValue(() => {
        const sync = new ContentFileSync(db, contentFolder, log);
        sync.ready().catch((error: unknown) => log?.warn({ err: error }, 'content not loaded'));
        sync.watch();
        return sync;
      })
      .inSingletonScope();
    bind(ContentChanges).toService(ContentFileSync);
    bind(ContentService)
      .toDynamicValue((context) => {
        const sync = context.get(ContentFileSync);
        return new CachedContentService(new SqlContentService(db, sync), sync, { ttlMs: 60_000, maxEntries: 2_000 });
      })
      .inSingletonScope();
  });
}
