/**
 * The fault items a repair administrator keeps (saRepairApprove?view=items): add one to a type of the
 * company, rename it, move it or change its usual charge. One name per type is the unique index's
 * (two administrators adding the same item at once make one; the other gets 400 on name). Orders
 * already reported keep the name and charge they were reported with (repair_orders copies them).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REPAIR_MESSAGES as M, repairEndpoints, type RepairFaultItemAdmin } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { pgCode } from '../../platform/db/pg-code.ts';
import { idOrNone, requireRepairAdmin } from './common.ts';
import { repairFaultItems, repairTypes } from './schema.ts';

type ItemRow = typeof repairFaultItems.$inferSelect;

const view = (row: ItemRow): RepairFaultItemAdmin => ({ id: row.id, name: row.name, charge_fen: row.chargeFen, type_id: row.typeId });

async function requireType(db: Database, auth: AuthContext, typeId: string): Promise<void> {
  const [type] = await db
    .select({ id: repairTypes.id })
    .from(repairTypes)
    .where(inCompany(repairTypes, auth.companyId, eq(repairTypes.id, idOrNone(typeId))));
  if (!type) throw fieldError('type_id', M.typeUnknown);
}

/** A write that met the one-name-per-type index answers on its field. */
async function oneNamePerType<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgCode(err) === '23505') throw fieldError('name', M.itemNameTaken);
    throw err;
  }
}

export function repairCatalogAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: repairEndpoints.createFaultItem,
    async handler({ auth, body, reply }) {
      await requireRepairAdmin(db(), auth);
      await requireType(db(), auth, body.type_id);
      const [last] = await db()
        .select({ sort: max(repairFaultItems.sort) })
        .from(repairFaultItems)
        .where(inCompany(repairFaultItems, auth.companyId, eq(repairFaultItems.typeId, body.type_id)));
      const [row] = await oneNamePerType(() =>
        db()
          .insert(repairFaultItems)
          .values({
            companyId: auth.companyId,
            id: randomUUID(),
            typeId: body.type_id,
            name: body.name,
            chargeFen: body.charge_fen,
            sort: (last?.sort ?? 0) + 1,
          })
          .returning(),
      );
      if (!row) throw new Error('fault item insert returned nothing');
      reply.code(201);
      return view(row);
    },
  });

  defineRoute(app, ctx, {
    endpoint: repairEndpoints.updateFaultItem,
    async handler({ auth, params, body }) {
      await requireRepairAdmin(db(), auth);
      const where = and(inCompany(repairFaultItems, auth.companyId), eq(repairFaultItems.id, idOrNone(params.id)));
      const [existing] = await db().select({ id: repairFaultItems.id }).from(repairFaultItems).where(where);
      if (!existing) throw notFound();
      await requireType(db(), auth, body.type_id);
      const [row] = await oneNamePerType(() =>
        db().update(repairFaultItems).set({ typeId: body.type_id, name: body.name, chargeFen: body.charge_fen }).where(where).returning(),
      );
      if (!row) throw notFound();
      return view(row);
    },
  });
}
