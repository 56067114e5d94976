import { type DomainError, invalid } from '../shared/DomainError';

/**
 * Tour booking (ours; the documents name tourDate and tourTime, not the rule): a visit is booked
 * on a weekday (Monday to Friday), in business hours 09:00 to 18:00 on the half hour (the last
 * slot starts 17:30) in the listing's time zone, at least one hour ahead, and at most 60 days out.
 */
export const TOUR_FIRST_SLOT = '09:00';
export const TOUR_LAST_SLOT = '17:30';
export const TOUR_LEAD_MINUTES = 60;
export const TOUR_MAX_DAYS = 60;

/** The portals' countries and their time zone; elsewhere Europe/Zurich (the portal's home). */
const TIME_ZONES: Record<string, string> = {
  CH: 'Europe/Zurich',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  IT: 'Europe/Rome',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  AT: 'Europe/Vienna',
  LI: 'Europe/Vaduz',
};

export function timeZoneOf(countryIso: string | null | undefined): string {
  return (countryIso && TIME_ZONES[countryIso.toUpperCase()]) || 'Europe/Zurich';
}

/** Every tour start time of a day: 09:00, 09:30 … 17:30. */
export function tourTimes(): string[] {
  const times: string[] = [];
  for (let minutes = 9 * 60; minutes <= 17 * 60 + 30; minutes += 30)
    times.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  return times;
}

/** The wall-clock date (YYYY-MM-DD), minutes of the day and weekday (0 = Sunday) of an instant in a time zone. */
function wallClock(instant: Date, timeZone: string): { date: string; minutes: number; weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    weekday,
  };
}

const DAY_MS = 86_400_000;

function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** The slots a visitor may pick from `now`: the weekdays ahead (up to `days` of them) with their free times. */
export function tourSlots(now: Date, timeZone: string, days = 10): { date: string; times: string[] }[] {
  const slots: { date: string; times: string[] }[] = [];
  for (let offset = 0; slots.length < days && offset <= TOUR_MAX_DAYS; offset++) {
    const date = wallClock(new Date(now.getTime() + offset * DAY_MS), timeZone).date;
    if (slots.some((slot) => slot.date === date)) continue;
    const times = tourTimes().filter((time) => validateTourSlot(date, time, now, timeZone) === undefined);
    if (times.length > 0) slots.push({ date, times });
  }
  return slots;
}

/** A tour slot's check: 'Immobox.Validations.Required' when missing, TOUR_SLOT_UNAVAILABLE otherwise. */
export function validateTourSlot(
  date: string | undefined,
  time: string | undefined,
  now: Date,
  timeZone: string,
): DomainError | undefined {
  if (!date) return invalid('REQUIRED', 'Immobox.Validations.Required', 'tourDate');
  if (!time) return invalid('REQUIRED', 'Immobox.Validations.Required', 'tourTime');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
    return invalid('TOUR_SLOT_UNAVAILABLE', 'LeadRequestForm.Tour.Unavailable', 'tourDate');
  if (!tourTimes().includes(time))
    return invalid('TOUR_SLOT_UNAVAILABLE', 'LeadRequestForm.Tour.Unavailable', 'tourTime');
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6)
    return invalid('TOUR_SLOT_UNAVAILABLE', 'LeadRequestForm.Tour.Unavailable', 'tourDate');
  const today = wallClock(now, timeZone);
  const dayDiff = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today.date}T00:00:00Z`)) / DAY_MS);
  const ahead = dayDiff * 24 * 60 + minutesOf(time) - today.minutes;
  if (ahead < TOUR_LEAD_MINUTES || dayDiff > TOUR_MAX_DAYS)
    return invalid('TOUR_SLOT_UNAVAILABLE', 'LeadRequestForm.Tour.Unavailable', 'tourTime');
  return undefined;
}
