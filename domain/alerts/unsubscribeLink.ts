/**
 * Document 001 §5: "Unsubscribe requires a safe integer id of at least 1"; §2: "An unsubscribe
 * attempt by a crawler or with a bad id redirects to '/'".
 */
export function parseUnsubscribeId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,16}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}
