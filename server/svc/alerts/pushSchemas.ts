import * as yup from 'yup';

/**
 * A browser's push subscription as PushManager.subscribe() gives it (toJSON()): an https endpoint
 * of the browser's push service and the keys (RFC 8291) its payloads are encrypted with, both
 * base64url. Sizes bound what a caller may store.
 */
const base64url = (field: string, max: number) =>
  yup
    .string()
    .required(`${field} is required`)
    .max(max, `${field} must be at most ${max} characters`)
    .matches(/^[A-Za-z0-9_-]+={0,2}$/, `${field} must be base64url`);

const endpoint = yup
  .string()
  .required('endpoint is required')
  .max(1024, 'endpoint must be at most 1024 characters')
  .test('endpoint', 'endpoint must be an https URL', (value) => {
    if (!value) return false;
    try {
      // Push services speak HTTPS only (RFC 8030 §8), and web-push sends nothing else.
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  });

export const subscribeBodySchema = yup
  .object({
    endpoint,
    keys: yup
      .object({ p256dh: base64url('keys.p256dh', 128), auth: base64url('keys.auth', 64) })
      .required('keys is required'),
  })
  .required();

export const unsubscribeBodySchema = yup.object({ endpoint }).required();
