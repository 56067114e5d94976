import os from 'node:os';
import path from 'node:path';
import { runAlertsFault } from '#test/resilience/alertsFault/runAlertsFault';

/**
 * The alert job's kill -9 fault script, at a size set by the environment:
 * `node --import ./server/register.js bench/alertsFault.ts` (ALERTS_FAULT_SEARCHES, _EVENTS,
 * _LISTINGS, _KILLS). Prints the figures; exits 1 when a due digest is missing or a search got two.
 */
const figures = await runAlertsFault({
  listings: Number(process.env.ALERTS_FAULT_LISTINGS ?? 500),
  searches: Number(process.env.ALERTS_FAULT_SEARCHES ?? 5_000),
  events: Number(process.env.ALERTS_FAULT_EVENTS ?? 150),
  kills: Number(process.env.ALERTS_FAULT_KILLS ?? 5),
  searchPage: Number(process.env.ALERTS_FAULT_SEARCH_PAGE ?? 200),
  workDir: path.join(os.tmpdir(), `homefinder-alerts-fault-${process.pid}`),
  log: (line) => console.log(line),
});
console.log(JSON.stringify(figures, null, 2));
const broken =
  figures.missing +
  figures.unexpected +
  figures.searchesWithTwoDigests +
  figures.searchesWithOtherListings +
  figures.unsent;
process.exit(broken === 0 ? 0 : 1);
