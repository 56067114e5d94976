import { inject, injectable } from 'inversify';
import type { CookiesConsent } from '#domain/identity/Profile';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { AccountsService, SessionService } from '../ports';
import { guestProfileIdOf } from './UpdateOwnProfile';

export interface SaveOwnCookiesConsent {
  /** The visitor's profile as the page knew it; null when none was born yet. */
  profileId: number | null;
  consent: CookiesConsent;
}

/**
 * The cookie consent banner's choice from the browser (document 000 §4, §7 PUT
 * /profiles/{id}/cookiesConsent). A first visitor has no profile yet (a page view writes
 * nothing): the choice is what bears their guest profile (docs/pages.md "When a profile is
 * born"), then it is saved on it. Answers the profile it was saved on.
 */
@injectable()
export class SaveOwnCookiesConsentHandler {
  constructor(
    @inject(SessionService) private readonly session: Pick<SessionService, 'guest'>,
    @inject(AccountsService) private readonly accounts: Pick<AccountsService, 'saveCookiesConsent'>,
  ) {}

  async execute({ profileId, consent }: SaveOwnCookiesConsent): Promise<Result<{ profileId: number }, DomainError>> {
    const id = profileId ?? (await guestProfileIdOf(this.session));
    if (id === null) return err(domainError('UNAUTHORIZED', 'PROFILE_REQUIRED', 'Errors.Message.SomethingWrong'));
    const saved = await this.accounts.saveCookiesConsent(id, consent);
    return saved.ok ? ok({ profileId: id }) : saved;
  }
}
