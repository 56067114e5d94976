import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { Sorting } from '#domain/portal/Portal';
import { validateSearch } from '../validateSearch';
import { NOTIFICATION_CHANNELS, SAVE_SEARCH_ORIGINS, SEARCH_TITLE_MAX_LENGTH, type SearchDraft } from './SavedSearch';

export interface DraftRules {
  sortings: readonly Sorting[];
  /** Currencies prices can be expressed in (those with an exchange rate). */
  currencies: readonly string[];
}

const invalid = (field: string, code: string, message: string, values?: Record<string, string | number>): DomainError =>
  domainError('INVALID', code, message, { field, values });

/**
 * A search body as the searches service accepts it: the filters by the rules of documents 001 §5
 * and 002 §5 (validateSearch: 'min > max', 'filters is not valid'…), a known currency, a title
 * within 64 characters (document 001 §5), known notification channels and save-search origin.
 */
export function validateSearchDraft(
  draft: Partial<SearchDraft>,
  rules: DraftRules,
  sort?: Sorting,
): Result<Partial<SearchDraft>, DomainError> {
  if (draft.filters !== undefined) {
    const checked = validateSearch(
      { filters: draft.filters, params: sort ? { sort } : {} },
      { sortings: rules.sortings },
    );
    if (!checked.ok) return checked;
  } else if (sort !== undefined && !rules.sortings.includes(sort)) {
    return err(invalid('sort', 'SORT_NOT_ALLOWED', 'params is not valid'));
  }
  if (draft.currencyId !== undefined && !rules.currencies.includes(draft.currencyId)) {
    return err(
      invalid('currencyId', 'CURRENCY_NOT_VALID', 'currencyId is not valid', { currencyId: draft.currencyId }),
    );
  }
  if (draft.title !== undefined && [...draft.title].length > SEARCH_TITLE_MAX_LENGTH) {
    return err(
      invalid('title', 'TITLE_TOO_LONG', `Must be no more than ${SEARCH_TITLE_MAX_LENGTH} characters`, {
        n: SEARCH_TITLE_MAX_LENGTH,
      }),
    );
  }
  if (draft.notifications?.some((n) => !(NOTIFICATION_CHANNELS as readonly string[]).includes(n))) {
    return err(invalid('notifications', 'NOTIFICATION_NOT_VALID', 'notifications is not valid'));
  }
  if (
    draft.saveSearchOrigin !== undefined &&
    !(SAVE_SEARCH_ORIGINS as readonly string[]).includes(draft.saveSearchOrigin)
  ) {
    return err(invalid('saveSearchOrigin', 'SAVE_SEARCH_ORIGIN_NOT_VALID', 'saveSearchOrigin is not valid'));
  }
  return ok(draft);
}
