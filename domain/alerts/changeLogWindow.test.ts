import { alertWindowRule, DEFAULT_MAX_CHANGES, firstWindowStart, nextWindow } from './changeLogWindow';

describe('the alert jobs’ change-log window (docs/alerts-job.md)', () => {
  it('starts a job’s first run at the log’s end: alerts are about what happens after they exist', () => {
    expect(firstWindowStart(4711)).toBe(4711);
    expect(alertWindowRule().firstDone(0)).toBe(0);
    const first = { doneSeq: firstWindowStart(4711), runSeq: null };
    expect(nextWindow(first, 4711)).toBeUndefined();
    expect(nextWindow(first, 4715)).toEqual({ start: 4711, end: 4715 });
  });

  it('resumes the window in flight after a crash as it was, whatever the log holds since', () => {
    expect(nextWindow({ doneSeq: 10, runSeq: 20 }, 500)).toEqual({ start: 10, end: 20 });
    expect(alertWindowRule(3).windowOf({ doneSeq: 10, runSeq: 20 }, 500)).toEqual({ start: 10, end: 20 });
  });

  it('takes the changes after the cursor, at most maxChanges of them, and nothing when none', () => {
    expect(nextWindow({ doneSeq: 10, runSeq: null }, 500, 100)).toEqual({ start: 10, end: 110 });
    expect(alertWindowRule(100).windowOf({ doneSeq: 10, runSeq: null }, 50)).toEqual({ start: 10, end: 50 });
    expect(nextWindow({ doneSeq: 10, runSeq: null }, 10)).toBeUndefined();
    expect(nextWindow({ doneSeq: 0, runSeq: null }, 2 * DEFAULT_MAX_CHANGES)).toEqual({
      start: 0,
      end: DEFAULT_MAX_CHANGES,
    });
  });
});
