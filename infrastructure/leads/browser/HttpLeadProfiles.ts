import { inject, injectable } from 'inversify';
import type { LeadContact, LeadProfiles } from '#application/leads/ports';
import type { ProfileDetails } from '#domain/identity/Profile';
import type { DomainError } from '#domain/shared/DomainError';
import { map, type Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';
import { ACCOUNTS_ROUTES } from '#application/identity/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';

/** The visitor's profile details through the accounts service (document 000 §5: GET and PATCH /profiles/{id}). */
@injectable()
export class HttpLeadProfiles implements LeadProfiles {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  async readContact(profileId: number): Promise<Result<Partial<LeadContact>, DomainError>> {
    const profile = await this.client.request<{ details?: ProfileDetails }>(
      ACCOUNTS_ROUTES.profile.method,
      pathOf(ACCOUNTS_ROUTES.profile, { id: profileId }),
      {
        query: { mode: 'Full' },
      },
    );
    return map(profile, (value) => ({ ...value.details }));
  }

  async saveContact(profileId: number, contact: LeadContact): Promise<Result<void, DomainError>> {
    const saved = await this.client.request<unknown>(
      ACCOUNTS_ROUTES.patchProfile.method,
      pathOf(ACCOUNTS_ROUTES.patchProfile, { id: profileId }),
      {
        body: { details: contact },
      },
    );
    return map(saved, () => undefined);
  }
}
