/** Configuration, agreement, fee types, saved places and the distance between two of them. */
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PCAR_FEE_TYPES, PCAR_RULES, pcarKm, privateCarEndpoints, type PcarConfig, type PcarPlace } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { isGuid } from '../../platform/crypto.ts';
import { fieldError, forbidden } from '../../platform/errors.ts';
import type { Database } from '../../platform/db/types.ts';
import { callerOf } from './access.ts';
import { PCAR_AGREEMENT } from './agreement.ts';
import { companyConfig } from './config.ts';
import { placeDistanceM } from './distance.ts';
import { pcarMessages as M } from './messages.ts';
import { pcarConfig, pcarPlaces } from './schema.ts';

const placeView = (p: typeof pcarPlaces.$inferSelect): PcarPlace => ({
  id: p.id,
  name: p.name,
  address: p.address,
  lat: p.lat,
  lng: p.lng,
});

/** The company's places with these ids, by id (unknown and malformed ids are left out). */
export async function placesById(
  db: Database,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, typeof pcarPlaces.$inferSelect>> {
  const wanted = ids.filter(isGuid);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(pcarPlaces)
    .where(inCompany(pcarPlaces, companyId, inArray(pcarPlaces.id, wanted)));
  return new Map(rows.map((p) => [p.id, p]));
}

async function configView(db: Database, companyId: string, isAdmin: boolean): Promise<PcarConfig> {
  const config = await companyConfig(db, companyId);
  return {
    rate_fen_per_km: config.rateFenPerKm,
    tile_url: config.tileUrl,
    fee_types: [...PCAR_FEE_TYPES],
    rules: { ...PCAR_RULES },
    can_manage: isAdmin,
  };
}

export function configRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.config,
    handler: async ({ auth }) => configView(db(), auth.companyId, callerOf(auth).isAdmin),
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.updateConfig,
    async handler({ auth, body }) {
      if (!callerOf(auth).isAdmin) throw forbidden();
      const values = {
        rateFenPerKm: body.rate_fen_per_km,
        ...(body.tile_url === undefined ? {} : { tileUrl: body.tile_url }),
        updatedAt: ctx.now(),
        updatedBy: auth.staffId,
      };
      await db()
        .insert(pcarConfig)
        .values({ companyId: auth.companyId, tileUrl: null, ...values })
        .onConflictDoUpdate({ target: [pcarConfig.companyId], set: values });
      return configView(db(), auth.companyId, true);
    },
  });

  defineRoute(app, ctx, { endpoint: privateCarEndpoints.agreement, handler: async () => PCAR_AGREEMENT });
  defineRoute(app, ctx, { endpoint: privateCarEndpoints.feeTypes, handler: async () => [...PCAR_FEE_TYPES] });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.places,
    async handler({ auth }) {
      const rows = await db()
        .select()
        .from(pcarPlaces)
        .where(inCompany(pcarPlaces, auth.companyId))
        .orderBy(asc(pcarPlaces.sort), asc(pcarPlaces.name));
      return rows.map(placeView);
    },
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.createPlace,
    async handler({ auth, body, reply }) {
      if (!callerOf(auth).isAdmin) throw forbidden();
      const id = randomUUID();
      await db()
        .insert(pcarPlaces)
        .values({ companyId: auth.companyId, id, name: body.name, address: body.address, lat: body.lat, lng: body.lng, sort: 100 });
      const [row] = await db()
        .select()
        .from(pcarPlaces)
        .where(inCompany(pcarPlaces, auth.companyId, eq(pcarPlaces.id, id)));
      reply.code(201);
      return placeView(row as typeof pcarPlaces.$inferSelect);
    },
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.distance,
    async handler({ auth, query }) {
      const places = await placesById(db(), auth.companyId, [query.from, query.to]);
      const from = places.get(query.from);
      const to = places.get(query.to);
      if (!from) throw fieldError('from', M.placeUnknown);
      if (!to) throw fieldError('to', M.placeUnknown);
      const distance = placeDistanceM(from, to);
      return { distance_m: distance, km: pcarKm(distance), rule: PCAR_RULES.distance };
    },
  });
}
