/**
 * An action the visitor started while not allowed to, stored encoded and replayed once after login
 * (document 000 §4, document 001 §4). The encoding that makes it tamper-proof (a MAC with an
 * expiry and a single-use nonce) is infrastructure's; the domain says what may be replayed.
 */
export type PostLoginAction =
  | { type: 'createFavorite'; listingId: number }
  | { type: 'saveSearch'; searchId: number }
  | { type: 'renameSearch'; searchId: number; title: string }
  | { type: 'deleteSearch'; searchId: number };

export const POST_LOGIN_ACTION_TYPES = ['deleteSearch', 'renameSearch', 'saveSearch', 'createFavorite'] as const;

/** A search title is at most 64 characters (document 000 §5). */
export const SEARCH_TITLE_MAX = 64;

const positiveId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** Reads a decoded payload; undefined for anything that is not exactly one of the four actions. */
export function parsePostLoginAction(value: unknown): PostLoginAction | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const candidate = value as Record<string, unknown>;
  switch (candidate.type) {
    case 'createFavorite':
      return positiveId(candidate.listingId) ? { type: 'createFavorite', listingId: candidate.listingId } : undefined;
    case 'saveSearch':
    case 'deleteSearch':
      return positiveId(candidate.searchId) ? { type: candidate.type, searchId: candidate.searchId } : undefined;
    case 'renameSearch': {
      const { searchId, title } = candidate;
      if (!positiveId(searchId) || typeof title !== 'string') return undefined;
      const trimmed = title.trim();
      return trimmed !== '' && trimmed.length <= SEARCH_TITLE_MAX
        ? { type: 'renameSearch', searchId, title: trimmed }
        : undefined;
    }
    default:
      return undefined;
  }
}

/** Long enough to sign up and confirm by e-mail, short enough that a stored action is not a standing order. */
export const ACTION_TTL_SECONDS = 30 * 60;
