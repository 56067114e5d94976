import { LOGIN_START_PATH, loginStartFields, loginStartUrl } from './LoginStart';

describe('LoginStart (document 000 §7 "Browser redirects": login … with … email … and callbackUrl)', () => {
  it('hands over the view and the way back, the e-mail and the post-login action when there are some', () => {
    expect(loginStartFields({ view: 'login', callbackUrl: '/fr/geneve/louer?p=2' })).toEqual([
      ['view', 'login'],
      ['callbackUrl', '/fr/geneve/louer?p=2'],
    ]);
    expect(
      loginStartFields({ view: 'register', callbackUrl: '/settings', email: ' ana@example.com ', action: 'abc' }),
    ).toEqual([
      ['view', 'register'],
      ['callbackUrl', '/settings'],
      ['email', 'ana@example.com'],
      ['action', 'abc'],
    ]);
  });

  it('leaves a blank e-mail out and comes back home without a way back', () => {
    expect(loginStartFields({ view: 'login', callbackUrl: '', email: '  ' })).toEqual([
      ['view', 'login'],
      ['callbackUrl', '/'],
    ]);
  });

  it('writes the same start as an address on /auth/login', () => {
    expect(loginStartUrl({ view: 'login', callbackUrl: '/unsubscribe?unsublink=4' })).toBe(
      `${LOGIN_START_PATH}?view=login&callbackUrl=%2Funsubscribe%3Funsublink%3D4`,
    );
  });
});
