import {
  DEFAULT_RECIPIENT_HOURLY_CAP,
  countsAgainstRecipientCap,
  nextAttemptAt,
  withheldByRecipientCap,
  type OutboxMail,
} from './outboxDelivery';

const mail = (recipient: string, kind = 'lead', capExempt = false): OutboxMail => ({ recipient, kind, capExempt });

describe('the recipient hourly cap', () => {
  it('withholds the mails past the cap, counting the hour already sent and this batch in order', () => {
    const due = [mail('a@x.ch'), mail('A@x.ch'), mail('a@x.ch'), mail('b@x.ch')];
    const withheld = withheldByRecipientCap(due, new Map([['a@x.ch', 8]]), 10);
    expect(withheld).toEqual([due[2]]);
  });

  it('withholds nothing below the cap', () => {
    expect(withheldByRecipientCap([mail('a@x.ch'), mail('b@x.ch')], new Map())).toEqual([]);
  });

  it('never counts saved-search digests or mails their holder asked for', () => {
    expect(countsAgainstRecipientCap(mail('a@x.ch', 'searchAlert'))).toBe(false);
    expect(countsAgainstRecipientCap(mail('a@x.ch', 'lead', true))).toBe(false);
    const full = new Map([['a@x.ch', DEFAULT_RECIPIENT_HOURLY_CAP]]);
    expect(withheldByRecipientCap([mail('a@x.ch', 'searchAlert'), mail('a@x.ch', 'code', true)], full)).toEqual([]);
    expect(withheldByRecipientCap([mail('a@x.ch')], full)).toHaveLength(1);
  });
});

describe('retrying a failed send', () => {
  it('waits 1, 2, 4 minutes after the first, second and third failure', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    expect(nextAttemptAt(now, 1).toISOString()).toBe('2026-11-29T10:01:00.000Z');
    expect(nextAttemptAt(now, 2).toISOString()).toBe('2026-11-29T10:02:00.000Z');
    expect(nextAttemptAt(now, 3).toISOString()).toBe('2026-11-29T10:04:00.000Z');
  });
});
