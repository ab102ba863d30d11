/**
 * The order-type registry: the plug-in point of the one order workflow (issue "Orders and
 * approvals"). Every family that submits orders (cars, dormitories, goods ...) lists its order
 * types in its definition (`orderTypes`), and families/index.ts registers them here: a
 * PUSH_MODULES value (which approval detail screen the client opens), a Chinese name, its status
 * table (code -> label), the codes the workflow moves between, and the later transitions (after
 * approval) with who may run them. The workflow (workflow.ts) checks every
 * transition against this registry; GET /9077/api/order_types/ hands it to the client for labels.
 *
 * A family plugs in with an entry of its definition's `orderTypes`:
 *
 *   { type: 'bus', module: PUSH_MODULES.carOrder, name: '班车申请', ...genericStatuses,
 *     hooks: { async beforeSubmit({ tx, order }) { ...check a seat, throw badRequest(...) } } }
 *
 * and submits through `ctx.orders.submit(...)` from its own endpoint (validating its own data),
 * or lets clients use the generic POST /9077/api/orders/ (genericSubmit, the default).
 */
import {
  PUSH_MODULES,
  type ApprovalAction,
  type OrderType,
  type PushMessage,
  type PushModule,
  type TransitionActor,
} from '@campus/contracts';
import type { Database } from '../db/types.ts';
import type { orders } from './schema.ts';

export type OrderRow = typeof orders.$inferSelect;

export interface TransitionDef {
  /** Action name for POST orders/{id}/transition/ {action}. */
  action: string;
  /** Chinese button label. */
  name: string;
  from: number;
  to: number;
  /** Who may run it: the order's applicant, or an admin of the company. */
  by: TransitionActor;
  /**
   * Only through the module's own endpoint (it needs data the generic `transition/` call cannot carry,
   * e.g. the bed a dorm order is assigned): the generic call refuses it and `can.transitions` omits it.
   */
  viaModule?: boolean;
  /**
   * Whether `can.transitions` offers it on this order (default: yes). A family whose hook refuses the
   * generic call on some of its orders (a booking starts only by its scanned code) answers no for those,
   * so `can` lists only what the viewer may actually do.
   */
  offered?(input: { db: Database; order: OrderRow }): Promise<boolean>;
}

/** Called inside the transition's transaction; throw an HttpError to refuse (the whole transition rolls back). */
export interface OrderHookInput {
  tx: Database;
  order: OrderRow;
  actorId: string;
}
export interface OrderTypeHooks {
  /** Before the order is stored (e.g. a conflict check: seat, bed, car). The row is not inserted yet. */
  beforeSubmit?(input: OrderHookInput): Promise<void>;
  /** After the order and its steps are stored (before onApproved of an empty chain): the family's own rows, which may reference it. */
  afterSubmit?(input: OrderHookInput): Promise<void>;
  /** After the last approval (the order is at afterApproval); check conflicts again, reserve. */
  onApproved?(input: OrderHookInput): Promise<void>;
  /** After any later transition (registry `transitions`), reject or cancel. */
  onTransition?(
    input: OrderHookInput & { action: string; from: number; to: number; input?: Readonly<Record<string, unknown>> },
  ): Promise<void>;
}

export interface OrderTypeDef {
  type: string;
  module: PushModule;
  name: string;
  /** code -> Chinese label; must contain every code below and every transition's from/to. */
  statuses: Readonly<Record<number, string>>;
  inApproval: number;
  afterApproval: number;
  rejected: number;
  cancelled: number;
  transitions: readonly TransitionDef[];
  /** May clients submit it through the generic POST /orders/ (default true)? False when the module validates its own data. */
  genericSubmit?: boolean;
  hooks?: OrderTypeHooks;
  /**
   * Rewrites the workflow's pushes about its orders (approve / transfer to an approver, result to the
   * applicant), for a module whose messages have a kind of their own (spec 7: OFFICIAL_CAR3).
   */
  pushMessage?: (message: PushMessage, action: ApprovalAction) => PushMessage;
}

/** Status table and codes shared by order types without their own (repair, space, car2, forms ...). */
export const genericStatuses = {
  statuses: { [-20]: '已驳回', [-10]: '已取消', 10: '审批中', 20: '已通过', 30: '进行中', 40: '已完成' },
  inApproval: 10,
  afterApproval: 20,
  rejected: -20,
  cancelled: -10,
  transitions: [
    { action: 'start_use', name: '开始使用', from: 20, to: 30, by: 'applicant' },
    { action: 'complete', name: '完成', from: 30, to: 40, by: 'applicant' },
  ],
} as const satisfies Omit<OrderTypeDef, 'type' | 'module' | 'name'>;

/** Goods apply (spec section 3, goods-apply status codes). */
export const goodsStatuses = {
  statuses: { [-20]: '已驳回', [-10]: '已取消', 8: '待领取', 10: '审批中', 20: '已完成' },
  inApproval: 10,
  afterApproval: 8,
  rejected: -20,
  cancelled: -10,
  transitions: [{ action: 'collect', name: '确认领取', from: 8, to: 20, by: 'admin' }],
} as const satisfies Omit<OrderTypeDef, 'type' | 'module' | 'name'>;

/** Dormitory apply (spec section 3, dorm order status labels). */
export const dormStatuses = {
  statuses: { [-5]: '已驳回', [-10]: '已取消', 10: '审批中', 20: '待分配', 30: '待入住', 40: '已入住', 50: '待退宿', 60: '已退宿' },
  inApproval: 10,
  afterApproval: 20,
  rejected: -5,
  cancelled: -10,
  transitions: [
    { action: 'assign', name: '分配床位', from: 20, to: 30, by: 'admin' },
    { action: 'check_in', name: '确认入住', from: 30, to: 40, by: 'admin' },
    { action: 'apply_check_out', name: '申请退宿', from: 40, to: 50, by: 'applicant' },
    { action: 'check_out', name: '确认退宿', from: 50, to: 60, by: 'admin' },
  ],
} as const satisfies Omit<OrderTypeDef, 'type' | 'module' | 'name'>;

const registry = new Map<string, OrderTypeDef>();

/** Adds an order type; the definition is checked (every code has a label, no duplicate type or action). */
export function registerOrderType(def: OrderTypeDef): OrderTypeDef {
  if (registry.has(def.type)) throw new Error(`order type ${def.type} is already registered`);
  if (!Object.values(PUSH_MODULES).includes(def.module)) throw new Error(`order type ${def.type}: unknown module ${def.module}`);
  const codes = [def.inApproval, def.afterApproval, def.rejected, def.cancelled, ...def.transitions.flatMap((t) => [t.from, t.to])];
  for (const c of codes) if (def.statuses[c] === undefined) throw new Error(`order type ${def.type}: status ${c} has no label`);
  const actions = new Set<string>();
  for (const t of def.transitions) {
    if (['submit', 'approve', 'reject', 'transfer', 'cancel'].includes(t.action))
      throw new Error(`order type ${def.type}: reserved action ${t.action}`);
    if (actions.has(`${t.action}:${t.from}`)) throw new Error(`order type ${def.type}: duplicate action ${t.action}`);
    actions.add(`${t.action}:${t.from}`);
  }
  const frozen = Object.freeze({ ...def });
  registry.set(def.type, frozen);
  return frozen;
}

export const orderType = (type: string): OrderTypeDef | undefined => registry.get(type);
export const orderTypeList = (): OrderTypeDef[] => [...registry.values()];
export const statusLabel = (def: OrderTypeDef, code: number): string => def.statuses[code] ?? String(code);

/** The registry entry as the API answers it. */
export function orderTypeView(def: OrderTypeDef): OrderType {
  return {
    type: def.type,
    module: def.module,
    name: def.name,
    statuses: Object.entries(def.statuses)
      .map(([code, label]) => ({ code: Number(code), label }))
      .sort((a, b) => a.code - b.code),
    in_approval: def.inApproval,
    after_approval: def.afterApproval,
    rejected: def.rejected,
    cancelled: def.cancelled,
    transitions: def.transitions.map((t) => ({ ...t })),
  };
}
