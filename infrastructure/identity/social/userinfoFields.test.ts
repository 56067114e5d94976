import { DEFAULT_USERINFO_FIELDS, identityFromUserinfo } from './userinfoFields';

describe('the person in a plain OAuth 2.0 userinfo answer', () => {
  it("reads Facebook's shape with the defaults; its addresses count as verified when the provider is configured so", () => {
    expect(
      identityFromUserinfo({ id: '10229876', name: 'Fabio', email: 'fabio@example.ch' }, DEFAULT_USERINFO_FIELDS, true),
    ).toEqual({ subject: '10229876', name: 'Fabio', email: 'fabio@example.ch', emailVerified: true });
    expect(
      identityFromUserinfo({ id: '10229876', email: 'fabio@example.ch' }, DEFAULT_USERINFO_FIELDS, false)
        ?.emailVerified,
    ).toBe(false);
  });

  it('a mapped verification flag decides over the provider setting', () => {
    const fields = { id: 'sub', email: 'email', name: 'name', emailVerified: 'email_verified' };
    expect(
      identityFromUserinfo({ sub: 'li-1', email: 'a@example.ch', email_verified: false }, fields, true)?.emailVerified,
    ).toBe(false);
    expect(
      identityFromUserinfo({ sub: 'li-1', email: 'a@example.ch', email_verified: 'true' }, fields, false)
        ?.emailVerified,
    ).toBe(true);
  });

  it('follows dotted paths and keeps numeric ids as text', () => {
    const fields = { id: 'data.id', email: 'data.contact.email', name: 'data.name' };
    expect(
      identityFromUserinfo(
        { data: { id: 583231, name: ' Octo ', contact: { email: 'octo@example.ch' } } },
        fields,
        true,
      ),
    ).toEqual({ subject: '583231', name: 'Octo', email: 'octo@example.ch', emailVerified: true });
  });

  it('no id, no person; no e-mail, nothing verified', () => {
    expect(
      identityFromUserinfo({ name: 'Nobody', email: 'x@example.ch' }, DEFAULT_USERINFO_FIELDS, true),
    ).toBeUndefined();
    expect(identityFromUserinfo({ id: { nested: true } }, DEFAULT_USERINFO_FIELDS, true)).toBeUndefined();
    expect(identityFromUserinfo('not json object', DEFAULT_USERINFO_FIELDS, true)).toBeUndefined();
    expect(identityFromUserinfo({ id: 'wechat-openid', email: '' }, DEFAULT_USERINFO_FIELDS, true)).toEqual({
      subject: 'wechat-openid',
      emailVerified: false,
    });
  });
});
