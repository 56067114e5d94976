import { domainError, notFound } from '#domain/shared/DomainError';

/**
 * The identity errors the edges map. Not-owned resources answer exactly like missing ones, so an
 * id cannot be probed for existence (no enumeration through the accounts service).
 */
export const IdentityErrors = {
  profileNotFound: () => notFound('PROFILE_NOT_FOUND', 'Errors.Message.PageIsNotFound'),
  userNotFound: () => notFound('USER_NOT_FOUND', 'Errors.Message.PageIsNotFound'),
  accountNotFound: () => notFound('ACCOUNT_NOT_FOUND', 'Errors.Message.PageIsNotFound'),
  /** Document 000 §8: 'Authorization headers is not defined'. */
  missingAuthorization: () =>
    domainError('UNAUTHORIZED', 'AUTHORIZATION_MISSING', 'Authorization headers is not defined'),
  invalidToken: () => domainError('UNAUTHORIZED', 'TOKEN_INVALID', 'The access token is not valid'),
  forbidden: () => domainError('FORBIDDEN', 'FORBIDDEN', 'Errors.Message.SomethingWrong'),
  /** Document 000 §8 dashboard switch failures. */
  switchNotConfigured: () => domainError('INVALID', 'DASHBOARD_NOT_CONFIGURED', 'dashboard parameters not configured'),
  notDashboardUser: () =>
    domainError('FORBIDDEN', 'NOT_A_DASHBOARD_USER', 'error while retrieving the client switch code'),
} as const;
