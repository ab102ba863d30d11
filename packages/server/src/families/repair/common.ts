/**
 * What the repair route files share: the caller as the workflow sees it, who is a repair
 * administrator, REPAIR pushes (spec 7: the client opens saRepairOrderDetail with repairOrderId),
 * and the hand-off of a report's rows to the order type's afterSubmit hook (inside the workflow's
 * transaction).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq } from 'drizzle-orm';
import { PUSH_MODULES, PUSH_MSG_TYPES, REPAIR_MESSAGES, type PushMessage } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Actor } from '../../platform/orders/workflow.ts';
import type { PendingPush } from '../../platform/orders/notifications.ts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { HttpError } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { repairAdmins } from './schema.ts';

export const actorOf = (auth: AuthContext): Actor => ({ companyId: auth.companyId, staffId: auth.staffId, role: auth.staff.role });

/**
 * The engine reads an order for its applicant, approvers and admins only: once the family has
 * checked that a repairman or a repair administrator may read or act, it goes through the engine
 * as an admin of the company (the events still name the real staff).
 */
export const asCompanyAdmin = (actor: Actor): Actor => ({ ...actor, role: 'admin' });

/** A repair administrator of the company, or an admin. */
export async function isRepairAdmin(db: Database, auth: AuthContext): Promise<boolean> {
  if (auth.staff.role === 'admin') return true;
  const [row] = await db
    .select({ id: repairAdmins.staffId })
    .from(repairAdmins)
    .where(and(inCompany(repairAdmins, auth.companyId), eq(repairAdmins.staffId, auth.staffId)))
    .limit(1);
  return row !== undefined;
}

export async function requireRepairAdmin(db: Database, auth: AuthContext): Promise<void> {
  if (!(await isRepairAdmin(db, auth))) throw new HttpError(403, { detail: REPAIR_MESSAGES.notAdmin });
}

/** A REPAIR push about an order: msg_id is the order (the client stashes it as repairOrderId). */
export function repairPush(staffId: string, orderId: string, action: string, title: string, content: string): PendingPush {
  const message: PushMessage = {
    title,
    content,
    extras: {
      msg_type: PUSH_MSG_TYPES.repair,
      msg_id: orderId,
      order_type: PUSH_MODULES.repair,
      extra_param: { module: PUSH_MODULES.repair, action_type: action },
    },
  };
  return { staffId, message };
}

/** Sends pushes after a commit; a failed push is logged, never fails the request. */
export async function sendAll(ctx: AppContext, companyId: string, pushes: readonly PendingPush[]): Promise<void> {
  for (const p of pushes) {
    try {
      await ctx.push.send({ companyId, staffId: p.staffId }, p.message);
    } catch (err) {
      ctx.log.error({ err, staffId: p.staffId }, 'repair push failed');
    }
  }
}

/** The rows a report prepared, written by the order type's afterSubmit hook in the workflow's transaction. */
export const pendingReport = new AsyncLocalStorage<(tx: Database, orderId: string, status: number, at: Date) => Promise<void>>();

/** A filter value for an id that is not a uuid (it names no row; PostgreSQL would refuse to compare it). */
export const idOrNone = (s: string): string => (isGuid(s) ? s : '00000000-0000-0000-0000-000000000000');
