import type { LeadRequest } from '#application/leads';
import type { Notification } from '#domain/portal/Toasts';
import { ok } from '#domain/shared/Result';
import { FinancingLeadViewModel } from './FinancingLeadViewModel';

const settle = () => new Promise((done) => setTimeout(done, 0));
const values = { fullName: 'Anna Keller', email: 'anna@example.ch', phone: '+41 44 668 18 00', message: '' };

function mortgageLead() {
  const sent: { lead: LeadRequest; captcha?: string }[] = [];
  const notified: Notification[] = [];
  let clock = 1_000;
  const lead = new FinancingLeadViewModel(
    {
      portalId: 'ch',
      country: 'CH',
      locale: 'en',
      listingId: 12,
      success: [{ id: 'mortgage-lead', kind: 'success', message: 'LeadRequestForm.Message.Success' }],
    },
    {
      send: async (request, captcha) => {
        sent.push({ lead: request, ...(captcha ? { captcha } : {}) });
        return ok({ leadId: 1, status: 'Dispatched' });
      },
      openForm: async () => ok({ formStamp: 'stamp-9' }),
      notify: (notification) => notified.push(notification),
      now: () => clock,
      newKey: () => 'key-0123456789abcdef',
    },
  );
  return { lead, sent, notified, tick: (ms: number) => (clock += ms) };
}

describe('FinancingLeadViewModel: "Talk to an advisor" and the insurance lead meet the spam check like every lead form', () => {
  it('sent within 3 s of opening (autofill), asks for the captcha first and sends once it is solved, with the stamp', async () => {
    const { lead, sent, notified, tick } = mortgageLead();
    lead.show();
    await settle();
    tick(1_500);
    const sending = lead.submit(values);
    await settle();
    expect(sent).toHaveLength(0);
    expect(lead.guard.captchaAsked).toBe(true);
    lead.guard.setCaptchaToken('solution-a');
    expect(await sending).toBe(true);
    expect(sent).toEqual([
      {
        lead: expect.objectContaining({ formStamp: 'stamp-9', idempotencyKey: 'key-0123456789abcdef' }),
        captcha: 'solution-a',
      },
    ]);
    expect(notified.map((n) => n.message)).toEqual(['LeadRequestForm.Message.Success']);
    expect(lead.open).toBe(false);
  });

  it('sent after a person took their time, goes at once with the stamp and no captcha', async () => {
    const { lead, sent, tick } = mortgageLead();
    lead.show();
    await settle();
    tick(12_000);
    expect(await lead.submit(values)).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.captcha).toBeUndefined();
    expect(sent[0]!.lead.formStamp).toBe('stamp-9');
    expect(lead.guard.captchaAsked).toBe(false);
  });
});
