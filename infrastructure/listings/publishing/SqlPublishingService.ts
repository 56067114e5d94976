import { and, eq, inArray } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { PublishingService } from '#application/listings/ports';
import { parseListingId } from '#domain/listings/ListingId';
import {
  type ListingPublishCategory,
  type PublishPermission,
  parseAccountId,
  parseCategoryId,
  publishPermission,
} from '#domain/listings/publishing/Publishing';
import { type DomainError, notFound } from '#domain/shared/DomainError';
import { type Result, err, ok } from '#domain/shared/Result';
import { Database } from '#infrastructure/db/DatabaseToken';
import { accounts, listings } from '#infrastructure/db/schema';

/** Publishing (document 001 §7) on the embedded database: the rule is the domain's publishPermission. */
@injectable()
export class SqlPublishingService implements PublishingService {
  constructor(@inject(Database) private readonly db: Database) {}

  async getPublishPermission(
    accountId: number | string,
    categoryId: number | string,
  ): Promise<Result<PublishPermission, DomainError>> {
    const id = parseAccountId(accountId);
    if (!id.ok) return id;
    const category = parseCategoryId(categoryId);
    if (!category.ok) return category;
    const [account] = await this.db
      .select({ id: accounts.id, type: accounts.type, isArchived: accounts.isArchived })
      .from(accounts)
      .where(eq(accounts.id, id.value));
    if (!account) return err(notFound('ACCOUNT_NOT_FOUND', 'Invalid accountId was provided', 'accountId'));
    // The plan: the tiers the account's live listings are published in.
    const plan = await this.db
      .selectDistinct({ category: listings.category })
      .from(listings)
      .where(and(eq(listings.accountId, account.id), eq(listings.isArchived, false)));
    return ok(publishPermission(account, category.value, new Set(plan.map((row) => row.category))));
  }

  async getListingsCategories(listingIds: number[]): Promise<ListingPublishCategory[]> {
    const wanted = [...new Set(listingIds.filter((id) => parseListingId(id).ok))];
    if (wanted.length === 0) return [];
    const rows = await this.db
      .select({ listingId: listings.id, categoryId: listings.categoryId, category: listings.category })
      .from(listings)
      .where(inArray(listings.id, wanted));
    const byId = new Map(rows.map((row) => [row.listingId, row]));
    return wanted.flatMap((id) => byId.get(id) ?? []);
  }

  async getListingCategory(listingId: number | string): Promise<Result<ListingPublishCategory, DomainError>> {
    const id = parseListingId(listingId);
    if (!id.ok) return id;
    const [found] = await this.getListingsCategories([id.value]);
    return found ? ok(found) : err(notFound('LISTING_NOT_FOUND', 'Listing not found', 'listingId'));
  }
}
