import { cutMetaDescription } from '#domain/portal/TextCut';

/** Document 000 §5: the meta description is cut at 160 characters. */
export function searchMetaDescription(text: string): string {
  return cutMetaDescription(text);
}
