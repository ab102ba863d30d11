/**
 * The family's five order types on the one workflow, each with its own status table (the spec gives
 * none; docs/server.md "Reception and visitors" states them). Each is submitted only through the
 * family's endpoints (genericSubmit: false), which validated the data; `afterSubmit` writes the
 * family's row in the submit's transaction and takes the secrets (a whole ID number, a link token,
 * a code hash) out of the order's payload, so they live in the family's row only. Gate steps
 * (arrive, leave, release, return) and the sweep's (expire) are `by: 'module'`: the gate decides.
 */
import { eq, sql } from 'drizzle-orm';
import {
  LET_OFF_STATUS,
  OUT_APPLY_STATUS,
  OUT_SUBSIDY_STATUS,
  PUSH_MODULES,
  RECEPTION_STATUS,
  VISITOR_ORDER_TYPES,
  VISIT_STATUS,
  visitorMessages as M,
} from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { badRequest } from '../../platform/errors.ts';
import { pgCode } from '../../platform/db/pg-code.ts';
import type { OrderHookInput, OrderRow, OrderTypeDef } from '../../platform/orders/order-types.ts';
import { orders } from '../../platform/orders/schema.ts';
import { endLivePass, issuePass, type PassKind } from './passes.ts';
import {
  visitorLetOffs,
  visitorOutApplies,
  visitorOutSubsidies,
  visitorReceptionLists,
  visitorReceptionPeople,
  visitorReceptions,
  visitorVisits,
  type LetOffItemRow,
  type ReceptionContactRow,
  type ReceptionGuestRow,
} from './schema.ts';

const rejectedOrCancelled = (action: string) => action === 'reject' || action === 'cancel';

/** What a family endpoint puts in `data`; `secret` is removed from the payload once stored in the row. */
export interface ReceptionData {
  title: string;
  guest_company: string;
  guests: ReceptionGuestRow[];
  start_date: string;
  end_date: string;
  place: string;
  budget_fen: number;
  host_ids: string[];
  contacts: ReceptionContactRow[];
  remark: string;
  client_key: string;
}
export interface VisitData {
  host_id: string;
  visitor_name: string;
  phone: string;
  id_number_masked: string | null;
  visitor_company: string;
  reason: string;
  start_at: string;
  end_at: string;
  plate: string | null;
  companions: number;
  invited: boolean;
  client_key: string;
  secret?: { id_number: string | null; link_token: string; code_hash: string | null };
}
export interface LetOffData {
  staff_id: string | null;
  applicant_name: string;
  phone: string;
  kind: 'goods' | 'vehicle';
  items: LetOffItemRow[];
  plate: string | null;
  reason: string;
  start_at: string;
  end_at: string;
  client_key: string;
  secret?: { link_token: string; code_hash: string | null };
}
export interface OutApplyData {
  reason: string;
  destination: string;
  start_at: string;
  end_at: string;
  contact_phone: string;
  client_key: string;
}
export interface OutSubsidyData {
  out_apply_id: string;
  days: number;
  daily_rate_fen: number;
  total_fen: number;
  remark: string;
}

const dataOf = <T>(order: OrderRow): T => order.payload.data as unknown as T;

/** Drops `data.secret` from the stored payload (the row has it now). */
async function forgetSecret(tx: Database, order: OrderRow): Promise<void> {
  await tx
    .update(orders)
    .set({ payload: sql`jsonb_set(${orders.payload}, '{data}', (${orders.payload} -> 'data') - 'secret')` })
    .where(inCompany(orders, order.companyId, eq(orders.id, order.id)));
}

/** A unique violation (a repeated client key) becomes `refusal`; the endpoint answers the first one. */
export class DuplicateKey extends Error {}
async function insertOnce(insert: () => Promise<unknown>): Promise<void> {
  try {
    await insert();
  } catch (err) {
    if (pgCode(err) === '23505') throw new DuplicateKey('client key used');
    throw err;
  }
}

/** Issues the order's pass for its window when it is approved (or at once, with an empty chain). */
const issueOnApproval =
  (kind: PassKind, windowOf: (tx: Database, order: OrderRow) => Promise<{ startAt: Date; endAt: Date } | undefined>) =>
  async ({ tx, order }: OrderHookInput) => {
    const window = await windowOf(tx, order);
    if (window) await issuePass(tx, order.companyId, kind, order.id, window.startAt, window.endAt, order.updatedAt);
  };
/** Rejected, cancelled, revoked or withdrawn: the QR dies at once; expired: it dies as expired. Gate scans use it up themselves. */
const killPass = async ({ tx, order, action }: OrderHookInput & { action: string }) => {
  if (rejectedOrCancelled(action) || action === 'revoke' || action === 'withdraw')
    await endLivePass(tx, order.companyId, order.id, 'revoked', order.updatedAt);
  if (action === 'expire') await endLivePass(tx, order.companyId, order.id, 'expired', order.updatedAt);
};
const windowFrom =
  (table: typeof visitorVisits | typeof visitorLetOffs | typeof visitorOutApplies) =>
  async (tx: Database, order: OrderRow): Promise<{ startAt: Date; endAt: Date } | undefined> => {
    const [row] = await tx
      .select({ startAt: table.startAt, endAt: table.endAt })
      .from(table)
      .where(inCompany(table, order.companyId, eq(table.id, order.id)));
    return row;
  };

/** The visit's copy of its order's status (the lists filter on it through an index). */
async function visitStatus({ tx, order }: OrderHookInput): Promise<void> {
  await tx
    .update(visitorVisits)
    .set({ status: order.status })
    .where(inCompany(visitorVisits, order.companyId, eq(visitorVisits.id, order.id)));
}

export const RECEPTION = {
  type: VISITOR_ORDER_TYPES.reception,
  module: PUSH_MODULES.reception,
  name: '接待',
  statuses: { [-20]: '已驳回', [-10]: '已取消', 10: '审批中', 20: '待接待', 30: '接待中', 40: '已完成' },
  inApproval: RECEPTION_STATUS.inApproval,
  afterApproval: RECEPTION_STATUS.approved,
  rejected: RECEPTION_STATUS.rejected,
  cancelled: RECEPTION_STATUS.cancelled,
  transitions: [
    { action: 'start', name: '开始接待', from: 20, to: 30, by: 'applicant' },
    { action: 'finish', name: '完成接待', from: 30, to: 40, by: 'applicant' },
  ],
  genericSubmit: false,
  hooks: {
    async afterSubmit({ tx, order }) {
      const d = dataOf<ReceptionData>(order);
      const c = order.companyId;
      await insertOnce(() =>
        tx.insert(visitorReceptions).values({
          companyId: c,
          id: order.id,
          applicantId: order.applicantId,
          title: d.title,
          guestCompany: d.guest_company,
          guests: d.guests,
          startDate: d.start_date,
          endDate: d.end_date,
          place: d.place,
          budgetFen: d.budget_fen,
          contacts: d.contacts,
          remark: d.remark,
          clientKey: d.client_key,
          createdAt: order.createdAt,
        }),
      );
      if (d.host_ids.length > 0)
        await tx
          .insert(visitorReceptionPeople)
          .values(d.host_ids.map((staffId) => ({ companyId: c, receptionId: order.id, role: 'host' as const, staffId })));
      const mine = [...new Set([order.applicantId, ...d.host_ids])];
      await tx
        .insert(visitorReceptionLists)
        .values(
          mine.map((staffId) => ({ companyId: c, staffId, scope: 'mine' as const, receptionId: order.id, createdAt: order.createdAt })),
        );
    },
  },
} as const satisfies OrderTypeDef;

export const VISIT = {
  type: VISITOR_ORDER_TYPES.visit,
  module: PUSH_MODULES.visit,
  name: '来访',
  statuses: { [-20]: '已驳回', [-10]: '已取消', 10: '待审批', 20: '待到访', 30: '已到访', 40: '已离开', 50: '已过期' },
  inApproval: VISIT_STATUS.inApproval,
  afterApproval: VISIT_STATUS.approved,
  rejected: VISIT_STATUS.rejected,
  cancelled: VISIT_STATUS.cancelled,
  transitions: [
    { action: 'arrive', name: '到访', from: 20, to: 30, by: 'module' },
    { action: 'leave', name: '离开', from: 30, to: 40, by: 'module' },
    { action: 'expire', name: '过期', from: 20, to: 50, by: 'module' },
    { action: 'revoke', name: '取消来访', from: 20, to: -10, by: 'module' },
  ],
  genericSubmit: false,
  hooks: {
    async afterSubmit({ tx, order }) {
      const d = dataOf<VisitData>(order);
      await insertOnce(() =>
        tx.insert(visitorVisits).values({
          companyId: order.companyId,
          id: order.id,
          hostId: d.host_id,
          visitorName: d.visitor_name,
          phone: d.phone,
          idNumber: d.secret?.id_number ?? null,
          idNumberMasked: d.id_number_masked,
          visitorCompany: d.visitor_company,
          reason: d.reason,
          startAt: new Date(d.start_at),
          endAt: new Date(d.end_at),
          plate: d.plate,
          companions: d.companions,
          invited: d.invited,
          status: order.status,
          linkToken: d.secret?.link_token ?? '',
          clientKey: d.client_key,
          codeHash: d.secret?.code_hash ?? null,
          createdAt: order.createdAt,
        }),
      );
      await forgetSecret(tx, order);
    },
    async onApproved(input) {
      await issueOnApproval('visit', windowFrom(visitorVisits))(input);
      await visitStatus(input);
    },
    async onTransition(input) {
      await killPass(input);
      await visitStatus(input);
    },
  },
} as const satisfies OrderTypeDef;

export const LET_OFF = {
  type: VISITOR_ORDER_TYPES.letOff,
  module: PUSH_MODULES.letOff,
  name: '放行',
  statuses: { [-20]: '已驳回', [-10]: '已取消', 10: '审批中', 20: '待放行', 30: '已放行', 40: '已过期' },
  inApproval: LET_OFF_STATUS.inApproval,
  afterApproval: LET_OFF_STATUS.approved,
  rejected: LET_OFF_STATUS.rejected,
  cancelled: LET_OFF_STATUS.cancelled,
  transitions: [
    { action: 'release', name: '放行', from: 20, to: 30, by: 'module' },
    { action: 'expire', name: '过期', from: 20, to: 40, by: 'module' },
  ],
  genericSubmit: false,
  hooks: {
    async afterSubmit({ tx, order }) {
      const d = dataOf<LetOffData>(order);
      await insertOnce(() =>
        tx.insert(visitorLetOffs).values({
          companyId: order.companyId,
          id: order.id,
          staffId: d.staff_id,
          applicantName: d.applicant_name,
          phone: d.phone,
          kind: d.kind,
          items: d.items,
          plate: d.plate,
          reason: d.reason,
          startAt: new Date(d.start_at),
          endAt: new Date(d.end_at),
          linkToken: d.secret?.link_token ?? '',
          clientKey: d.client_key,
          codeHash: d.secret?.code_hash ?? null,
          createdAt: order.createdAt,
        }),
      );
      await forgetSecret(tx, order);
    },
    onApproved: issueOnApproval('letOff', windowFrom(visitorLetOffs)),
    onTransition: killPass,
  },
} as const satisfies OrderTypeDef;

export const OUT_APPLY = {
  type: VISITOR_ORDER_TYPES.outApply,
  // the spec names no approval detail for going out: the generic one (approvalFormsDetail) shows its fields
  module: PUSH_MODULES.forms,
  name: '外出申请',
  statuses: { [-20]: '已驳回', [-10]: '已取消', 10: '审批中', 20: '待外出', 30: '外出中', 40: '已返回' },
  inApproval: OUT_APPLY_STATUS.inApproval,
  afterApproval: OUT_APPLY_STATUS.approved,
  rejected: OUT_APPLY_STATUS.rejected,
  cancelled: OUT_APPLY_STATUS.cancelled,
  transitions: [
    { action: 'leave', name: '外出', from: 20, to: 30, by: 'module' },
    { action: 'return', name: '返回', from: 30, to: 40, by: 'module' },
    { action: 'withdraw', name: '撤销', from: 20, to: -10, by: 'module' },
  ],
  genericSubmit: false,
  hooks: {
    async afterSubmit({ tx, order }) {
      const d = dataOf<OutApplyData>(order);
      await insertOnce(() =>
        tx.insert(visitorOutApplies).values({
          companyId: order.companyId,
          id: order.id,
          staffId: order.applicantId,
          reason: d.reason,
          destination: d.destination,
          startAt: new Date(d.start_at),
          endAt: new Date(d.end_at),
          contactPhone: d.contact_phone,
          clientKey: d.client_key,
          createdAt: order.createdAt,
        }),
      );
    },
    onApproved: issueOnApproval('outApply', windowFrom(visitorOutApplies)),
    onTransition: killPass,
  },
} as const satisfies OrderTypeDef;

export const OUT_SUBSIDY = {
  type: VISITOR_ORDER_TYPES.outSubsidy,
  module: PUSH_MODULES.outSubsidy,
  name: '外出补贴',
  statuses: { [-20]: '已驳回', [-10]: '已取消', 10: '审批中', 20: '待发放', 30: '已发放' },
  inApproval: OUT_SUBSIDY_STATUS.inApproval,
  afterApproval: OUT_SUBSIDY_STATUS.approved,
  rejected: OUT_SUBSIDY_STATUS.rejected,
  cancelled: OUT_SUBSIDY_STATUS.cancelled,
  transitions: [{ action: 'pay_out', name: '确认发放', from: 20, to: 30, by: 'admin' }],
  genericSubmit: false,
  hooks: {
    /** One live claim per application: the partial unique index decides between concurrent claims. */
    async afterSubmit({ tx, order }) {
      const d = dataOf<OutSubsidyData>(order);
      try {
        await tx.insert(visitorOutSubsidies).values({
          companyId: order.companyId,
          id: order.id,
          staffId: order.applicantId,
          outApplyId: d.out_apply_id,
          days: d.days,
          dailyRateFen: d.daily_rate_fen,
          totalFen: d.total_fen,
          remark: d.remark,
          createdAt: order.createdAt,
        });
      } catch (err) {
        if (pgCode(err) === '23505') throw badRequest(M.subsidyExists);
        throw err;
      }
    },
    async onTransition({ tx, order, action }) {
      const where = inCompany(visitorOutSubsidies, order.companyId, eq(visitorOutSubsidies.id, order.id));
      if (rejectedOrCancelled(action)) await tx.update(visitorOutSubsidies).set({ live: false }).where(where);
      if (action === 'pay_out') await tx.update(visitorOutSubsidies).set({ paidAt: order.updatedAt }).where(where);
    },
  },
} as const satisfies OrderTypeDef;

export const visitorOrderTypes = [RECEPTION, VISIT, LET_OFF, OUT_APPLY, OUT_SUBSIDY] as const;
