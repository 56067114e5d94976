/**
 * Constant-time comparison of two strings (MACs, hashes, CSRF tokens): every character is looked
 * at whatever the first difference, so the time taken says nothing about where the strings part.
 * Only the length may show, and secrets of one kind all have the same length.
 */
export function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}
