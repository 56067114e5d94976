import type { SqlJobLeases } from './SqlJobLeases';

export interface PeriodicJobOptions {
  /** The job's name in leases and runs. */
  job: string;
  intervalMs: number;
  /** Longest a run may go without renewing its lease; renewed every third of it while running. */
  leaseMs?: number;
  /** First run this long after start (nodes starting together need not all race at once). */
  firstRunMs?: number;
  run: () => Promise<unknown>;
  log?: { warn(object: object, message: string): void };
}

/** How many days of job runs are kept (job_runs). */
const RUN_HISTORY_DAYS = 7;

/**
 * A background job run every interval on the node that holds its lease (SqlJobLeases): on one
 * node, a plain timer; on several, one node runs every tick and the others stand by until it
 * stops or dies. A run that fails is logged
 * and the job carries on at the next tick; stop() waits for a run in progress.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = true;

  constructor(
    private readonly leases: SqlJobLeases,
    private readonly options: PeriodicJobOptions,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(this.options.firstRunMs ?? 1000);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await this.leases.release(this.options.job).catch(() => undefined);
  }

  /** One tick now: runs the job if this node gets the lease; whether it ran. */
  async tick(): Promise<boolean> {
    const { job } = this.options;
    const leaseMs = this.options.leaseMs ?? 5 * 60_000;
    if (!(await this.leases.acquire(job, leaseMs))) return false;
    const renewal = setInterval(() => void this.leases.renew(job, leaseMs).catch(() => undefined), leaseMs / 3);
    renewal.unref();
    const id = await this.leases.runStarted(job);
    let outcome = 'ok';
    try {
      await this.options.run();
    } catch (error) {
      outcome = error instanceof Error ? error.message : String(error);
      this.options.log?.warn({ err: error, job }, 'job run failed, resumes at the next tick');
    } finally {
      clearInterval(renewal);
      await this.leases.runFinished(id, outcome);
      // Kept past the next tick: this node runs the job every interval; another node's ticks find it
      // taken, and take it over only when this node stops (release) or dies (the lease runs out).
      await this.leases.renew(job, this.options.intervalMs + leaseMs);
    }
    if (id % 100 === 0) await this.leases.forgetRunsBefore(RUN_HISTORY_DAYS);
    return true;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick()
        .then(() => undefined)
        .catch((error: unknown) => this.options.log?.warn({ err: error, job: this.options.job }, 'job tick failed'))
        .finally(() => this.schedule(this.options.intervalMs));
    }, delayMs);
    // unref: a scheduled run never holds the process open on its own.
    this.timer.unref();
  }
}
