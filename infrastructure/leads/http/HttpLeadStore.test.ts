import type { NewLead } from '#application/leads/ports';
import { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { HttpLeadStore } from './HttpLeadStore';

/** A remote that takes any lead and reads every listing as archived: what PostLead is given and what reaches it. */
function remote() {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const fetch = (async (url: URL, init: RequestInit) => {
    calls.push({
      method: init.method!,
      path: url.pathname,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const body =
      init.method === 'GET'
        ? {
            id: 7,
            isArchived: true,
            transactionType: 'Sell',
            title: 'Flat',
            reference: 'R-7',
            contactUsers: [{ userId: 70, type: 'Agent' }],
            location: { geocodeLevel: 'Postcode', countryISO: 'CH' },
          }
        : { leadId: 41, status: 'NotificationsScheduled' };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { store: new HttpLeadStore(new ServiceClient({ baseUrl: 'http://remote.test/svc', fetch })), calls };
}

const lead = (status: NewLead['status']): NewLead =>
  ({
    endpoint: 'lead',
    leadType: 'lead',
    status,
    request: { id: 7, portalId: 'ch', locale: 'en', idempotencyKey: 'form-key-000000001', data: {} },
    caller: { ip: '203.0.113.7', captcha: 'c2VuZA==' },
  }) as NewLead;

describe('HttpLeadStore (a remote leads service, document 001 §7 "Leads")', () => {
  it("reads the listing's facts for the decision from GET /v2/listings/{id}", async () => {
    const { store } = remote();
    expect(await store.target({ kind: 'listing', id: 7, isUnit: false })).toMatchObject({
      ok: true,
      value: { isArchived: true, transactionType: 'Sell', geocodeLevel: 'Postcode', agentUserId: 70 },
    });
  });

  it('hands a lead to be sent over with the captcha, and answers the remote lead', async () => {
    const { store, calls } = remote();
    expect(await store.save(lead('NotificationsScheduled'))).toEqual({
      ok: true,
      value: { stored: { leadId: 41, status: 'NotificationsScheduled' } },
    });
    expect(calls).toEqual([
      { method: 'POST', path: '/svc/leads/leads', body: expect.objectContaining({ captcha: 'c2VuZA==' }) },
    ]);
  });

  it.each(['Spam', 'RejectedObsolete'] as const)(
    'never hands a %s lead to a remote that would send it (document 001 §3: only a successful status is sent)',
    async (status) => {
      const { store, calls } = remote();
      expect(await store.save(lead(status))).toEqual({ ok: true, value: { stored: { leadId: 0, status } } });
      expect(calls).toEqual([]);
    },
  );
});
