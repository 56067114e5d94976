import { createHmac } from 'node:crypto';
import { safeEqual } from '#domain/shared/safeEqual';

/** A JSON value with an HMAC, for short-lived flow cookies the browser must hand back unchanged. */
export function signValue(key: string, purpose: string, value: unknown, ttlSeconds: number): string {
  const payload = Buffer.from(JSON.stringify({ v: value, e: Math.floor(Date.now() / 1000) + ttlSeconds })).toString(
    'base64url',
  );
  return `${payload}.${mac(key, purpose, payload)}`;
}

export function readSignedValue<T>(key: string, purpose: string, signed: string | undefined): T | undefined {
  if (!signed) return undefined;
  const [payload, signature] = signed.split('.');
  if (!payload || !signature || !safeEqual(signature, mac(key, purpose, payload))) return undefined;
  try {
    const { v, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { v: T; e: number };
    return e * 1000 >= Date.now() ? v : undefined;
  } catch {
    return undefined;
  }
}

const mac = (key: string, purpose: string, payload: string) =>
  createHmac('sha256', key).update(`${purpose}:${payload}`).digest('base64url');
