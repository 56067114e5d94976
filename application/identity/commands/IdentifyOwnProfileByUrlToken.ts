import { inject, injectable } from 'inversify';
import { AccountsService, SessionService } from '../ports';

/**
 * A link from our e-mails carried a signed token (document 000 §7 GET /api/v1/token?hash): the
 * accounts service checks it and, when it holds, identifies this browser's own profile as the
 * mailed user (UserIdentifiedByUrlToken, IdentifyByUrlToken); a new access token then carries the
 * state. A token the service refuses changes nothing. True when the visitor was identified.
 */
@injectable()
export class IdentifyOwnProfileByUrlTokenHandler {
  constructor(
    @inject(AccountsService) private readonly accounts: Pick<AccountsService, 'verifyUrlToken'>,
    @inject(SessionService) private readonly session: Pick<SessionService, 'refresh'>,
  ) {}

  async execute({ urlToken }: { urlToken: string }): Promise<boolean> {
    const verified = await this.accounts.verifyUrlToken(urlToken);
    if (!verified.ok) return false;
    const refreshed = await this.session.refresh();
    return refreshed.ok;
  }
}
