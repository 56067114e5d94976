import { useEffect, useState } from 'react';

/**
 * false on the server and until React has taken over the page. Forms stay disabled till then: a
 * submit before hydration would be a native one, putting a password into a URL.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
