import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { tourSlots } from '#domain/leads/TourSlot';
import { useT } from '#presentation/shared/i18n';
import styles from './LeadForm.module.css';

export interface TourPickerProps {
  timeZone: string;
  date: string;
  time: string;
  onChange: (date: string, time: string) => void;
  dateError?: string;
  timeError?: string;
}

/**
 * The visit's day and time: the next ten weekdays as a row of day buttons (a radio group), then
 * the free half hours of the chosen day in business hours of the listing's time zone, never in
 * the past (domain/leads/TourSlot).
 */
export function TourPicker({ timeZone, date, time, onChange, dateError, timeError }: TourPickerProps) {
  const t = useT();
  const intl = useIntl();
  const slots = useMemo(() => tourSlots(new Date(), timeZone), [timeZone]);
  const chosen = slots.find((slot) => slot.date === date);
  if (slots.length === 0) return <p className={styles.note}>{t('Leads.Form.NoSlots')}</p>;
  return (
    <div className={styles.tour}>
      <fieldset className={styles.days} aria-describedby={dateError ? 'tour-date-error' : undefined}>
        <legend className={styles.legend}>{t('Leads.Form.Date')}</legend>
        <div className={styles.dayRow}>
          {slots.map((slot) => {
            const day = new Date(`${slot.date}T12:00:00Z`);
            const selected = slot.date === date;
            return (
              <label key={slot.date} className={`${styles.day} ${selected ? styles.daySelected : ''}`}>
                <input
                  type="radio"
                  name="tourDate"
                  value={slot.date}
                  checked={selected}
                  onChange={() => onChange(slot.date, slot.times.includes(time) ? time : '')}
                  className={styles.visuallyHidden}
                />
                <span className={styles.weekday}>{intl.formatDate(day, { weekday: 'short', timeZone: 'UTC' })}</span>
                <span className={styles.dayNumber}>{intl.formatDate(day, { day: 'numeric', timeZone: 'UTC' })}</span>
                <span className={styles.month}>{intl.formatDate(day, { month: 'short', timeZone: 'UTC' })}</span>
              </label>
            );
          })}
        </div>
        {dateError && (
          <p id="tour-date-error" className={styles.error} role="alert">
            {dateError}
          </p>
        )}
      </fieldset>
      <div className={styles.timeField}>
        <label htmlFor="tour-time" className={styles.legend}>
          {t('Leads.Form.Time')}
        </label>
        <select
          id="tour-time"
          name="tourTime"
          className={styles.select}
          value={time}
          disabled={!chosen}
          aria-invalid={timeError ? true : undefined}
          aria-describedby={timeError ? 'tour-time-error' : 'tour-time-note'}
          onChange={(event) => onChange(date, event.target.value)}
        >
          <option value="">–</option>
          {(chosen?.times ?? []).map((slotTime) => (
            <option key={slotTime} value={slotTime}>
              {slotTime}
            </option>
          ))}
        </select>
        {timeError ? (
          <p id="tour-time-error" className={styles.error} role="alert">
            {timeError}
          </p>
        ) : (
          <p id="tour-time-note" className={styles.note}>
            {t('Leads.Form.TimeZoneNote', { timeZone })}
          </p>
        )}
      </div>
    </div>
  );
}
