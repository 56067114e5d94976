import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Signing keys and secrets of the identity provider, generated on first start and kept in DATA_DIR/identity. */
export interface IdentityKeys {
  /** Private JWKs (RS256) signing ID tokens and JWT access tokens. */
  jwks: { keys: Record<string, unknown>[] };
  /** Keys signing the provider's and the portal's cookies (first signs, all verify: rotation). */
  cookieKeys: string[];
  /** Key for HMACs: e-mail link tokens, post-login actions. */
  hmacKey: string;
  /** Secret of the portal's own confidential client. */
  portalClientSecret: string;
}

/**
 * Reads DATA_DIR/identity/keys.json, creating it (mode 0600) when missing. The folder is outside
 * the repository; several server nodes must share it (or one file mounted into each). Written via
 * a temporary file and a rename, so a crash never leaves half a key file.
 */
export function loadIdentityKeys(dataDir: string): IdentityKeys {
  const folder = path.join(dataDir, 'identity');
  const file = path.join(folder, 'keys.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as IdentityKeys;
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const keys = generateIdentityKeys();
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(keys, null, 2), { mode: 0o600 });
  try {
    // Another process may have won the race: keep the first file, so every node signs with the same keys.
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as IdentityKeys;
}

export function generateIdentityKeys(): IdentityKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  return {
    jwks: { keys: [jwk] },
    cookieKeys: [randomBytes(32).toString('base64url')],
    hmacKey: randomBytes(32).toString('base64url'),
    portalClientSecret: randomBytes(32).toString('base64url'),
  };
}
