import type { ShellHints } from '#presentation/shell/ShellHints';

export type Data = { shell: ShellHints };

/**
 * The home page shows no listing: it is the same for every visitor who is not signed in, and only
 * the TTL renews it (docs/pages.md).
 */
export const data = (): Data => ({ shell: { page: 'home', cache: { invalidatedBy: [] } } });
