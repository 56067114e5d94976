import { inject, injectable } from 'inversify';
import type { AccountsService } from '#application/identity/ports';
import type { CookiesConsent, ProfileDetails, RegionalSettings } from '#domain/identity/Profile';
import type { DomainError } from '#domain/shared/DomainError';
import { map, type Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';
import { ACCOUNTS_ROUTES } from '#application/identity/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';

const done = () => undefined;

/** AccountsService over the seed contract (document 000 §7) at /accounts. */
@injectable()
export class HttpAccountsService implements AccountsService {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  async updateProfile(
    profileId: number,
    patch: { details?: ProfileDetails; regionalSettings?: RegionalSettings },
  ): Promise<Result<void, DomainError>> {
    return map(
      await this.client.request(
        ACCOUNTS_ROUTES.patchProfile.method,
        pathOf(ACCOUNTS_ROUTES.patchProfile, { id: profileId }),
        { body: patch },
      ),
      done,
    );
  }

  async saveCookiesConsent(profileId: number, consent: CookiesConsent): Promise<Result<void, DomainError>> {
    const body = {
      performanceCookies: consent.performanceCookies,
      advertisingCookies: consent.advertisingCookies,
      sourceUrl: consent.sourceUrl,
    };
    return map(
      await this.client.request(
        ACCOUNTS_ROUTES.cookiesConsent.method,
        pathOf(ACCOUNTS_ROUTES.cookiesConsent, { id: profileId }),
        { body },
      ),
      done,
    );
  }

  async changePassword(
    userId: number,
    passwords: { currentPassword?: string; newPassword: string },
  ): Promise<Result<void, DomainError>> {
    return map(
      await this.client.request(ACCOUNTS_ROUTES.password.method, pathOf(ACCOUNTS_ROUTES.password, { id: userId }), {
        body: passwords,
      }),
      done,
    );
  }

  async issueClientSwitchCode(
    targetClientId: string,
    signal: AbortSignal,
  ): Promise<Result<{ code?: string }, DomainError>> {
    const answer = await this.client.request<{ result?: { code?: unknown } }>(
      ACCOUNTS_ROUTES.clientSwitchCode.method,
      pathOf(ACCOUNTS_ROUTES.clientSwitchCode),
      { query: { targetClientId }, signal },
    );
    return map(answer, (body) => (typeof body?.result?.code === 'string' ? { code: body.result.code } : {}));
  }

  async verifyUrlToken(hash: string): Promise<Result<void, DomainError>> {
    return map(
      await this.client.request(ACCOUNTS_ROUTES.urlToken.method, pathOf(ACCOUNTS_ROUTES.urlToken), { query: { hash } }),
      done,
    );
  }
}
