import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact about our pushes (RFC 8292: a mailto: or https: URL). */
  subject: string;
}

/**
 * The VAPID key pair signing our pushes (RFC 8292): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when
 * both are set (several nodes share them), else DATA_DIR/push/vapid.json, generated on first start
 * (mode 0600) and kept, as the captcha's key is: a new pair would orphan every browser's
 * subscription, which is bound to the public key it was made with. The first writer wins.
 */
export function loadVapidKeys(
  dataDir: string,
  configured: { publicKey?: string; privateKey?: string; subject: string },
): VapidKeys {
  const { publicKey, privateKey, subject } = configured;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const folder = path.join(dataDir, 'push');
  const file = path.join(folder, 'vapid.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}
