import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { AltchaCaptcha } from './AltchaCaptcha';
import { loadCaptchaKey } from './captchaKey';

type SolvableChallenge = Parameters<typeof solveChallenge>[0]['challenge'];

/** What the widget posts: base64 of {challenge, solution}. */
async function solvedToken(captcha: AltchaCaptcha): Promise<string> {
  const challenge = (await captcha.challenge()) as unknown as SolvableChallenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const small = { counter: { min: 10, max: 40 } };

describe('AltchaCaptcha (self-hosted ALTCHA)', () => {
  it('accepts a solved challenge once and refuses its replay', async () => {
    const captcha = new AltchaCaptcha({ hmacKey: 'k1', ...small });
    const token = await solvedToken(captcha);
    expect(await captcha.verify(token)).toEqual({ ok: true });
    expect(await captcha.verify(token)).toEqual({ ok: false, refusal: 'replayed' });
  });

  it('refuses a missing token, garbage and a token signed with another key', async () => {
    const captcha = new AltchaCaptcha({ hmacKey: 'k1', ...small });
    expect(await captcha.verify(undefined)).toEqual({ ok: false, refusal: 'missing' });
    expect(await captcha.verify('not-base64-json')).toEqual({ ok: false, refusal: 'invalid' });
    const foreign = await solvedToken(new AltchaCaptcha({ hmacKey: 'other', ...small }));
    expect(await captcha.verify(foreign)).toEqual({ ok: false, refusal: 'invalid' });
  });

  it('refuses an expired challenge', async () => {
    let now = Date.now();
    const captcha = new AltchaCaptcha({ hmacKey: 'k1', ...small, expiresInS: 60, now: () => now });
    const token = await solvedToken(captcha);
    // The challenge was issued two minutes ago with one minute to live.
    now -= 120_000;
    const stale = await solvedToken(captcha);
    expect(await captcha.verify(stale)).toEqual({ ok: false, refusal: 'expired' });
    expect(await captcha.verify(token)).toEqual({ ok: true });
  });

  it('refuses a solution whose derived key was tampered with (the key is the proof of work)', async () => {
    const captcha = new AltchaCaptcha({ hmacKey: 'k1', ...small });
    const challenge = (await captcha.challenge()) as unknown as SolvableChallenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const key = solution!.derivedKey;
    const flipped = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const forged = { challenge, solution: { ...solution!, derivedKey: flipped } };
    expect(await captcha.verify(Buffer.from(JSON.stringify(forged)).toString('base64'))).toEqual({
      ok: false,
      refusal: 'invalid',
    });
  });
});

describe('loadCaptchaKey', () => {
  it('prefers ALTCHA_HMAC_KEY, else creates DATA_DIR/captcha/hmac.key once and keeps it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'captcha-'));
    expect(loadCaptchaKey({ dataDir: dir, configuredKey: 'from-env' })).toBe('from-env');
    const first = loadCaptchaKey({ dataDir: dir, configuredKey: undefined });
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(loadCaptchaKey({ dataDir: dir, configuredKey: undefined })).toBe(first);
    expect(fs.statSync(path.join(dir, 'captcha', 'hmac.key')).mode & 0o777).toBe(0o600);
  });
});
