import { runLeadsCrash } from '#test/resilience/leadsCrash';

/**
 * The leads crash test at full size: 1,000 leads over HTTP, the production server
 * killed with kill -9 five times and restarted, unanswered requests retried with their idempotency key.
 *   node --import ./server/register.js bench/leadsCrash.ts [leads] [kills]
 * PORT and DATA_DIR name the server's port and data folder (the folder is emptied first); default a
 * free port and a temporary folder. Exits 1 when a lead answered success is lost, duplicated or not
 * dispatched exactly once.
 */
const leads = Number(process.argv[2] ?? 1000);
const kills = Number(process.argv[3] ?? 5);
const started = Date.now();
const figures = await runLeadsCrash({
  leads,
  kills,
  port: process.env.PORT ? Number(process.env.PORT) : undefined,
  dataDir: process.env.DATA_DIR || undefined,
  log: (line) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`),
});
console.log(JSON.stringify(figures, null, 2));
const ok =
  figures.answered === figures.sent &&
  figures.lost === 0 &&
  figures.duplicates === 0 &&
  figures.notDispatchedOnce === 0 &&
  figures.outboxSent === figures.outboxMails &&
  figures.dispatched === figures.outboxMails;
console.log(ok ? 'leads crash test: passed' : 'leads crash test: FAILED');
process.exit(ok ? 0 : 1);
