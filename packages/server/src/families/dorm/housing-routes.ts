/** The housing model and the resident: areas, rooms (free beds from a date), one room, my stay, ID card and archives. */
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { dormEndpoints, type DormArea, type DormProfile } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { toPage } from '../../platform/http/paging.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import type { Database } from '../../platform/db/types.ts';
import { checkAttachments, fileRefs } from '../../platform/files/index.ts';
import { isAdmin, profileRow } from './common.ts';
import { buildingCounts, roomDetail, roomPage, stayOf, stayView } from './housing.ts';
import { dormAreas, dormBuildings, dormProfiles } from './schema.ts';
import { hubToday } from './split.ts';

async function profileView(db: Database, companyId: string, staffId: string): Promise<DormProfile> {
  const row = await profileRow(db, companyId, staffId);
  return {
    gender: row?.gender ?? null,
    id_number: row?.idNumber ?? null,
    id_card: await fileRefs(db, companyId, row?.idCard ?? []),
    archives: await fileRefs(db, companyId, row?.archives ?? []),
    emergency_contact: row?.emergencyContact ?? null,
    emergency_phone: row?.emergencyPhone ?? null,
  };
}

export function dormHousingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;
  const today = () => hubToday(ctx.now());

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.areas,
    async handler({ auth }): Promise<DormArea[]> {
      const areas = await db().select().from(dormAreas).where(inCompany(dormAreas, auth.companyId)).orderBy(asc(dormAreas.sort));
      const buildings = await db()
        .select()
        .from(dormBuildings)
        .where(inCompany(dormBuildings, auth.companyId))
        .orderBy(asc(dormBuildings.sort));
      const counts = await buildingCounts(db(), auth.companyId, today());
      return areas.map((a) => ({
        id: a.id,
        name: a.name,
        address: a.address,
        buildings: buildings
          .filter((b) => b.areaId === a.id)
          .map((b) => {
            const counted = counts.get(b.id);
            return {
              id: b.id,
              name: b.name,
              floors: b.floors,
              manager: b.manager,
              room_count: counted?.rooms ?? 0,
              bed_count: counted?.beds ?? 0,
              free_beds: counted?.free ?? 0,
            };
          }),
      }));
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.rooms,
    async handler({ auth, query }) {
      const { count, summaries } = await roomPage(
        db(),
        auth.companyId,
        {
          ...(query.area_id ? { areaId: query.area_id } : {}),
          ...(query.building_id ? { buildingId: query.building_id } : {}),
          ...(query.model ? { model: query.model } : {}),
          ...(query.suite ? { suite: query.suite === '1' } : {}),
          ...(query.gender ? { gender: query.gender } : {}),
          ...(query.free_from ? { freeFrom: query.free_from } : {}),
        },
        query.free_from ?? today(),
        query.page,
        query.page_size,
      );
      return toPage(count, query.page, query.page_size, summaries);
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.room,
    handler: async ({ auth, params, query }) => roomDetail(db(), auth.companyId, params.id, query.free_from ?? today()),
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.me,
    async handler({ auth }) {
      const day = today();
      const stay = await stayOf(db(), auth.companyId, auth.staffId, day);
      return {
        profile: await profileView(db(), auth.companyId, auth.staffId),
        stay: stay ? await stayView(db(), auth.companyId, stay, day) : null,
        is_admin: isAdmin(auth),
      };
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.saveIdentity,
    async handler({ auth, body }) {
      await checkAttachments(db(), auth, body.attachments);
      const now = ctx.now();
      const values = { gender: body.gender, idNumber: body.id_number.toUpperCase(), idCard: body.attachments, updatedAt: now };
      await db()
        .insert(dormProfiles)
        .values({ companyId: auth.companyId, staffId: auth.staffId, ...values })
        .onConflictDoUpdate({ target: [dormProfiles.companyId, dormProfiles.staffId], set: values });
      return profileView(db(), auth.companyId, auth.staffId);
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.saveArchives,
    async handler({ auth, body }) {
      await checkAttachments(db(), auth, body.attachments);
      const now = ctx.now();
      const values = {
        archives: body.attachments,
        emergencyContact: body.emergency_contact || null,
        emergencyPhone: body.emergency_phone || null,
        updatedAt: now,
      };
      await db()
        .insert(dormProfiles)
        .values({ companyId: auth.companyId, staffId: auth.staffId, ...values })
        .onConflictDoUpdate({ target: [dormProfiles.companyId, dormProfiles.staffId], set: values });
      return profileView(db(), auth.companyId, auth.staffId);
    },
  });

  void eq;
}
