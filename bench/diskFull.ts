import os from 'node:os';
import path from 'node:path';
import { runDiskFull } from '#test/resilience/diskFull/runDiskFull';

/**
 * The full-disk fault script for PGlite's data folder, on a tmpfs of its own (needs
 * root): `node --import ./server/register.js bench/diskFull.ts` (DISK_FULL_LISTINGS, _BEFORE,
 * _DURING). Prints the figures; exits 1 when a write was answered 5xx other than STORAGE_FULL's 503,
 * an accepted favourite is lost, a refused one appears, or amcheck finds corruption.
 */
const figures = await runDiskFull({
  listings: Number(process.env.DISK_FULL_LISTINGS ?? 1_000),
  before: Number(process.env.DISK_FULL_BEFORE ?? 50),
  during: Number(process.env.DISK_FULL_DURING ?? 900),
  workDir: path.join(os.tmpdir(), `homefinder-disk-full-${process.pid}`),
  log: (line) => console.log(line),
});
console.log(JSON.stringify(figures, null, 2));
const unclear = Object.keys(figures.duringStatuses).filter((status) => status !== '200' && status !== '503').length;
const broken =
  unclear +
  figures.lost +
  figures.phantom +
  figures.corruption +
  (figures.restartedReady ? 0 : 1) +
  figures.duringCodes.filter((code) => code !== 'STORAGE_FULL').length;
process.exit(broken === 0 ? 0 : 1);
