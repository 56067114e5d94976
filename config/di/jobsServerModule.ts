import { hostname } from 'node:os';
import { ContainerModule } from 'inversify';
import { SqlJobLeases } from '#infrastructure/jobs/SqlJobLeases';
import type { ServerModuleOptions } from './ServerModuleOptions';

/**
 * Background jobs on several nodes: the leases that let one node at a time run a job,
 * in the database all nodes share. A node is named by its host and process, as in job_runs.
 */
export function jobsServerModule(options: ServerModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(SqlJobLeases).toConstantValue(new SqlJobLeases(options.db, `${hostname()}:${process.pid}`));
  });
}
