import type { ServiceIdentifier } from 'inversify';
import type { Adapter } from 'oidc-provider';
import type { SocialUpstream } from '#application/identity/ports';
import type { SocialProviderSettings } from './identitySettings';

/**
 * What server/identity takes from the container besides the application's ports: it builds no
 * adapter of its own, config/di/identityServerModule chooses them.
 */

/** Storage of the OpenID Connect provider's models, one adapter per model name (oidc-provider's `adapter`). */
export type OidcAdapterFactory = (name: string) => Adapter;
export const OidcAdapterFactory: ServiceIdentifier<OidcAdapterFactory> = Symbol.for('identity.OidcAdapterFactory');

/** The upstream of one configured social provider. */
export type SocialUpstreams = (settings: SocialProviderSettings) => SocialUpstream;
export const SocialUpstreams: ServiceIdentifier<SocialUpstreams> = Symbol.for('identity.SocialUpstreams');

/**
 * Identity's background work: the outbox worker sending mail, and the connections that end with
 * the server (the attempt limits' Redis). Started with the app, stopped before the database closes.
 */
export interface IdentityJobs {
  start(): void;
  stop(): Promise<void>;
}
export const IdentityJobs: ServiceIdentifier<IdentityJobs> = Symbol.for('identity.IdentityJobs');
