import { inject, injectable } from 'inversify';
import { type AgencyCaller, AgencyApiKeyErrors, parseAgencyApiKey } from '#domain/identity/AgencyApiKey';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { AgencyApiKeys, IdentityClock } from '../ports';

/**
 * The agency a request's API key stands for (the /svc edge's `agencyKey` caller): a missing or
 * malformed key is refused before any lookup; an unknown, replaced or archived agency's key is
 * API_KEY_INVALID, alike, so a key cannot be probed for why.
 */
@injectable()
export class AuthenticateAgencyHandler {
  constructor(
    @inject(AgencyApiKeys) private readonly keys: AgencyApiKeys,
    @inject(IdentityClock) private readonly clock: Clock,
  ) {}

  async execute(header: string | undefined): Promise<Result<AgencyCaller, DomainError>> {
    const key = parseAgencyApiKey(header);
    if (!key.ok) return key;
    const agencyId = await this.keys.agencyOf(key.value, this.clock.now());
    return agencyId === undefined ? err(AgencyApiKeyErrors.invalid()) : ok({ agencyId });
  }
}
