/** What the report form reads: the caller's roles and own room, the places, the repair types and fault items. */
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REPAIR_APPRAISAL_TAGS, REPAIR_TIME_SLOTS, repairEndpoints, type RepairPlace } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { isRepairAdmin } from './common.ts';
import { repairFaultItems, repairPlaces, repairResidents, repairTypes } from './schema.ts';

export const placeLabel = (area: string, name: string): string => `${area} ${name}`;
const placeView = (p: { id: string; area: string; name: string }): RepairPlace => ({
  id: p.id,
  area: p.area,
  name: p.name,
  label: placeLabel(p.area, p.name),
});

/** `%` and `_` in a search are literal. */
const likeOf = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function repairCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: repairEndpoints.me,
    async handler({ auth }) {
      const [home] = await db()
        .select({ id: repairPlaces.id, area: repairPlaces.area, name: repairPlaces.name })
        .from(repairResidents)
        .innerJoin(repairPlaces, and(eq(repairPlaces.companyId, repairResidents.companyId), eq(repairPlaces.id, repairResidents.placeId)))
        .where(and(inCompany(repairResidents, auth.companyId), eq(repairResidents.staffId, auth.staffId)));
      return {
        home_place: home ? placeView(home) : null,
        is_repair_admin: await isRepairAdmin(db(), auth),
        is_repairman: auth.staff.isRepairman,
        appraisal_tags: [...REPAIR_APPRAISAL_TAGS],
        time_slots: [...REPAIR_TIME_SLOTS],
      };
    },
  });

  defineRoute(app, ctx, {
    endpoint: repairEndpoints.places,
    async handler({ auth, query }) {
      const q = query.q?.trim();
      const rows = await db()
        .select()
        .from(repairPlaces)
        .where(
          inCompany(
            repairPlaces,
            auth.companyId,
            q ? or(ilike(repairPlaces.area, likeOf(q)), ilike(repairPlaces.name, likeOf(q))) : undefined,
          ),
        )
        .orderBy(asc(repairPlaces.sort), asc(repairPlaces.id))
        .limit(200);
      return rows.map(placeView);
    },
  });

  defineRoute(app, ctx, {
    endpoint: repairEndpoints.types,
    async handler({ auth }) {
      const [types, items] = await Promise.all([
        db()
          .select()
          .from(repairTypes)
          .where(inCompany(repairTypes, auth.companyId))
          .orderBy(asc(repairTypes.sort), asc(repairTypes.id))
          .limit(100),
        db()
          .select()
          .from(repairFaultItems)
          .where(inCompany(repairFaultItems, auth.companyId))
          .orderBy(asc(repairFaultItems.typeId), asc(repairFaultItems.sort), asc(repairFaultItems.id))
          .limit(1000),
      ]);
      return types.map((t) => ({
        id: t.id,
        name: t.name,
        items: items.filter((i) => i.typeId === t.id).map((i) => ({ id: i.id, name: i.name, charge_fen: i.chargeFen })),
      }));
    },
  });
}
