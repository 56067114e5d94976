import { domainError } from '../shared/DomainError';

/** The longest feed URL kept (a real export URL with its token is a few hundred characters). */
export const FEED_URL_MAX = 2000;

/** How a scheduled pull ended, as kept beside the feed URL: 'ok' or the refusal's code. */
export const PULL_OK = 'ok';

export const FeedSourceErrors = {
  urlNotPublic: () =>
    domainError(
      'INVALID',
      'FEED_URL_NOT_PUBLIC',
      'The feed URL must be https on a public address (docs/security.md "Outbound URLs")',
      { field: 'url' },
    ),
  urlTooLong: () =>
    domainError('INVALID', 'FEED_URL_TOO_LONG', `The feed URL may be at most ${FEED_URL_MAX} characters`, {
      field: 'url',
      values: { max: FEED_URL_MAX },
    }),
  notSet: () => domainError('NOT_FOUND', 'FEED_URL_NOT_SET', 'The agency has no feed URL', { field: 'agencyId' }),
} as const;
