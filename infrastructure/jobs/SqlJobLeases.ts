import { sql } from 'drizzle-orm';
import type { Database } from '../db/DatabaseToken';

/**
 * Leases on background jobs in the database every node shares: a node runs a job only while it
 * holds the job's lease, so two nodes never run one job at once. The lease is taken in one
 * statement (insert, or take over an expired lease or one already ours), renewed while the run
 * lasts, and handed back when it ends. A node killed mid-run keeps the lease until it expires.
 */
export class SqlJobLeases {
  constructor(
    private readonly db: Database,
    /** This node's name in leases and runs (host and process id). */
    readonly node: string,
  ) {}

  async acquire(job: string, leaseMs: number): Promise<boolean> {
    const rows = await this.rows(sql`
      insert into job_leases (job, holder, expires_at)
      values (${job}, ${this.node}, now() + ${leaseMs} * interval '1 millisecond')
      on conflict (job) do update set holder = excluded.holder, expires_at = excluded.expires_at
        where job_leases.expires_at <= now() or job_leases.holder = excluded.holder
      returning holder`);
    return rows.length === 1;
  }

  /** Whether the lease was still ours to extend (false: it expired and another node took it). */
  async renew(job: string, leaseMs: number): Promise<boolean> {
    const rows = await this.rows(sql`
      update job_leases set expires_at = now() + ${leaseMs} * interval '1 millisecond'
      where job = ${job} and holder = ${this.node} returning job`);
    return rows.length === 1;
  }

  async release(job: string): Promise<void> {
    await this.db.execute(sql`update job_leases set expires_at = now() where job = ${job} and holder = ${this.node}`);
  }

  async runStarted(job: string): Promise<number> {
    const [row] = await this.rows(sql`
      insert into job_runs (job, node, started_at) values (${job}, ${this.node}, now()) returning id`);
    return Number(row.id);
  }

  async runFinished(id: number, outcome: string): Promise<void> {
    await this.db.execute(
      sql`update job_runs set finished_at = now(), outcome = ${outcome.slice(0, 500)} where id = ${id}`,
    );
  }

  /** Runs older than the retention go: the table is a recent history, not an archive. */
  async forgetRunsBefore(days: number): Promise<void> {
    await this.db.execute(sql`delete from job_runs where started_at < now() - ${days} * interval '1 day'`);
  }

  private async rows(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
    const result = (await this.db.execute(query)) as { rows: Record<string, unknown>[] };
    return result.rows;
  }
}
