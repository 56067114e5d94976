import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { runAlertsFault } from './alertsFault/runAlertsFault';

jest.setTimeout(600_000);

describe('the alert job under kill -9', () => {
  it('delivers every due digest once per search after five kills at random points of a run', async () => {
    const figures = await runAlertsFault({
      listings: 120,
      searches: 500,
      events: 30,
      kills: 5,
      searchPage: 25,
      workDir: path.join(os.tmpdir(), `homefinder-alerts-fault-test-${process.pid}`),
    });
    expect(figures.kills).toHaveLength(5);
    // The kills landed while digests were being queued and while they were being sent.
    expect(figures.kills.some((kill) => kill.after.startsWith('page'))).toBe(true);
    expect(figures.kills.some((kill) => kill.after.startsWith('sent'))).toBe(true);
    expect(figures.digestsDue).toBeGreaterThan(0);
    expect(figures).toMatchObject({
      digestsDelivered: figures.digestsDue,
      missing: 0,
      unexpected: 0,
      searchesWithTwoDigests: 0,
      searchesWithOtherListings: 0,
      unsent: 0,
    });
  });
});
