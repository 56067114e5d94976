import type { SocialProviderSettings } from '#infrastructure/identity/social/socialUpstreams';
import type { Settings } from '../env';

/** An upstream OpenID Connect or plain OAuth 2.0 provider for Social login (Google, Facebook, …). */
export type { SocialProviderSettings };

/** Identity settings (README "Configuration", "Social login"). */
export interface IdentitySettings {
  /** The provider's issuer identifier: the public origin + /svc/identity. */
  issuer: string;
  /** Audience of the JWT access tokens. */
  audience: string;
  /** Document 000 §9: access token lifespan 300 s. IDENTITY_ACCESS_TOKEN_TTL shortens it in tests. */
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** The most access tokens a node remembers as checked (MemoizedAccessTokenVerifier): ~1.5 kB of heap each. */
  tokenMemoEntries: number;
  smtpUrl?: string;
  /** MAIL_RECIPIENT_HOURLY_CAP: mails one address receives per hour from every sender together (docs/security.md). */
  mailRecipientHourlyCap?: number;
  mailFrom: string;
  /** The name mails are signed with. */
  portalName: string;
  /** The outbox viewer at /dev/mail (never in production). */
  mailViewer: boolean;
  social: SocialProviderSettings[];
}

/** The identity settings of config/env.ts (Settings.identity), with the issuer derived from the public origin. */
export function readIdentitySettings(settings: Settings): IdentitySettings {
  const origin = (settings.publicOrigin ?? `http://localhost:${settings.port}`).replace(/\/$/, '');
  const env = settings.identity;
  return {
    issuer: `${origin}/svc/identity`,
    audience: 'urn:homefinder:api',
    accessTokenTtlSeconds: env.accessTokenTtlS,
    refreshTokenTtlSeconds: env.refreshTokenTtlS,
    tokenMemoEntries: env.tokenMemoEntries,
    smtpUrl: env.smtpUrl,
    mailRecipientHourlyCap: env.mailRecipientHourlyCap,
    mailFrom: env.mailFrom,
    portalName: env.mailPortalName,
    // Never in production, unless a test run asks for it (IDENTITY_MAIL_VIEWER=true on a throw-away server).
    mailViewer: !settings.production || env.mailViewerRequested,
    social: env.social,
  };
}
