import { domainError } from '#domain/shared/DomainError';

export type { SocialChecks, SocialIdentity, SocialUpstream } from '#application/identity/ports';

/** The upstream failures: a code and a detail for the log, and the one text the visitor sees. */
export const SocialFailures = {
  unreachable: (detail: string) =>
    domainError('EXTERNAL_ERROR', 'SOCIAL_PROVIDER_UNREACHABLE', 'Identity.Social.Failed', { values: { detail } }),
  /** The visitor said no, or the provider refused the request (`error` in the callback). */
  denied: (error: string) =>
    domainError('EXTERNAL_ERROR', 'SOCIAL_DENIED', 'Identity.Social.Failed', { values: { error } }),
  stateMismatch: () => domainError('EXTERNAL_ERROR', 'SOCIAL_STATE_MISMATCH', 'Identity.Social.Failed'),
  tokenFailed: (detail: string) =>
    domainError('EXTERNAL_ERROR', 'SOCIAL_TOKEN_FAILED', 'Identity.Social.Failed', { values: { detail } }),
  userinfoFailed: (detail: string) =>
    domainError('EXTERNAL_ERROR', 'SOCIAL_USERINFO_FAILED', 'Identity.Social.Failed', { values: { detail } }),
  subjectMissing: () => domainError('EXTERNAL_ERROR', 'SOCIAL_SUBJECT_MISSING', 'Identity.Social.Failed'),
} as const;
