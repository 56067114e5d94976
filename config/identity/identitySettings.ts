import type { SocialProviderSettings } from '#infrastructure/identity/social/socialUpstreams';
import type { Settings } from '../env';
import { readSocialProviders } from './readSocialProviders';

/** An upstream OpenID Connect or plain OAuth 2.0 provider for Social login (Google, Facebook, …). */
export type { SocialProviderSettings };

/** Identity settings read from the environment (README "Identity"). */
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

const THIRTY_DAYS = 30 * 24 * 3600;

export function readIdentitySettings(settings: Settings, env: NodeJS.ProcessEnv = process.env): IdentitySettings {
  const origin = (settings.publicOrigin ?? `http://localhost:${settings.port}`).replace(/\/$/, '');
  return {
    issuer: `${origin}/svc/identity`,
    audience: 'urn:homefinder:api',
    accessTokenTtlSeconds: Number(env.IDENTITY_ACCESS_TOKEN_TTL ?? 300),
    refreshTokenTtlSeconds: Number(env.IDENTITY_REFRESH_TOKEN_TTL ?? THIRTY_DAYS),
    tokenMemoEntries: Math.max(1, Math.floor(Number(env.IDENTITY_TOKEN_MEMO_ENTRIES ?? 20_000)) || 20_000),
    smtpUrl: env.SMTP_URL || undefined,
    mailRecipientHourlyCap: Math.max(1, Math.floor(Number(env.MAIL_RECIPIENT_HOURLY_CAP ?? 10)) || 10),
    mailFrom: env.MAIL_FROM ?? 'Homefinder <no-reply@homefinder.example>',
    portalName: env.MAIL_PORTAL_NAME ?? 'Homefinder',
    // Never in production, unless a test run asks for it (IDENTITY_MAIL_VIEWER=true on a throw-away server).
    mailViewer: !settings.production || env.IDENTITY_MAIL_VIEWER === 'true',
    social: readSocialProviders(env),
  };
}
