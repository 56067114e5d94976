import { inject, injectable } from 'inversify';
import type { LoginAnswer, LoginStep, SessionService } from '#application/identity/ports';
import type { PostLoginAction } from '#domain/identity/PostLoginAction';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { PortalClientToken, type ServiceClient } from '#infrastructure/shared/http/ServiceClient';

/** The login page's routes (server/identity/interactionRoutes), one per step. */
const LOGIN_PATHS: Record<LoginStep, string> = {
  password: '/login/password',
  emailCodeSend: '/login/email-code/send',
  emailCode: '/login/email-code',
  register: '/login/register',
  registerConfirm: '/login/register/confirm',
};

/** SessionService over the portal server's own routes (/login/*, /auth/*). */
@injectable()
export class HttpSessionService implements SessionService {
  constructor(@inject(PortalClientToken) private readonly client: ServiceClient) {}

  logIn(step: LoginStep, body: object): Promise<Result<LoginAnswer, DomainError>> {
    return this.client.request('POST', LOGIN_PATHS[step], { body });
  }

  refresh(): Promise<Result<{ expiresAt: number | null }, DomainError>> {
    return this.client.request('POST', '/auth/refresh', { body: {} });
  }

  logOut(): Promise<Result<{ redirectTo: string }, DomainError>> {
    return this.client.request('POST', '/auth/logout', { body: {} });
  }

  guest(): Promise<Result<{ profileId: number | null; expiresAt: number | null }, DomainError>> {
    return this.client.request('POST', '/auth/guest', { body: {} });
  }

  replayAction(action: string): Promise<Result<{ action: PostLoginAction }, DomainError>> {
    return this.client.request('POST', '/auth/action/replay', { body: { action } });
  }

  encodeAction(action: PostLoginAction): Promise<Result<{ action: string }, DomainError>> {
    return this.client.request('POST', '/auth/action', { body: action });
  }
}
