import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { searchErrors } from '../searchErrors';
import { parseSearchId } from './parseSearchId';

/** What GET /searches/{ref} names: a search id, and the share key when the link carries one. */
export interface SearchReference {
  id: number;
  shareKey?: string;
}

/** A share key: unguessable, URL-safe (base64url), so it travels in a path or a query unescaped. */
export const SHARE_KEY = /^[\w-]{16,64}$/;

/** How a link writes a search reference: `{id}`, or `{id}.{shareKey}` when it carries the key. */
export const formatSearchReference = ({ id, shareKey }: SearchReference): string =>
  shareKey === undefined ? String(id) : `${id}.${shareKey}`;

/**
 * `{id}` or the share reference `{id}.{shareKey}` (SavedSearch.shareReference). The id alone opens
 * only the owner's search; the key, unguessable, is what lets a link's holder open an unsaved one.
 */
export function parseSearchReference(ref: number | string): Result<SearchReference, DomainError> {
  const text = String(ref).trim();
  const dot = text.indexOf('.');
  if (dot < 0) {
    const id = parseSearchId(text);
    return id.ok ? ok({ id: id.value }) : id;
  }
  const id = parseSearchId(text.slice(0, dot));
  const shareKey = text.slice(dot + 1);
  if (!id.ok || !SHARE_KEY.test(shareKey)) return err(searchErrors.searchIdNotValid(text.slice(0, 200)));
  return ok({ id: id.value, shareKey });
}
