import 'reflect-metadata';
import type { LeadAnswer, LeadEndpoint, LeadRequest } from '#domain/leads/Lead';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { ok, err, type Result } from '#domain/shared/Result';
import type { LeadsService } from '#application/leads';
import { SendMortgageLeadHandler } from './SendMortgageLead';

const lead: LeadRequest = {
  id: 12,
  portalId: 'ch',
  locale: 'de',
  idempotencyKey: 'k'.repeat(20),
  data: { fullName: 'Anna Keller', email: 'anna@example.ch', phone: '044 668 18 00', leadType: 'lead' },
};

function handlerAnswering(answer: Result<LeadAnswer, DomainError>) {
  const posted: LeadEndpoint[] = [];
  const leads: LeadsService = {
    postLead: async (endpoint) => {
      posted.push(endpoint);
      return answer;
    },
    openForm: async () => ok({ formStamp: 'stamp' }),
  };
  return { handler: new SendMortgageLeadHandler(leads), posted };
}

describe('SendMortgageLead (document 001 §5: "Mortgage lead accepts 409 as non-error")', () => {
  it('posts the lead to /leads/mortgage and passes the answer on', async () => {
    const { handler, posted } = handlerAnswering(ok({ leadId: 7, status: 'Dispatched' }));
    expect(await handler.execute({ lead })).toEqual(ok({ leadId: 7, status: 'Dispatched' }));
    expect(posted).toEqual(['mortgage']);
  });

  it('takes a 409 (the visitor already asked) as success', async () => {
    const { handler } = handlerAnswering(err(domainError('CONFLICT', 'HTTP_409', 'Lead already sent')));
    expect(await handler.execute({ lead })).toEqual(ok(undefined));
  });

  it.each([
    domainError('EXTERNAL_ERROR', 'HTTP_502', 'LeadRequestForm.Message.Error'),
    domainError('INVALID', 'REQUIRED', 'Immobox.Validations.Required', { field: 'phone' }),
    domainError('TOO_MANY_REQUESTS', 'HTTP_429', 'Too many requests'),
  ])('keeps every other failure a failure: $kind', async (error) => {
    const { handler } = handlerAnswering(err(error));
    expect(await handler.execute({ lead })).toEqual(err(error));
  });
});
