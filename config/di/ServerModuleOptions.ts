import type { ContainerModule } from 'inversify';
import type { Settings } from '../env';
import type { Database } from '#infrastructure/db/DatabaseToken';
import type { IdentityModuleOptions } from './identityServerModule';

export interface ModuleLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** What every context's server module is built from: the one shape composeServerRoot and composeTestRoot load. */
export interface ServerModuleOptions {
  db: Database;
  settings: Settings;
  log?: ModuleLog;
  /** Keys, settings and attempt limits of identity when not read from settings (tests). */
  identity?: Partial<IdentityModuleOptions>;
}

export type ServerModule = (options: ServerModuleOptions) => ContainerModule;
