import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { companies } from '../db/schema.ts';
import { isGuid } from '../crypto.ts';
import { notFound } from '../errors.ts';

/**
 * The company a no-login request names (registration, phone codes): one a tenant serves and the
 * database holds, else 404 {detail: 未找到}. Everything such a request touches is scoped to it.
 */
export async function publicCompanyOf(ctx: AppContext, companyId: string): Promise<{ id: string; name: string }> {
  if (!isGuid(companyId) || ctx.tenants.byCompanyId(companyId) === undefined) throw notFound();
  const [row] = await ctx.handle.db
    .select({ id: companies.companyId, name: companies.name })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  if (!row) throw notFound();
  return row;
}
