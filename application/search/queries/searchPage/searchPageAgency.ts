import type { Account } from '#domain/agents/Account';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { AccountsDirectory } from '#application/agents';

export interface SearchPageAgency {
  agency: Account;
  /** The agency's head office and franchise, nearest first (GET /accounts/{id}/ascendants, ascendantsType Breadcrumbs). */
  agencyAscendants: Account[];
  /** The accounts the agency names as related (document 001 §3 Account relatedAccountIds), archived ones left out. */
  agencyRelated: Account[];
}

/** The agency page's account (document 001 §3): 'Invalid accountId was provided' (404) for an unknown one, 410 for an archived one. */
export async function agencyOf(
  accounts: AccountsDirectory,
  agencyId: number,
): Promise<Result<SearchPageAgency, DomainError>> {
  const [agency] = await accounts.getAccountsByIds([agencyId]);
  if (!agency)
    return err(domainError('NOT_FOUND', 'AGENCY_NOT_FOUND', 'Invalid accountId was provided', { field: 'accountId' }));
  if (agency.isArchived)
    return err(domainError('GONE', 'AGENCY_ARCHIVED', 'Agency is archived', { field: 'accountId' }));
  const [ascendants, related] = await Promise.all([
    accounts.ascendantsOf(agency.id),
    accounts.getAccountsByIds(agency.relatedAccountIds),
  ]);
  return ok({
    agency,
    agencyAscendants: ascendants ?? [],
    agencyRelated: related.filter((account) => !account.isArchived),
  });
}
