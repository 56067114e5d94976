import { defineConfig } from 'drizzle-kit';

/** One migration set for both drivers: `npx drizzle-kit generate` after a schema change, SQL committed. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './infrastructure/db/schema.ts',
  out: './infrastructure/db/migrations',
  strict: true,
  verbose: true,
});
