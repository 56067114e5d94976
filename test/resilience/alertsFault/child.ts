import { benchAlertJob } from '#bench/alertsSupport';
import { openDatabase } from '#infrastructure/db/Database';
import { OutboxWorker } from '#infrastructure/mail/OutboxWorker';

/**
 * One life of the alert job for the fault script (runAlertsFault.ts): opens the data folder, runs the
 * alert job (resuming a window a killed life left open), then sends the outbox through SMTP until it is
 * empty. Every step is announced on stdout so the parent can kill -9 it in the middle of one.
 */
const dataDir = process.env.ALERTS_FAULT_DATA_DIR;
const smtpUrl = process.env.ALERTS_FAULT_SMTP_URL;
if (!dataDir || !smtpUrl) throw new Error('ALERTS_FAULT_DATA_DIR and ALERTS_FAULT_SMTP_URL are required');
const say = (line: string): void => void process.stdout.write(`${line}\n`);

const opened = await openDatabase({ dataDir });
say('open');
const job = benchAlertJob(opened.db, {
  searchPage: Number(process.env.ALERTS_FAULT_SEARCH_PAGE ?? 50),
  afterPage: (page) => say(`page ${page}`),
});
const report = await job.execute();
say(`job ${report ? report.mailsQueued : 'nothing'}`);
// One batch of 20 per drain, each announced: the parent kills between and inside batches of mail.
const worker = new OutboxWorker(opened.db, {
  smtpUrl,
  from: 'Homefinder <alerts@homefinder.test>',
  batchSize: 20,
  maxBatchesPerTick: 1,
});
for (;;) {
  const sent = await worker.drain();
  if (sent === 0) break;
  say(`sent ${sent}`);
}
await worker.stop();
await opened.close();
say('done');
process.exit(0);
