import { startTestApp, type TestApp } from '../../harness/servers/startTestApp';
import { IDENTITY_PREFIX } from '#server/identity/identityConstants';

// docs/identity.md: the portal is the provider's one client and signs in by the code flow with PKCE.
// Discovery advertised the implicit grant and the id_token response types the portal never uses.
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, 240_000);

afterAll(async () => {
  await app?.close();
});

it("the provider's discovery advertises the code flow only", async () => {
  const response = await fetch(`${app.base}${IDENTITY_PREFIX}/.well-known/openid-configuration`);
  expect(response.status).toBe(200);
  const discovery = (await response.json()) as { response_types_supported: string[]; grant_types_supported: string[] };
  expect(discovery.response_types_supported).toEqual(['code']);
  expect(discovery.grant_types_supported).not.toContain('implicit');
  expect(discovery.grant_types_supported).toContain('authorization_code');
});
