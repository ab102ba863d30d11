import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate --config packages/server/drizzle.config.ts` writes a new migration. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/schema.ts',
  out: './drizzle',
  casing: undefined,
});
