import path from 'node:path';
import { Container } from 'inversify';
import type { Logger } from 'pino';
import { RequestContext } from '#application/portal/RequestContext';
import { SearchesService } from '#application/search/ports';
import { openDatabase } from '#infrastructure/db/Database';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import { ModalService as ModalServiceClass } from '#presentation/shared/modal/ModalService';
import { ModalService } from '#presentation/shared/modal/tokens';
import { InsuranceOffersOnThePage as InsuranceOffersOnThePageClass } from '#presentation/financing/insurance/InsuranceOffersOnThePage';
import { InsuranceOffersOnThePage } from '#presentation/financing/tokens';
import { configureMobx } from '#presentation/shared/state/configureMobx';
import type { Settings } from '../env';
import { agentsServerModule } from './agentsServerModule';
import { alertsServerModule } from './alertsServerModule';
import { contentServerModule } from './contentServerModule';
import { captchaServerModule } from './captchaServerModule';
import { identityServerModule } from './identityServerModule';
import { leadsServerModule } from './leadsServerModule';
import { listingsServerModule } from './listingsServerModule';
import { placesServerModule } from './placesServerModule';
import { portalServerModule } from './portalServerModule';
import { searchServerModule } from './searchServerModule';
import { financingServerModule } from './financingServerModule';
import { jobsServerModule } from './jobsServerModule';
import { importServerModule } from './importServerModule';
import { trackingServerModule } from './trackingServerModule';
import type { ServerModule, ServerModuleOptions } from './ServerModuleOptions';
import { valuationServerModule } from './valuationServerModule';
import { VIEW_MODEL_MODULES } from './viewModelModules';

/**
 * One module per context, each binding its ports, adapters, caches and use cases for the server.
 * A new context adds its module here; a new use case adds one line in its context's module.
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  portalServerModule,
  identityServerModule,
  agentsServerModule,
  listingsServerModule,
  placesServerModule,
  searchServerModule,
  alertsServerModule,
  contentServerModule,
  leadsServerModule,
  financingServerModule,
  captchaServerModule,
  valuationServerModule,
  trackingServerModule,
  jobsServerModule,
  importServerModule,
];

export interface ServerRoot {
  root: Container;
  databaseKind: 'pglite' | 'postgres';
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The server's composition root: the database (migrated; seeded with the demo data set when
 * empty), the embedded adapters for every port, and the application handlers.
 */
export async function createServerRoot(settings: Settings, logger: Logger): Promise<ServerRoot> {
  const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  await seedDemoData(database.db, {
    listings: settings.demoListings,
    seed: settings.demoSeed,
    mediaDir: path.join(settings.dataDir, 'media'),
    log: (message: string) => logger.info(message),
  });
  const root = composeServerRoot(database.db, settings, logger);
  // The search index starts loading now, not when the first visitor searches (SQL answers until it has).
  root.get(SearchesService);
  return {
    root,
    databaseKind: database.kind,
    ready: async () => {
      await database.db.execute('select 1');
      return true;
    },
    close: () => database.close(),
  };
}

/** Every port bound to its embedded adapter, every use case loaded: one place to swap an adapter. */
export function composeServerRoot(db: Database, settings: Settings, logger?: Logger): Container {
  return composeRoot({ db, settings, log: logger });
}

/** The root from the context modules; what tests override goes through composeTestRoot. */
export function composeRoot(options: ServerModuleOptions): Container {
  // The view-models rendered on the server follow the same MobX rules as in the browser.
  configureMobx();
  const root = new Container({ defaultScope: 'Singleton' });
  root.load(...SERVER_MODULES.map((module) => module(options)), ...VIEW_MODEL_MODULES);
  return root;
}

/** A child container per request: request-scoped values (and view-models) live and die here. */
export function createRequestContainer(root: Container, context: RequestContext): Container {
  const child = new Container({ parent: root, defaultScope: 'Singleton' });
  child.bind(RequestContext).toConstantValue(context);
  // The page's modals, one per request: nothing one visitor's render opens reaches another's.
  child
    .bind(ModalService)
    .toDynamicValue(() => new ModalServiceClass())
    .inSingletonScope();
  // The page's rental deposit insurance offers, shared by its sections, never by two requests.
  child
    .bind(InsuranceOffersOnThePage)
    .toDynamicValue(() => new InsuranceOffersOnThePageClass())
    .inSingletonScope();
  return child;
}
