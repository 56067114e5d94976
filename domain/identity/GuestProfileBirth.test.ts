import { isGuestProfileBirth, validGclid } from './GuestProfileBirth';

describe('isGuestProfileBirth', () => {
  it.each([
    ['POST', '/svc/leads/leads'],
    ['POST', '/svc/leads/leads/mortgage'],
    ['POST', '/svc/financing/rentalDepositInsuranceOffers'],
    ['POST', '/svc/financing/mortgagequotes'],
    ['POST', '/svc/valuation/properties'],
  ])('%s %s is an act the profile is for: it bears the profile', (method, path) => {
    expect(isGuestProfileBirth(method, path)).toBe(true);
  });

  it.each([
    ['GET', '/svc/leads/leads'],
    ['GET', '/svc/financing/mortgagequotes'],
    ['GET', '/svc/financing/mortgagequotes/estimates'],
    ['POST', '/svc/financing/mortgagequotes/estimates'],
    ['POST', '/svc/searches/searches'],
    ['POST', '/svc/leads/leads/../../accounts'],
    ['PATCH', '/svc/valuation/properties'],
  ])('%s %s bears none (a read, or a write that names its profile)', (method, path) => {
    expect(isGuestProfileBirth(method, path)).toBe(false);
  });
});

describe('validGclid', () => {
  it('keeps a click id as the landing URL carried it', () => {
    expect(validGclid('EAIaIQobChMI-abc_123')).toBe('EAIaIQobChMI-abc_123');
  });

  it('drops what is not a click id', () => {
    expect(validGclid(undefined)).toBeUndefined();
    expect(validGclid('')).toBeUndefined();
    expect(validGclid('a b')).toBeUndefined();
    expect(validGclid('x'.repeat(201))).toBeUndefined();
  });
});
