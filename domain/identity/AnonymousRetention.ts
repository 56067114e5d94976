/**
 * How long what belongs to nobody is kept (docs/pages.md §10). A page view writes nothing, but a
 * guest profile born by an act that then left nothing on it (a lead form that failed, a banner
 * choice never saved), the profiles every first visit used to get, and the searches no profile
 * owns (an area drawn by a visitor without one) would otherwise stay for ever: the retention job
 * deletes them once untouched for `days`.
 *
 * A guest profile is kept while anything is attached to it: a user (signed in or identified), the
 * e-mail consent or the cookie choices it records, contact details, a saved search, a lead or a
 * conversation, a valued property, a push subscription, a mortgage quote or a deposit offer. Its
 * recent (unsaved) searches go with it.
 */
export const DEFAULT_ANONYMOUS_RETENTION_DAYS = 30;

const DAY_MS = 24 * 3600 * 1000;

/** What was last touched before this moment is deleted. */
export function anonymousRetentionCutoff(now: Date, days: number): Date {
  const kept = Number.isFinite(days) && days >= 1 ? days : DEFAULT_ANONYMOUS_RETENTION_DAYS;
  return new Date(now.getTime() - kept * DAY_MS);
}
