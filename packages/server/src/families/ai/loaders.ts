/**
 * Where the assistant's knowledge comes from. A logged-in person's: the hub's own HTTP API called with
 * his own Authorization header (app.inject), so he reads exactly what his screens would show him (his
 * menu, the notices he may read, his own orders) and never anything through a service account. A
 * guest's: the company's public information only (menu entries every role sees, notices published
 * as public).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  endpointUrl,
  noticeEndpoints,
  noticePageSchema,
  orderEndpoints,
  orderPageSchema,
  permissionEndpoints,
  rulesResponseSchema,
} from '@campus/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/types.ts';
import { permissionRuleChildren, permissionRules } from '../../platform/db/schema.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { localDateTime } from '../../platform/time.ts';
import type { KnowledgeLoaders, MenuEntry, NoticeDoc } from './providers/knowledge.ts';

/** How many notices and orders one question reads (the newest). */
const READ_LIMIT = 50;
const SUMMARY_LENGTH = 80;

/** GET a hub endpoint as the person; an answer other than 200 (a token that just expired) reads as nothing. */
async function getAs<S extends z.ZodType>(
  app: FastifyInstance,
  authorization: string,
  url: string,
  schema: S,
): Promise<z.output<S> | null> {
  const res = await app.inject({ method: 'GET', url, headers: { authorization } });
  if (res.statusCode !== 200) return null;
  const parsed = schema.safeParse(res.json());
  return parsed.success ? parsed.data : null;
}

export function personLoaders(app: FastifyInstance, authorization: string, withOrders: boolean): KnowledgeLoaders {
  return {
    async menu() {
      const rules = await getAs(app, authorization, endpointUrl(permissionEndpoints.rules), rulesResponseSchema);
      return (rules ?? [])
        .filter((r) => r.is_active)
        .flatMap((r) => r.child.filter((c) => c.isShow).map((c): MenuEntry => ({ section: r.name, name: c.name, keyword: c.keyword })));
    },
    async notices() {
      const page = await getAs(
        app,
        authorization,
        endpointUrl(noticeEndpoints.list, undefined, { page: 1, page_size: READ_LIMIT }),
        noticePageSchema,
      );
      return (page?.results ?? []).map((n): NoticeDoc => ({ id: n.id, title: n.title, summary: n.summary, time: n.created_time }));
    },
    orders: withOrders
      ? async () => {
          const page = await getAs(
            app,
            authorization,
            endpointUrl(orderEndpoints.list, undefined, { page: 1, page_size: READ_LIMIT }),
            orderPageSchema,
          );
          return (page?.results ?? []).map((o) => ({
            id: o.id,
            type: o.order_type,
            typeName: o.order_type_name,
            title: o.title,
            status: o.status_label,
            time: o.created_time,
          }));
        }
      : null,
  };
}

const summaryOf = (content: string): string => {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_LENGTH ? `${flat.slice(0, SUMMARY_LENGTH)}…` : flat;
};

/**
 * A guest's knowledge. The notices are the notice family's rows published as public (the same rows
 * its no-login page `public/notices/{id}/` serves), read by SQL: a server family imports no other
 * family, and the hub has no public list of them to call.
 */
export function guestLoaders(db: Database, companyId: string): KnowledgeLoaders {
  return {
    async menu() {
      const rows = await db
        .select({ section: permissionRules.name, name: permissionRuleChildren.name, keyword: permissionRuleChildren.keyword })
        .from(permissionRuleChildren)
        .innerJoin(
          permissionRules,
          and(eq(permissionRules.companyId, permissionRuleChildren.companyId), eq(permissionRules.id, permissionRuleChildren.ruleId)),
        )
        .where(
          and(
            eq(permissionRuleChildren.companyId, companyId),
            eq(permissionRules.isActive, true),
            isNull(permissionRules.roles),
            eq(permissionRuleChildren.isShow, true),
            isNull(permissionRuleChildren.roles),
          ),
        )
        .orderBy(permissionRules.sort, permissionRuleChildren.sort);
      return rows;
    },
    async notices() {
      const result = await db.execute(
        sql`SELECT id, title, content, created_at FROM notices WHERE company_id = ${companyId} AND is_public
            ORDER BY created_at DESC, id DESC LIMIT ${READ_LIMIT}`,
      );
      return rowsOf<{ id: string; title: string; content: string; created_at: string | Date }>(result).map((n) => ({
        id: n.id,
        title: n.title,
        summary: summaryOf(n.content),
        time: localDateTime(new Date(n.created_at)),
      }));
    },
    orders: null,
  };
}
