import { jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { OpenedDatabase } from '../db/Database';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { PeriodicJob } from './PeriodicJob';
import { SqlJobLeases } from './SqlJobLeases';

jest.setTimeout(60_000);

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(() => opened?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two nodes with the same job; each run notes which node ran it and whether another run was under way. */
function twoNodes(job: string) {
  const runs: { node: string; overlapped: boolean }[] = [];
  let inFlight = 0;
  const node = (name: string) =>
    new PeriodicJob(new SqlJobLeases(opened.db, name), {
      job,
      intervalMs: 100,
      leaseMs: 3_000,
      firstRunMs: 0,
      run: async () => {
        runs.push({ node: name, overlapped: inFlight > 0 });
        inFlight++;
        await sleep(30);
        inFlight--;
      },
    });
  return { runs, a: node('node-a'), b: node('node-b') };
}

describe('PeriodicJob: only one node runs a given job at a time', () => {
  it('two nodes ticking together: every run on one node, none overlapping, each recorded in job_runs', async () => {
    const { runs, a, b } = twoNodes('alerts');
    a.start();
    b.start();
    await sleep(1_500);
    await Promise.all([a.stop(), b.stop()]);
    expect(runs.length).toBeGreaterThanOrEqual(5);
    expect(new Set(runs.map((run) => run.node)).size).toBe(1);
    expect(runs.filter((run) => run.overlapped)).toEqual([]);
    const recorded = (await opened.db.execute(
      sql`select count(*)::int as runs, count(distinct node)::int as nodes from job_runs where job = 'alerts' and outcome = 'ok'`,
    )) as unknown as { rows: { runs: number; nodes: number }[] };
    expect(recorded.rows[0]).toEqual({ runs: runs.length, nodes: 1 });
  });

  it('when the node running the job stops, the other takes it over at its next tick', async () => {
    const { runs, a, b } = twoNodes('digest');
    expect(await a.tick()).toBe(true);
    expect(await b.tick()).toBe(false);
    await a.stop();
    expect(await b.tick()).toBe(true);
    expect(runs.map((run) => run.node)).toEqual(['node-a', 'node-b']);
  });

  it('a node that died holding the lease blocks the job only until the lease runs out', async () => {
    const dead = new SqlJobLeases(opened.db, 'node-dead');
    expect(await dead.acquire('partitions', 400)).toBe(true);
    const { runs, b } = twoNodes('partitions');
    expect(await b.tick()).toBe(false);
    await sleep(500);
    expect(await b.tick()).toBe(true);
    expect(runs.map((run) => run.node)).toEqual(['node-b']);
  });

  it('a failing run is recorded with its error and the job carries on', async () => {
    let calls = 0;
    const job = new PeriodicJob(new SqlJobLeases(opened.db, 'node-a'), {
      job: 'flaky',
      intervalMs: 100,
      run: async () => {
        if (++calls === 1) throw new Error('SMTP down');
      },
    });
    expect(await job.tick()).toBe(true);
    expect(await job.tick()).toBe(true);
    const outcomes = (await opened.db.execute(
      sql`select outcome from job_runs where job = 'flaky' order by id`,
    )) as unknown as { rows: { outcome: string }[] };
    expect(outcomes.rows.map((row) => row.outcome)).toEqual(['SMTP down', 'ok']);
  });
});
