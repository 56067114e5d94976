import type { CountryCode } from 'libphonenumber-js';

/**
 * libphonenumber-js for the browser (vite.config.ts resolves our own imports of it here): its
 * code and metadata are 32 KB gzipped, which every page would load before it starts, although
 * only forms with a phone field use them. They load when the browser is idle after the page
 * starts (or at the first phone check). A check made before they arrive falls back to the
 * E.164 length rule (6 to 15 digits); the service checks every phone again with the full
 * metadata (document 001 §5), so the fallback never lets a wrong number in.
 */
type PhoneCheck = (text: string, country?: CountryCode) => boolean;

let check: PhoneCheck | undefined;
let loading: Promise<void> | undefined;

export function loadPhoneNumbers(): Promise<void> {
  loading ??= import('libphonenumber-js').then((phoneNumbers) => {
    check = phoneNumbers.isValidPhoneNumber;
  });
  return loading;
}

export function isValidPhoneNumber(text: string, country?: CountryCode): boolean {
  if (check) return check(text, country);
  void loadPhoneNumbers();
  const digits = text.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

if (typeof window !== 'undefined') {
  const whenIdle = (run: () => void) =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run) : window.setTimeout(run, 2_000);
  whenIdle(() => void loadPhoneNumbers());
}
