/**
 * The listings' change log (listing_search_changes) read a window at a time by each job with a
 * cursor of its own: the digests and the instant pushes (docs/alerts-job.md). A window is
 * (start, end] of the log's sequence numbers.
 */
export interface ChangeLogWindow {
  readonly start: number;
  readonly end: number;
}

/** A job's cursor: its work done up to doneSeq; a run in flight (or crashed) up to runSeq. */
export interface ChangeLogCursor {
  readonly doneSeq: number;
  readonly runSeq: number | null;
}

/** What a run of a job takes of the log, handed to the store that opens the window under its lock. */
export interface ChangeLogWindowRule {
  /** Where a job's cursor starts on its first run ever, the log ending at logEnd. */
  firstDone(logEnd: number): number;
  /** The window a run works on, or undefined when nothing is due. */
  windowOf(cursor: ChangeLogCursor, logEnd: number): ChangeLogWindow | undefined;
}

/** The most changes one run takes when the job sets no limit. */
export const DEFAULT_MAX_CHANGES = 1_000_000;

/**
 * Alerts are about what happens after they exist, not the whole catalogue: a job's first run ever
 * starts at the log's end (its first window opens with the next change).
 */
export const firstWindowStart = (logEnd: number): number => logEnd;

/**
 * The window a run works on: the one in flight after a crash (resumed as it was, so its deliveries
 * are not queued twice), else the changes after the cursor, at most maxChanges of them; undefined
 * when the log holds nothing after the cursor.
 */
export function nextWindow(
  cursor: ChangeLogCursor,
  logEnd: number,
  maxChanges: number = DEFAULT_MAX_CHANGES,
): ChangeLogWindow | undefined {
  if (cursor.runSeq !== null) return { start: cursor.doneSeq, end: cursor.runSeq };
  const end = Math.min(logEnd, cursor.doneSeq + maxChanges);
  return end > cursor.doneSeq ? { start: cursor.doneSeq, end } : undefined;
}

/** The alert jobs' rule: first run at the log's end, then windows of at most maxChanges. */
export function alertWindowRule(maxChanges: number = DEFAULT_MAX_CHANGES): ChangeLogWindowRule {
  return { firstDone: firstWindowStart, windowOf: (cursor, logEnd) => nextWindow(cursor, logEnd, maxChanges) };
}
