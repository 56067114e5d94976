import type { Container, ServiceIdentifier } from 'inversify';
import { readSettings, type Settings } from '../env';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { generateIdentityKeys } from '#infrastructure/identity/keys/IdentityKeys';
import type { IdentityModuleOptions } from './identityServerModule';
import { composeRoot } from './serverContainer';

/** The identity settings tests run with: a local issuer, short tokens, no mail leaves. */
export const TEST_IDENTITY_SETTINGS: IdentityModuleOptions['settings'] = {
  issuer: 'http://localhost/svc/identity',
  audience: 'urn:homefinder:api',
  accessTokenTtlSeconds: 300,
  refreshTokenTtlSeconds: 3600,
  tokenMemoEntries: 20_000,
  mailFrom: 'test@homefinder.example',
  portalName: 'Homefinder',
  mailViewer: false,
  social: [],
};

/** A port served otherwise in one test, e.g. an adapter pointed at a running server. */
export type TestBinding<T = unknown> = readonly [ServiceIdentifier<T>, T];

export interface TestRootOverrides {
  settings?: Partial<Settings>;
  /** Keys (fresh by default), identity settings (TEST_IDENTITY_SETTINGS) and attempt limits. */
  identity?: Partial<IdentityModuleOptions>;
  bindings?: readonly TestBinding[];
}

/**
 * The server's root for tests: the same context modules as composeServerRoot on the test's
 * database, with fresh identity keys, no Redis, and the few bindings a test replaces.
 */
export function composeTestRoot(db: Database, overrides: TestRootOverrides = {}): Container {
  // No REDIS_URL: the attempt limits live in this process unless the test asks for Redis.
  const settings: Settings = { ...readSettings({ NODE_ENV: 'test' }), production: false, ...overrides.settings };
  const root = composeRoot({
    db,
    settings,
    identity: {
      keys: generateIdentityKeys(),
      settings: TEST_IDENTITY_SETTINGS,
      ...overrides.identity,
    },
  });
  for (const [token, value] of overrides.bindings ?? []) root.rebind(token).toConstantValue(value);
  return root;
}
