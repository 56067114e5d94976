import { BackgroundJobs } from './BackgroundJobs';
import type { SqlJobLeases } from './SqlJobLeases';

/** job_runs as a list: what BackgroundJobs records of each piece of work. */
function recordedRuns() {
  const runs: { id: number; job: string; outcome?: string }[] = [];
  const leases = {
    runStarted: async (job: string) => runs.push({ id: runs.length + 1, job }),
    runFinished: async (id: number, outcome: string) => {
      runs[id - 1].outcome = outcome;
    },
  } as unknown as SqlJobLeases;
  return { runs, leases };
}

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

describe('BackgroundJobs', () => {
  it('runs the work of one key one piece at a time, and of another key beside it', async () => {
    const { leases } = recordedRuns();
    const jobs = new BackgroundJobs(leases, { job: 'import.pictures' });
    const first = gate();
    const order: string[] = [];
    jobs.run('agency:1', async () => {
      order.push('1a start');
      await first.opened;
      order.push('1a end');
    });
    jobs.run('agency:1', async () => void order.push('1b'));
    jobs.run('agency:2', async () => void order.push('2'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['1a start', '2']);
    first.open();
    await jobs.idle();
    expect(order).toEqual(['1a start', '2', '1a end', '1b']);
  });

  it('answers at once, and idle() waits for what is queued', async () => {
    const { leases, runs } = recordedRuns();
    const jobs = new BackgroundJobs(leases, { job: 'import.pictures' });
    const slow = gate();
    let done = false;
    jobs.run('agency:1', async () => {
      await slow.opened;
      done = true;
    });
    expect(done).toBe(false);
    const idle = jobs.idle();
    slow.open();
    await idle;
    expect(done).toBe(true);
    expect(runs).toEqual([{ id: 1, job: 'import.pictures', outcome: 'ok' }]);
  });

  it('keeps a failure as the run outcome, logs it, and goes on with the next piece', async () => {
    const { leases, runs } = recordedRuns();
    const warnings: object[] = [];
    const jobs = new BackgroundJobs(leases, {
      job: 'import.pictures',
      log: { warn: (object) => warnings.push(object) },
    });
    jobs.run('agency:1', async () => {
      throw new Error('media store full');
    });
    jobs.run('agency:1', async () => undefined);
    await jobs.idle();
    expect(runs.map((run) => run.outcome)).toEqual(['media store full', 'ok']);
    expect(warnings).toHaveLength(1);
  });
});
