import { readSocialProviders } from './readSocialProviders';

describe('social login providers from the environment', () => {
  it('an ISSUER makes an OpenID Connect provider', () => {
    expect(
      readSocialProviders({
        IDENTITY_SOCIAL_GOOGLE_ISSUER: 'https://accounts.google.com',
        IDENTITY_SOCIAL_GOOGLE_CLIENT_ID: 'id',
        IDENTITY_SOCIAL_GOOGLE_CLIENT_SECRET: 'secret',
      }),
    ).toEqual([
      {
        protocol: 'oidc',
        network: 'Google',
        issuer: 'https://accounts.google.com',
        clientId: 'id',
        clientSecret: 'secret',
        scope: 'openid email profile',
      },
    ]);
  });

  it('three endpoints make a plain OAuth 2.0 provider, with its field mapping and switches', () => {
    const [facebook, linkedIn] = readSocialProviders({
      IDENTITY_SOCIAL_FACEBOOK_AUTHORIZATION_ENDPOINT: 'https://www.facebook.com/v19.0/dialog/oauth',
      IDENTITY_SOCIAL_FACEBOOK_TOKEN_ENDPOINT: 'https://graph.facebook.com/v19.0/oauth/access_token',
      IDENTITY_SOCIAL_FACEBOOK_USERINFO_ENDPOINT: 'https://graph.facebook.com/me?fields=id,name,email',
      IDENTITY_SOCIAL_FACEBOOK_CLIENT_ID: 'fb',
      IDENTITY_SOCIAL_FACEBOOK_CLIENT_SECRET: 'fb-secret',
      IDENTITY_SOCIAL_FACEBOOK_SCOPE: 'email public_profile',
      IDENTITY_SOCIAL_FACEBOOK_EMAIL_VERIFIED: 'true',
      IDENTITY_SOCIAL_LINKEDIN_AUTHORIZATION_ENDPOINT: 'https://www.linkedin.com/oauth/v2/authorization',
      IDENTITY_SOCIAL_LINKEDIN_TOKEN_ENDPOINT: 'https://www.linkedin.com/oauth/v2/accessToken',
      IDENTITY_SOCIAL_LINKEDIN_USERINFO_ENDPOINT: 'https://api.linkedin.com/v2/userinfo',
      IDENTITY_SOCIAL_LINKEDIN_CLIENT_ID: 'li',
      IDENTITY_SOCIAL_LINKEDIN_CLIENT_SECRET: 'li-secret',
      IDENTITY_SOCIAL_LINKEDIN_FIELDS: 'id=sub, emailVerified=email_verified, unknown=x',
      IDENTITY_SOCIAL_LINKEDIN_PKCE: 'false',
      IDENTITY_SOCIAL_LINKEDIN_TOKEN_AUTH: 'client_secret_basic',
    });
    expect(facebook).toEqual({
      protocol: 'oauth2',
      network: 'Facebook',
      clientId: 'fb',
      clientSecret: 'fb-secret',
      scope: 'email public_profile',
      authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
      tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
      userinfoEndpoint: 'https://graph.facebook.com/me?fields=id,name,email',
      fields: { id: 'id', email: 'email', name: 'name' },
      emailsVerified: true,
      pkce: true,
      tokenAuth: 'client_secret_post',
    });
    expect(linkedIn).toMatchObject({
      network: 'LinkedIn',
      fields: { id: 'sub', email: 'email', name: 'name', emailVerified: 'email_verified' },
      emailsVerified: false,
      pkce: false,
      tokenAuth: 'client_secret_basic',
      scope: 'email',
    });
  });

  it('a network missing its client or an endpoint is left out', () => {
    expect(
      readSocialProviders({
        IDENTITY_SOCIAL_TWITTER_CLIENT_ID: 'tw',
        IDENTITY_SOCIAL_TWITTER_CLIENT_SECRET: 'x',
        IDENTITY_SOCIAL_TWITTER_AUTHORIZATION_ENDPOINT: 'https://twitter.com/i/oauth2/authorize',
      }),
    ).toEqual([]);
    expect(
      readSocialProviders({
        IDENTITY_SOCIAL_GOOGLE_ISSUER: 'https://accounts.google.com',
        IDENTITY_SOCIAL_GOOGLE_CLIENT_ID: 'id',
      }),
    ).toEqual([]);
  });
});
