import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The HMAC key signing the captcha's challenges: ALTCHA_HMAC_KEY when set (several nodes share it),
 * else DATA_DIR/captcha/hmac.key, generated on first start (mode 0600) and kept, so challenges
 * issued before a restart still verify. Written via a temporary file and a link: the first writer wins.
 */
export function loadCaptchaKey(source: { dataDir: string; configuredKey: string | undefined }): string {
  if (source.configuredKey) return source.configuredKey;
  const dataDir = source.dataDir;
  const folder = path.join(dataDir, 'captcha');
  const file = path.join(folder, 'hmac.key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return fs.readFileSync(file, 'utf8').trim();
}
