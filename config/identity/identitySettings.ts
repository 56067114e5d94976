import type { LoginNetwork } from '../../domain/identity/LoginMethod';
import { LOGIN_NETWORKS } from '../../domain/identity/LoginMethod';
import type { Settings } from '../env';

/** An upstream OpenID Connect / OAuth 2.0 provider for Social login (Google, Facebook, …). */
export interface SocialProviderSettings {
  network: LoginNetwork;
  /** The issuer (OIDC discovery at issuer/.well-known/openid-configuration). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

/** Identity settings read from the environment (README "Identity"). */
export interface IdentitySettings {
  /** The provider's issuer identifier: the public origin + /svc/identity. */
  issuer: string;
  /** Audience of the JWT access tokens. */
  audience: string;
  /** Document 000 §9: access token lifespan 300 s. IDENTITY_ACCESS_TOKEN_TTL shortens it in tests. */
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  smtpUrl?: string;
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
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Homefinder <no-reply@homefinder.example>',
    portalName: env.MAIL_PORTAL_NAME ?? 'Homefinder',
    // Never in production, unless a test run asks for it (IDENTITY_MAIL_VIEWER=true on a throw-away server).
    mailViewer: !settings.production || env.IDENTITY_MAIL_VIEWER === 'true',
    social: LOGIN_NETWORKS.flatMap((network) => {
      const prefix = `IDENTITY_SOCIAL_${network.toUpperCase()}_`;
      const issuer = env[`${prefix}ISSUER`];
      const clientId = env[`${prefix}CLIENT_ID`];
      const clientSecret = env[`${prefix}CLIENT_SECRET`];
      if (!issuer || !clientId || !clientSecret) return [];
      return [{ network, issuer, clientId, clientSecret, scope: env[`${prefix}SCOPE`] ?? 'openid email profile' }];
    }),
  };
}
