import 'reflect-metadata';
import { domainError } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import { IdentifyOwnProfileByUrlTokenHandler } from './IdentifyOwnProfileByUrlToken';

/** The browser's services as the handler sees them, recording what was called. */
function services(tokenHolds: boolean) {
  const calls: string[] = [];
  const accounts = {
    verifyUrlToken: async (hash: string) => {
      calls.push(`GET /api/v1/token?hash=${hash}`);
      return tokenHolds
        ? ok(undefined)
        : err(domainError('INVALID', 'URL_TOKEN_INVALID', 'Errors.Message.SomethingWrong'));
    },
  };
  const session = {
    refresh: async () => {
      calls.push('POST /auth/refresh');
      return ok({ expiresAt: 1_900_000_000 });
    },
  };
  return { handler: new IdentifyOwnProfileByUrlTokenHandler(accounts, session), calls };
}

describe('IdentifyOwnProfileByUrlTokenHandler (document 000 §7 GET /api/v1/token)', () => {
  it('identifies the visitor by a token that holds, then takes a new access token that says so', async () => {
    const { handler, calls } = services(true);
    expect(await handler.execute({ urlToken: 'signed' })).toBe(true);
    expect(calls).toEqual(['GET /api/v1/token?hash=signed', 'POST /auth/refresh']);
  });

  it('changes nothing for a token the service refuses', async () => {
    const { handler, calls } = services(false);
    expect(await handler.execute({ urlToken: 'forged' })).toBe(false);
    expect(calls).toEqual(['GET /api/v1/token?hash=forged']);
  });
});
