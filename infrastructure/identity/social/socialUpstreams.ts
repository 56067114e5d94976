import { OAuth2SocialUpstream, type OAuth2ProviderSettings } from './OAuth2SocialUpstream';
import { OidcSocialUpstream, type OidcProviderSettings } from './OidcSocialUpstream';
import type { SocialUpstream } from './SocialUpstream';

/** An upstream provider of Social login: OpenID Connect (discovered) or plain OAuth 2.0 (configured endpoints). */
export type SocialProviderSettings = OidcProviderSettings | OAuth2ProviderSettings;

export function socialUpstream(settings: SocialProviderSettings): SocialUpstream {
  return settings.protocol === 'oauth2' ? new OAuth2SocialUpstream(settings) : new OidcSocialUpstream(settings);
}
