import { readSettings } from '../env';
import { readIdentitySettings } from './identitySettings';

const issuerWith = (env: NodeJS.ProcessEnv) => readIdentitySettings(readSettings(env)).issuer;

describe('the OpenID Connect issuer follows PUBLIC_ORIGIN: one per deployment (docs/identity.md)', () => {
  it('is PUBLIC_ORIGIN + /svc/identity, so a relying party on 127.0.0.1 or on a portal host finds its own issuer', () => {
    expect(issuerWith({ PUBLIC_ORIGIN: 'http://127.0.0.1:3000', PORT: '3000' })).toBe(
      'http://127.0.0.1:3000/svc/identity',
    );
    expect(issuerWith({ PUBLIC_ORIGIN: 'https://www.homefinder.ch/' })).toBe('https://www.homefinder.ch/svc/identity');
  });

  it('is localhost on the port when PUBLIC_ORIGIN is unset', () => {
    expect(issuerWith({ PORT: '3106' })).toBe('http://localhost:3106/svc/identity');
  });
});
