import { fileURLToPath } from 'node:url';

/** The committed drizzle-kit SQL, found next to this module whatever the working directory. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
