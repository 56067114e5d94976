import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who may run a background job now ("only one node runs a given job at a time"): one row
 * per job, held by a node until its lease expires. A node that dies mid-run loses the lease when it
 * expires, and another node takes the job over.
 */
export const jobLeases = pgTable('job_leases', {
  job: text('job').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Every run of a background job, by node: what operators read to see a job ran, once, and how it ended. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    job: text('job').notNull(),
    node: text('node').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** 'ok', or the error's message. */
    outcome: text('outcome'),
  },
  (table) => [index('job_runs_job_started_idx').on(table.job, table.startedAt)],
);
