import { inject, injectable } from 'inversify';
import { AccessTokenVerifier, Sessions } from '../ports';

export interface EndSession {
  /** The browser's access token, when it still holds one: it names the session. */
  accessToken?: string;
}

/**
 * Logout: the session the browser's token names ends, so that token (and any earlier one of the
 * same session) is refused from now on (docs/security.md "Ending sessions"). The refresh token is
 * revoked at the provider by the caller.
 */
@injectable()
export class EndSessionHandler {
  constructor(
    @inject(AccessTokenVerifier) private readonly verifier: AccessTokenVerifier,
    @inject(Sessions) private readonly sessions: Sessions,
  ) {}

  async execute(command: EndSession): Promise<void> {
    if (!command.accessToken) return;
    const verified = await this.verifier.verify(command.accessToken);
    if (verified.ok && verified.value.sessionId) await this.sessions.end(verified.value.sessionId);
  }
}
