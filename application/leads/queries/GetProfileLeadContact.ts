import { inject, injectable } from 'inversify';
import type { LeadContact } from '#domain/leads/LeadContact';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { LeadProfiles } from '../ports';

/** A known visitor's contact details from their profile (document 000 §5 GET /profiles/{id}), to prefill a lead form. */
@injectable()
export class GetProfileLeadContactHandler {
  constructor(@inject(LeadProfiles) private readonly profiles: Pick<LeadProfiles, 'readContact'>) {}

  execute({ profileId }: { profileId: number }): Promise<Result<Partial<LeadContact>, DomainError>> {
    return this.profiles.readContact(profileId);
  }
}
