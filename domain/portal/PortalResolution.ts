/**
 * Which portal serves a request: an explicit override (PORTAL) wins, then the host map
 * (port and letter case ignored), then the default.
 */
export function resolvePortalId(
  host: string | undefined,
  hosts: Readonly<Record<string, string>>,
  fallback: string,
  override?: string,
): string {
  if (override) return override;
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return hosts[name] ?? fallback;
}

/** Currency from the visitor's stored choice when the portal offers it, else the portal default. */
export function resolveCurrency(stored: string | undefined, offered: readonly string[], fallback: string): string {
  const wanted = stored?.toUpperCase();
  return wanted && offered.includes(wanted) ? wanted : fallback;
}

/** Suggested currencies (document 000 §2): USD, EUR, GBP plus the portal default, then the rest offered. */
export function suggestedCurrencies(portalDefault: string, offered: readonly string[]): string[] {
  return [...new Set([portalDefault, 'USD', 'EUR', 'GBP', ...offered])];
}
