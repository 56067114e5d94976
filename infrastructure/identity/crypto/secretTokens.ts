import { createHash, randomBytes, randomInt } from 'node:crypto';

export { safeEqual } from '#domain/shared/safeEqual';

/** 256 bits of randomness, URL-safe: profile secrets, nonces, one-time codes handed to machines. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** A code a person types: digits only, uniform (no modulo bias). */
export const newDigitCode = (length = 6): string => Array.from({ length }, () => randomInt(0, 10)).join('');

/** Secrets are stored as SHA-256: they are random and long, so a slow hash would buy nothing. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

/** E-mails are compared case-insensitively and without surrounding blanks. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
