import type { SqlJobLeases } from './SqlJobLeases';

export interface BackgroundJobsOptions {
  /** The job's name in job_runs. */
  job: string;
  log?: { warn(object: object, message: string): void };
}

/**
 * Work a request starts and does not wait for (an upload's pictures, docs/import-api.md
 * "Pictures"): run in this process after the answer, one piece at a time per key, so two runs of
 * one agency never work on the same listings at once. Each piece is a run in job_runs like a
 * periodic job's, its failure logged and kept there. stop() waits for what is running and queued
 * (a graceful shutdown finishes it); a node that dies mid-way leaves the work undone, and the
 * work must be one the next run takes up again (the pictures are: their listings stay due).
 */
export class BackgroundJobs {
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    private readonly leases: SqlJobLeases,
    private readonly options: BackgroundJobsOptions,
  ) {}

  /** Queues `work` after the work of the same key; answers at once. */
  run(key: string, work: () => Promise<unknown>): void {
    const queued = (this.queues.get(key) ?? Promise.resolve()).then(() => this.runOne(key, work));
    this.queues.set(key, queued);
    void queued.finally(() => {
      if (this.queues.get(key) === queued) this.queues.delete(key);
    });
  }

  /** Resolves when nothing is running or queued. */
  async idle(): Promise<void> {
    while (this.queues.size > 0) await Promise.all(this.queues.values());
  }

  stop(): Promise<void> {
    return this.idle();
  }

  private async runOne(key: string, work: () => Promise<unknown>): Promise<void> {
    const { job, log } = this.options;
    const id = await this.leases.runStarted(job).catch(() => undefined);
    let outcome = 'ok';
    try {
      await work();
    } catch (error) {
      outcome = error instanceof Error ? error.message : String(error);
      log?.warn({ err: error, job, key }, 'background job failed');
    }
    if (id !== undefined) await this.leases.runFinished(id, outcome).catch(() => undefined);
  }
}
