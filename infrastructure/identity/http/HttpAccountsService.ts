import { inject, injectable } from 'inversify';
import type { AccountsService } from '#application/identity/ports';
import type { CookiesConsent, ProfileDetails, RegionalSettings } from '#domain/identity/Profile';
import type { DomainError } from '#domain/shared/DomainError';
import { map, type Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';

const done = () => undefined;

/** AccountsService over the seed contract (document 000 §7) at /accounts. */
@injectable()
export class HttpAccountsService implements AccountsService {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  async updateProfile(
    profileId: number,
    patch: { details?: ProfileDetails; regionalSettings?: RegionalSettings },
  ): Promise<Result<void, DomainError>> {
    return map(await this.client.request('PATCH', `/accounts/profiles/${profileId}`, { body: patch }), done);
  }

  async saveCookiesConsent(profileId: number, consent: CookiesConsent): Promise<Result<void, DomainError>> {
    const body = {
      performanceCookies: consent.performanceCookies,
      advertisingCookies: consent.advertisingCookies,
      sourceUrl: consent.sourceUrl,
    };
    return map(await this.client.request('PUT', `/accounts/profiles/${profileId}/cookiesConsent`, { body }), done);
  }

  async changePassword(
    userId: number,
    passwords: { currentPassword?: string; newPassword: string },
  ): Promise<Result<void, DomainError>> {
    return map(await this.client.request('PUT', `/accounts/users/${userId}/password`, { body: passwords }), done);
  }

  async issueClientSwitchCode(
    targetClientId: string,
    signal: AbortSignal,
  ): Promise<Result<{ code?: string }, DomainError>> {
    const answer = await this.client.request<{ result?: { code?: unknown } }>(
      'GET',
      '/accounts/api/users/clientswitchCode',
      { query: { targetClientId }, signal },
    );
    return map(answer, (body) => (typeof body?.result?.code === 'string' ? { code: body.result.code } : {}));
  }

  async verifyUrlToken(hash: string): Promise<Result<void, DomainError>> {
    return map(await this.client.request('GET', '/accounts/api/v1/token', { query: { hash } }), done);
  }
}
