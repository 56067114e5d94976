import { registerVisitor } from '#test/harness/requests/registerVisitor';

/**
 * A visitor signed in through the portal's own registration (e-mail code read from the local
 * mail viewer: the portal runs with IDENTITY_MAIL_VIEWER=true). Returns their cookie header.
 */
export async function signedInVisitor(origin: string, email = `bench.${Date.now()}@example.ch`): Promise<string> {
  const browser = await registerVisitor(origin, {
    fullName: 'Bench Visitor',
    email,
    password: 'correct horse battery',
  });
  return [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}
