import { categoryOfId, parseAccountId, parseCategoryId, publishPermission } from './Publishing';

const agency = { id: 7, type: 'Professional' as const, isArchived: false };

describe('publishPermission (document 001 §7 Publishing, our rule)', () => {
  it('opens the entry tiers to every publishing account', () => {
    expect(publishPermission(agency, 'basic', new Set())).toEqual({
      accountId: 7,
      categoryId: 5,
      category: 'basic',
      allowed: true,
    });
  });

  it('opens a higher tier only when the plan holds it', () => {
    expect(publishPermission(agency, 'premium', new Set())).toMatchObject({
      allowed: false,
      reason: 'CategoryNotInPlan',
    });
    expect(publishPermission(agency, 'premium', new Set(['premium']))).toMatchObject({ allowed: true, categoryId: 2 });
  });

  it('refuses an archived account and a Provider whatever the tier', () => {
    expect(publishPermission({ ...agency, isArchived: true }, 'basic', new Set(['basic']))).toMatchObject({
      allowed: false,
      reason: 'AccountArchived',
    });
    expect(publishPermission({ ...agency, type: 'Provider' }, 'basic', new Set())).toMatchObject({
      allowed: false,
      reason: 'AccountTypeCannotPublish',
    });
  });

  it('reads plan tier ids as document 001 §3 lists them', () => {
    expect(categoryOfId(5)).toBe('basic');
    expect(categoryOfId(8)).toBe('basicPlus');
    expect(categoryOfId(9)).toBeUndefined();
  });
});

describe('publishing ids (document 001 §5 "numeric accountId")', () => {
  it('refuses a non-numeric accountId with the documents message, naming the field', () => {
    expect(parseAccountId('12')).toEqual({ ok: true, value: 12 });
    expect(parseAccountId('12a')).toMatchObject({
      ok: false,
      error: { message: 'Invalid accountId was provided', field: 'accountId' },
    });
    expect(parseAccountId('0').ok).toBe(false);
    expect(parseCategoryId('2')).toEqual({ ok: true, value: 'premium' });
    expect(parseCategoryId('0')).toMatchObject({ ok: false, error: { field: 'categoryId' } });
  });
});
