/**
 * Spam protection without annoying people: a person takes a few seconds to fill a
 * form, never fills a field they cannot see, and does not send dozens of leads an hour.
 */
export const MIN_FILL_MS = 3000;

export type SpamVerdict = 'clean' | 'suspicious' | 'spam';

export interface SpamSignals {
  /**
   * When the form opened and when the lead arrived (epoch ms), both the service's own (its signed
   * stamp, its clock): a client's word for them proves nothing. Missing = no valid stamp.
   */
  formTimestamp?: number;
  formSubmitTime?: number;
  /** The honeypot field's content. */
  honeypot?: string;
  /** The ALTCHA solution verified (true), refused (false) or not sent (undefined). */
  captchaSolved?: boolean;
}

/**
 * The honeypot filled is spam whatever else; a form sent faster than a person can type it (or with
 * no timing at all) is suspicious, which a solved proof-of-work clears and anything else makes spam.
 */
export function spamVerdict(signals: SpamSignals): SpamVerdict {
  if (signals.honeypot && signals.honeypot.trim() !== '') return 'spam';
  const timed = signals.formTimestamp !== undefined && signals.formSubmitTime !== undefined;
  const tooFast = !timed || signals.formSubmitTime! - signals.formTimestamp! < MIN_FILL_MS;
  if (!tooFast) return 'clean';
  if (signals.captchaSolved === true) return 'clean';
  return signals.captchaSolved === false ? 'spam' : 'suspicious';
}
