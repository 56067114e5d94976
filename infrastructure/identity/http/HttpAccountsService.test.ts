import 'reflect-metadata';
import { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { HttpAccountsService } from './HttpAccountsService';
import { HttpSessionService } from './HttpSessionService';

/** A fetch answering one status and body, remembering what was asked. */
function answering(status: number, body: unknown) {
  const requests: { method: string; url: string; headers: Record<string, string>; body?: string }[] = [];
  const fetch = (async (url: URL, init?: RequestInit) => {
    requests.push({
      method: init?.method ?? 'GET',
      url: String(url),
      headers: init?.headers as Record<string, string>,
      body: init?.body as string | undefined,
    });
    return new Response(body === undefined ? '' : JSON.stringify(body), { status });
  }) as typeof globalThis.fetch;
  const client = (baseUrl: string) => new ServiceClient({ baseUrl, fetch, csrfToken: () => 'csrf-1' });
  return { requests, client };
}

describe('HttpAccountsService (document 000 §7, the accounts service as the browser calls it)', () => {
  it('saves profile details with PATCH /accounts/profiles/{id}, the CSRF header echoed', async () => {
    const { requests, client } = answering(200, {});
    const accounts = new HttpAccountsService(client('https://portal.test/svc'));
    const answer = await accounts.updateProfile(9, {
      details: { fullName: 'Ana', email: 'a@x.ch', phone: '+41790000000' },
    });
    expect(answer).toEqual({ ok: true, value: undefined });
    expect(requests).toMatchObject([
      { method: 'PATCH', url: 'https://portal.test/svc/accounts/profiles/9', headers: { 'x-csrf-token': 'csrf-1' } },
    ]);
    expect(JSON.parse(requests[0].body ?? '')).toEqual({
      details: { fullName: 'Ana', email: 'a@x.ch', phone: '+41790000000' },
    });
  });

  it("gives the service's refusal back as a domain error with its field", async () => {
    const { client } = answering(400, { code: 'PHONE_INVALID', message: 'Immobox.Validations.Phone', field: 'phone' });
    const accounts = new HttpAccountsService(client('https://portal.test/svc'));
    expect(await accounts.changePassword(3, { newPassword: 'x' })).toEqual({
      ok: false,
      error: { kind: 'INVALID', code: 'PHONE_INVALID', message: 'Immobox.Validations.Phone', field: 'phone' },
    });
  });

  it('reads the switch code from the answer, and sends no CSRF header on a GET', async () => {
    const { requests, client } = answering(200, { result: { code: 'c0de' } });
    const accounts = new HttpAccountsService(client('https://portal.test/svc'));
    const answer = await accounts.issueClientSwitchCode('agent-dashboard', new AbortController().signal);
    expect(answer).toEqual({ ok: true, value: { code: 'c0de' } });
    expect(requests[0].url).toBe(
      'https://portal.test/svc/accounts/api/users/clientswitchCode?targetClientId=agent-dashboard',
    );
    expect(requests[0].headers['x-csrf-token']).toBeUndefined();
  });
});

describe('HttpSessionService (the portal routes /login/*, /auth/*)', () => {
  it('reads an error the login routes wrap in { error } the same way as a /svc one', async () => {
    const { requests, client } = answering(401, {
      error: { code: 'WRONG_CREDENTIALS', message: 'Identity.Login.Wrong', field: 'password' },
    });
    const session = new HttpSessionService(client('https://portal.test'));
    expect(await session.logIn('password', { email: 'a@x.ch', password: 'nope' })).toEqual({
      ok: false,
      error: { kind: 'UNAUTHORIZED', code: 'WRONG_CREDENTIALS', message: 'Identity.Login.Wrong', field: 'password' },
    });
    expect(requests[0]).toMatchObject({ method: 'POST', url: 'https://portal.test/login/password' });
  });

  it('turns an unreachable server into SERVICE_UNREACHABLE with the message the UI translates', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    const session = new HttpSessionService(new ServiceClient({ baseUrl: 'https://portal.test', fetch }));
    expect(await session.refresh()).toMatchObject({
      ok: false,
      error: { kind: 'EXTERNAL_ERROR', code: 'SERVICE_UNREACHABLE', message: 'Errors.Message.SomethingWrong' },
    });
  });
});
