/**
 * Whether a link's share key is the stored one, compared in constant time: how long a wrong guess
 * takes tells nothing of the right key (docs/security.md, share references).
 */
export function sameShareKey(given: string, stored: string): boolean {
  if (given.length !== stored.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i++) difference |= given.charCodeAt(i) ^ stored.charCodeAt(i);
  return difference === 0;
}
