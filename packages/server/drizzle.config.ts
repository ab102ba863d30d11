import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate -w @campus/server -- --name <change>` writes a new migration. The schema is the
 * platform's shared tables, the order engine's, the payment and file services', and every family's `schema.ts` (families/*): a new
 * family's tables are picked up without editing this file.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/platform/db/schema.ts',
    './src/platform/orders/schema.ts',
    './src/platform/pay/schema.ts',
    './src/platform/files/schema.ts',
    './src/families/*/schema.ts',
  ],
  out: './drizzle',
  casing: undefined,
});
