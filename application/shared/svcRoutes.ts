import type { SvcRoute } from './svcRoute';

/**
 * /svc/captcha: a signed challenge for the browser's captcha widget (application/shared/captcha;
 * document 002 §5 "A captcha token is required to run a valuation"), the same for every caller.
 * The one place this path is written.
 */
export const CAPTCHA_ROUTES = {
  challenge: { method: 'GET', path: '/captcha/challenge', caller: 'none' },
} as const satisfies Record<string, SvcRoute>;
