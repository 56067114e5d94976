import { isSuccessfulStatus, PROCESSING_STATUSES } from './Lead';
import { decideLead, type LeadTarget, leadTargetRef } from './LeadRules';
import { spamVerdict } from './SpamSignals';
import { tourSlots, validateTourSlot } from './TourSlot';

const sale: LeadTarget = {
  kind: 'listing',
  isArchived: false,
  transactionType: 'Sell',
  geocodeLevel: 'Postcode',
  timeZone: 'Europe/Zurich',
};
// A Tuesday morning in Zurich (07:00 UTC = 08:00 CET).
const now = new Date('2026-03-03T07:00:00Z');
const data = { fullName: 'Anna', email: 'a@b.ch', phone: '+41446681800', leadType: 'lead' as const };

describe('processing statuses (document 001 §3)', () => {
  it('count only Dispatched, Processing and NotificationsScheduled as successful', () => {
    expect(PROCESSING_STATUSES.filter(isSuccessfulStatus)).toEqual([
      'Dispatched',
      'Processing',
      'NotificationsScheduled',
    ]);
  });
});

describe('decideLead (document 001 §6)', () => {
  const decide = (endpoint: 'lead' | 'tour' | 'listingAddress', target: LeadTarget, extra = {}) =>
    decideLead({ endpoint, target, request: { data, ...extra }, now, spam: 'clean' });

  it('rejects any action on an archived listing as RejectedObsolete', () => {
    expect(decide('tour', { ...sale, isArchived: true })).toEqual({ ok: true, value: 'RejectedObsolete' });
  });

  it('allows tours on sale listings only', () => {
    const rent = decide('tour', { ...sale, transactionType: 'Rent' }, { tourDate: '2026-03-04', tourTime: '10:00' });
    expect(!rent.ok && rent.error.code).toBe('TOUR_NOT_AVAILABLE');
    expect(decide('tour', sale, { tourDate: '2026-03-04', tourTime: '10:00' })).toEqual({
      ok: true,
      value: 'NotificationsScheduled',
    });
  });

  it('allows the listing-address request only with an exact-enough geocode', () => {
    const city = decide('listingAddress', { ...sale, geocodeLevel: 'City' });
    expect(!city.ok && city.error.code).toBe('LISTING_ADDRESS_NOT_AVAILABLE');
  });

  it('stores spam as Spam', () => {
    expect(decideLead({ endpoint: 'lead', target: sale, request: { data }, now, spam: 'spam' })).toEqual({
      ok: true,
      value: 'Spam',
    });
  });
});

describe('spam signals', () => {
  it('calls a filled honeypot spam, a too-fast form suspicious unless a challenge was solved', () => {
    expect(spamVerdict({ honeypot: 'x', formTimestamp: 0, formSubmitTime: 60_000 })).toBe('spam');
    expect(spamVerdict({ formTimestamp: 0, formSubmitTime: 1000 })).toBe('suspicious');
    expect(spamVerdict({})).toBe('suspicious');
    expect(spamVerdict({ formTimestamp: 0, formSubmitTime: 1000, captchaSolved: true })).toBe('clean');
    expect(spamVerdict({ formTimestamp: 0, formSubmitTime: 1000, captchaSolved: false })).toBe('spam');
    expect(spamVerdict({ formTimestamp: 0, formSubmitTime: 5000 })).toBe('clean');
  });
});

describe('tour slots: weekdays, business hours in the listing time zone, not in the past', () => {
  it('offers today from an hour ahead, then the following weekdays', () => {
    const slots = tourSlots(now, 'Europe/Zurich', 5);
    expect(slots[0]).toMatchObject({ date: '2026-03-03' });
    expect(slots[0]!.times[0]).toBe('09:00');
    expect(slots.map((slot) => slot.date)).toEqual([
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-09',
    ]);
    expect(slots[1]!.times.at(-1)).toBe('17:30');
  });

  it('refuses the past, less than an hour ahead, weekends and times outside business hours', () => {
    expect(validateTourSlot('2026-03-03', '08:30', now, 'Europe/Zurich')?.code).toBe('TOUR_SLOT_UNAVAILABLE');
    expect(validateTourSlot('2026-03-07', '10:00', now, 'Europe/Zurich')?.code).toBe('TOUR_SLOT_UNAVAILABLE');
    expect(validateTourSlot('2026-03-04', '18:00', now, 'Europe/Zurich')?.code).toBe('TOUR_SLOT_UNAVAILABLE');
    expect(validateTourSlot('2026-03-04', '18:00', now, 'Europe/Zurich')?.field).toBe('tourTime');
    expect(validateTourSlot('2026-03-03', '09:00', now, 'Europe/Zurich')).toBeUndefined();
    // 09:00 in Lisbon is an hour later than in Zurich: 08:00 UTC is not yet an hour ahead there.
    expect(validateTourSlot('2026-03-03', '08:00', now, 'Europe/Lisbon')?.code).toBe('TOUR_SLOT_UNAVAILABLE');
  });
});

describe('leadTargetRef (document 001 §3 "listing id and originalId (or projectId/unitId)")', () => {
  it('reads a projectId alone as a project lead, a unitId as a listing of its project', () => {
    expect(leadTargetRef('project', { projectId: 3 })).toEqual({ ok: true, value: { kind: 'project', projectId: 3 } });
    expect(leadTargetRef('project', { projectId: 3, unitId: 9 })).toMatchObject({
      ok: true,
      value: { kind: 'listing', id: 9, isUnit: true },
    });
  });

  it("refuses a User lead without its agent and a lead naming nothing: 'Required field is not provided or invalid'", () => {
    expect(leadTargetRef('user', {})).toMatchObject({ ok: false, error: { field: 'userId' } });
    expect(leadTargetRef('lead', {})).toMatchObject({
      ok: false,
      error: { message: 'Required field is not provided or invalid', field: 'id' },
    });
  });
});
