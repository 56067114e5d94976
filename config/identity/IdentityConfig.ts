import type { ServiceIdentifier } from 'inversify';
import type { IdentityKeys } from '#infrastructure/identity/keys/IdentityKeys';
import type { IdentitySettings } from './identitySettings';

/** The identity provider's keys and settings, bound in the root container for server/identity. */
export interface IdentityConfig {
  keys: IdentityKeys;
  settings: IdentitySettings;
}
export const IdentityConfig: ServiceIdentifier<IdentityConfig> = Symbol.for('identity.IdentityConfig');
