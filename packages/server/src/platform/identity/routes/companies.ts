import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type CompanyOption, authEndpoints } from '@campus/contracts';
import type { AppContext } from '../../context.ts';
import { defineRoute } from '../../http/route.ts';
import { companies } from '../../db/schema.ts';

/** The company picker of the login screen: ids and names (already public in the tenant bundles). */
export function companyRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    endpoint: authEndpoints.listCompanies,
    async handler({ query }) {
      const rows = await ctx.handle.db
        .select({ id: companies.companyId, name: companies.name, type: companies.type })
        .from(companies)
        .where(query.type ? eq(companies.type, query.type) : undefined)
        .orderBy(asc(companies.type), asc(companies.name));
      // The tenant descriptor decides the type when it knows the company.
      return rows
        .map((r) => ({ ...r, type: ctx.tenants.skin(r.id)?.type ?? r.type }) as CompanyOption)
        .filter((r) => !query.type || r.type === query.type);
    },
  });
}
