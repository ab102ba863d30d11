/**
 * The checkpoints an admin keeps (/inspect?view=points): the company's routes with their points in
 * order, a point added last on a route, renamed, moved or given another tag. A tag is stored as the
 * scanner's lookup reads it (normaliseTag) and must be the checkpoints' own form (CHECKPOINT_TAG_PATTERN:
 * the scanner hands only those to /inspect); one tag per company is the unique index's.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CHECKPOINT_TAG_PATTERN,
  INSPECT_MESSAGES as M,
  inspectEndpoints,
  type CheckpointAdmin,
  type CheckpointWrite,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { pgCode } from '../../platform/db/pg-code.ts';
import { forbiddenWith, idOrNone, isAdmin, normaliseTag } from './common.ts';
import { inspectPoints, inspectRoutes } from './schema.ts';

type PointRow = typeof inspectPoints.$inferSelect;

const view = (p: PointRow): CheckpointAdmin => ({
  id: p.id,
  route_id: p.routeId,
  seq: p.seq,
  name: p.name,
  place: p.place,
  tag_code: p.tagCode,
});

function requireAdmin(auth: AuthContext): void {
  if (!isAdmin(auth)) throw forbiddenWith(M.notAdmin);
}

/** The body's route (of the company) and tag (normalised, of the checkpoints' form), or 400 on its field. */
async function checked(db: Database, auth: AuthContext, body: CheckpointWrite): Promise<{ routeId: string; tag: string }> {
  const tag = normaliseTag(body.tag_code);
  if (!CHECKPOINT_TAG_PATTERN.test(tag)) throw fieldError('tag_code', M.tagFormat);
  const [route] = await db
    .select({ id: inspectRoutes.id })
    .from(inspectRoutes)
    .where(inCompany(inspectRoutes, auth.companyId, eq(inspectRoutes.id, idOrNone(body.route_id))));
  if (!route) throw fieldError('route_id', M.routeUnknown);
  return { routeId: route.id, tag };
}

async function nextSeq(db: Database, companyId: string, routeId: string): Promise<number> {
  const [last] = await db
    .select({ seq: max(inspectPoints.seq) })
    .from(inspectPoints)
    .where(inCompany(inspectPoints, companyId, eq(inspectPoints.routeId, routeId)));
  return (last?.seq ?? 0) + 1;
}

/** A write that met the one-tag-per-company index answers on its field. */
async function oneTagPerCompany<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgCode(err) === '23505') throw fieldError('tag_code', M.tagTaken);
    throw err;
  }
}

export function inspectSetupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.setupRoutes,
    async handler({ auth }) {
      requireAdmin(auth);
      const routes = await db()
        .select({ id: inspectRoutes.id, name: inspectRoutes.name })
        .from(inspectRoutes)
        .where(inCompany(inspectRoutes, auth.companyId))
        .orderBy(asc(inspectRoutes.name), asc(inspectRoutes.id))
        .limit(100);
      const points = routes.length
        ? await db()
            .select()
            .from(inspectPoints)
            .where(
              and(
                inCompany(inspectPoints, auth.companyId),
                inArray(
                  inspectPoints.routeId,
                  routes.map((r) => r.id),
                ),
              ),
            )
            .orderBy(asc(inspectPoints.routeId), asc(inspectPoints.seq), asc(inspectPoints.id))
            .limit(2000)
        : [];
      return routes.map((r) => ({ ...r, points: points.filter((p) => p.routeId === r.id).map(view) }));
    },
  });

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.createCheckpoint,
    async handler({ auth, body, reply }) {
      requireAdmin(auth);
      const { routeId, tag } = await checked(db(), auth, body);
      const seq = await nextSeq(db(), auth.companyId, routeId);
      const [row] = await oneTagPerCompany(() =>
        db()
          .insert(inspectPoints)
          .values({ companyId: auth.companyId, id: randomUUID(), routeId, seq, name: body.name, place: body.place, tagCode: tag })
          .returning(),
      );
      if (!row) throw new Error('checkpoint insert returned nothing');
      reply.code(201);
      return view(row);
    },
  });

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.updateCheckpoint,
    async handler({ auth, params, body }) {
      requireAdmin(auth);
      const where = inCompany(inspectPoints, auth.companyId, eq(inspectPoints.id, idOrNone(params.id)));
      const [existing] = await db().select().from(inspectPoints).where(where);
      if (!existing) throw notFound();
      const { routeId, tag } = await checked(db(), auth, body);
      const seq = routeId === existing.routeId ? existing.seq : await nextSeq(db(), auth.companyId, routeId);
      const [row] = await oneTagPerCompany(() =>
        db().update(inspectPoints).set({ routeId, seq, name: body.name, place: body.place, tagCode: tag }).where(where).returning(),
      );
      if (!row) throw notFound();
      return view(row);
    },
  });
}
