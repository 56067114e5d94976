import { inject, injectable } from 'inversify';
import type { LeadContact, LeadProfiles } from '#application/leads/ports';
import type { ProfileDetails } from '#domain/identity/Profile';
import type { DomainError } from '#domain/shared/DomainError';
import { map, type Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';

/** The visitor's profile details through the accounts service (document 000 §5: GET and PATCH /profiles/{id}). */
@injectable()
export class HttpLeadProfiles implements LeadProfiles {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  async readContact(profileId: number): Promise<Result<Partial<LeadContact>, DomainError>> {
    const profile = await this.client.request<{ details?: ProfileDetails }>('GET', `/accounts/profiles/${profileId}`, {
      query: { mode: 'Full' },
    });
    return map(profile, (value) => ({ ...value.details }));
  }

  async saveContact(profileId: number, contact: LeadContact): Promise<Result<void, DomainError>> {
    const saved = await this.client.request<unknown>('PATCH', `/accounts/profiles/${profileId}`, {
      body: { details: contact },
    });
    return map(saved, () => undefined);
  }
}
