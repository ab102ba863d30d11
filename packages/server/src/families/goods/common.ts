/**
 * What every goods route file shares: the caller as the workflow sees it, who is a store keeper,
 * COMPANY_PROPERTY pushes (spec 7), scanned codes (spec 9), and the hand-off of a module submit's
 * prepared rows to the order type's hooks (inside the workflow's transaction).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { GOODS_MESSAGES, PUSH_MSG_TYPES, type PushModule } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Actor } from '../../platform/orders/workflow.ts';
import type { PendingPush } from '../../platform/orders/notifications.ts';
import type { Database } from '../../platform/db/types.ts';
import { HttpError } from '../../platform/errors.ts';
import { keeperRow } from './catalog-statements.ts';

export const actorOf = (auth: AuthContext): Actor => ({ companyId: auth.companyId, staffId: auth.staffId, role: auth.staff.role });

/**
 * The engine's `by: 'admin'` steps and its read check (applicant, approvers, admins) do not know
 * store keepers, givers and receivers: once the family has checked who may act or read, it acts
 * through the engine as an admin of the company (the events still name the real staff).
 */
export const asCompanyAdmin = (actor: Actor): Actor => ({ ...actor, role: 'admin' });

/** A store keeper of any warehouse of the company, or an admin. */
export async function isKeeper(db: Database, companyId: string, staffId: string, role: string): Promise<boolean> {
  if (role === 'admin') return true;
  const [row] = await keeperRow(db).execute({ companyId, staffId });
  return row !== undefined;
}

export async function requireKeeper(db: Database, auth: AuthContext): Promise<void> {
  if (!(await isKeeper(db, auth.companyId, auth.staffId, auth.staff.role))) throw new HttpError(403, { detail: GOODS_MESSAGES.notKeeper });
}

/** A COMPANY_PROPERTY push (spec 7): the client opens the consume order detail or the borrow detail. */
export function companyProperty(
  staffId: string,
  module: PushModule,
  orderId: string,
  action: string,
  title: string,
  content: string,
): PendingPush {
  return {
    staffId,
    message: {
      title,
      content,
      extras: {
        msg_type: PUSH_MSG_TYPES.companyProperty,
        msg_id: orderId,
        order_type: module,
        extra_param: { module, action_type: action },
      },
    },
  };
}

/** Sends pushes after a commit; a failed push is logged, never fails the request. */
export async function sendAll(ctx: AppContext, companyId: string, pushes: PendingPush[]): Promise<void> {
  for (const p of pushes) {
    try {
      await ctx.push.send({ companyId, staffId: p.staffId }, p.message);
    } catch (err) {
      ctx.log.error({ err, staffId: p.staffId }, 'goods push failed');
    }
  }
}

/** Spec 9: a scanned 'CODE_128,<value>' is a barcode; the prefix is removed. */
export const CODE_128_PREFIX = 'CODE_128,';
export function scanned(raw: string): { barcode: boolean; value: string } {
  const text = raw.trim();
  return text.startsWith(CODE_128_PREFIX)
    ? { barcode: true, value: text.slice(CODE_128_PREFIX.length).trim() }
    : { barcode: false, value: text };
}

/**
 * The rows a module endpoint prepared for its order, handed to the order type's afterSubmit hook
 * (which runs inside the workflow's transaction). A generic POST /orders/ submit has none: a plain
 * `goods` order without lines (the workflow's own sample type) stays without goods rows.
 */
export const pendingSubmit = new AsyncLocalStorage<(tx: Database, orderId: string, now: Date) => Promise<void>>();

/** A well-formed uuid (anything else names no row: PostgreSQL would refuse to compare it). */
export const isUuid = (s: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
/** A filter value that matches no row, for an id that is not a uuid. */
export const idOrNone = (s: string): string => (isUuid(s) ? s : '00000000-0000-0000-0000-000000000000');
