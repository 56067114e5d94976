import type { Config } from 'vike/types';

/** What this page's parts resolve in the browser beyond the shell's (docs/pages.md §6). */
export default {
  browserModules: 'import:../../../config/di/pages/valuationPageModules:valuationPageModules',
} satisfies Config;
