import type { AccountType } from '#domain/agents/Account';
import { type DomainError, domainError } from '#domain/shared/DomainError';
import { isDatabaseId } from '#domain/shared/databaseId';
import { type Result, err, ok } from '#domain/shared/Result';
import { LISTING_CATEGORIES, type ListingCategory } from '../Listing';

/**
 * Publishing (document 001 §7 "Publishing"): GET /permission/accounts/{accountId}/categories/{categoryId},
 * POST /publish/category, GET /publish/category/listing/{listingId}. The documents name the calls
 * and their validation (§5: "Subscription lookup needs a numeric accountId; category lookup needs a
 * numeric listingId or an array of them"), not the rule; ours is below.
 */

/** The plan tiers every publishing account may use: the entry tiers of document 001 §3's list. */
export const ENTRY_CATEGORIES: readonly ListingCategory[] = ['basic', 'basicPlus', 'classic'];

/** Accounts that publish listings; a Provider (a service supplier) publishes none. */
const PUBLISHING_ACCOUNT_TYPES: readonly AccountType[] = ['Franchise', 'Professional', 'Developer'];

export type PublishRefusal = 'AccountArchived' | 'AccountTypeCannotPublish' | 'CategoryNotInPlan';

export interface PublishPermission {
  accountId: number;
  categoryId: number;
  category: ListingCategory;
  allowed: boolean;
  /** Why not, when not allowed. */
  reason?: PublishRefusal;
}

/** Which plan tier a listing is published in. */
export interface ListingPublishCategory {
  listingId: number;
  categoryId: number;
  category: ListingCategory;
}

export function categoryOfId(categoryId: number): ListingCategory | undefined {
  return (Object.entries(LISTING_CATEGORIES) as Array<[ListingCategory, number]>).find(
    ([, id]) => id === categoryId,
  )?.[0];
}

/**
 * Our rule: an archived account publishes nothing; nor does a Provider; an entry tier is open to
 * every other account; a higher tier only to an account whose plan holds it, which we read from
 * the tiers its live listings are published in (the plan is not stored on its own).
 */
export function publishPermission(
  account: { id: number; type: AccountType; isArchived: boolean },
  category: ListingCategory,
  planCategories: ReadonlySet<ListingCategory>,
): PublishPermission {
  const base = { accountId: account.id, categoryId: LISTING_CATEGORIES[category], category };
  if (account.isArchived) return { ...base, allowed: false, reason: 'AccountArchived' };
  if (!PUBLISHING_ACCOUNT_TYPES.includes(account.type))
    return { ...base, allowed: false, reason: 'AccountTypeCannotPublish' };
  if (ENTRY_CATEGORIES.includes(category) || planCategories.has(category)) return { ...base, allowed: true };
  return { ...base, allowed: false, reason: 'CategoryNotInPlan' };
}

/** Document 001 §5: "Subscription lookup needs a numeric accountId" ('Invalid accountId was provided', §5). */
export function parseAccountId(raw: unknown): Result<number, DomainError> {
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!isDatabaseId(id))
    return err(
      domainError('INVALID', 'ACCOUNT_ID_NOT_VALID', 'Invalid accountId was provided', { field: 'accountId' }),
    );
  return ok(id);
}

/** A plan tier id of document 001 §3 (basic 5, classic 1, …); anything else names the field. */
export function parseCategoryId(raw: unknown): Result<ListingCategory, DomainError> {
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  const category = categoryOfId(id);
  if (!category)
    return err(
      domainError('INVALID', 'CATEGORY_ID_NOT_VALID', 'categoryId must be a plan tier id from 1 to 8', {
        field: 'categoryId',
      }),
    );
  return ok(category);
}
