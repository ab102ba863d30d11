/**
 * What the repair screens read: one order as saRepairOrderDetail (and approvalRepairDetail) shows it,
 * the workflow's detail beside the family's row, with the caller's buttons; and the lists (a page of
 * ids chosen through an index first, then the page's orders, names and rows by key).
 */
import { and, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { REPAIR_STATUS as S, type Page, type RepairOrderInfo, type RepairOrderRow } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { notFound } from '../../platform/errors.ts';
import { staffBriefs } from '../../platform/directory/directory.ts';
import { localDateTime } from '../../platform/time.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { orders } from '../../platform/orders/schema.ts';
import type { OrderRow } from '../../platform/orders/order-types.ts';
import { fileRefs } from '../../platform/files/index.ts';
import { actorOf, asCompanyAdmin, idOrNone, isRepairAdmin } from './common.ts';
import { repairCandidates, repairOrders } from './schema.ts';

export type RepairRow = typeof repairOrders.$inferSelect;

export async function repairRow(db: Database, companyId: string, orderId: string, lock = false): Promise<RepairRow> {
  const q = db
    .select()
    .from(repairOrders)
    .where(and(inCompany(repairOrders, companyId), eq(repairOrders.orderId, idOrNone(orderId))));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

export async function candidateIds(db: Database, companyId: string, orderId: string): Promise<string[]> {
  const rows = await db
    .select({ id: repairCandidates.staffId })
    .from(repairCandidates)
    .where(and(inCompany(repairCandidates, companyId), eq(repairCandidates.orderId, orderId)));
  return rows.map((r) => r.id);
}

const time = (d: Date | null): string | null => (d ? localDateTime(d) : null);

/** The order as the caller may see it: 404 unless reporter, approver, dispatched repairman, repair administrator or admin. */
export async function repairInfo(ctx: AppContext, auth: AuthContext, orderId: string): Promise<RepairOrderInfo> {
  const db = ctx.handle.db;
  const row = await repairRow(db, auth.companyId, orderId);
  const candidates = await candidateIds(db, auth.companyId, row.orderId);
  const me = auth.staffId;
  const admin = await isRepairAdmin(db, auth);
  const privileged = admin || row.reporterId === me || row.repairmanId === me || candidates.includes(me);
  // approvers read through the engine's own check (applicant, approvers, admins): anyone else is 404
  const actor = actorOf(auth);
  const order = await ctx.orders.detail(privileged ? asCompanyAdmin(actor) : actor, row.orderId);
  const people = await staffBriefs(db, auth.companyId, [row.reporterId, ...candidates, ...(row.repairmanId ? [row.repairmanId] : [])]);
  const person = (id: string) => ({ id, name: people.get(id)?.name ?? '' });
  const [photos, finishPhotos] = await Promise.all([
    fileRefs(db, auth.companyId, row.photos),
    fileRefs(db, auth.companyId, row.finishPhotos),
  ]);
  const reporter = row.reporterId === me;
  const fee = row.feeFen ?? 0;
  const paid = row.paidAt !== null;
  const status = row.status;
  return {
    order,
    order_no: row.orderNo,
    reporter: person(row.reporterId),
    place: { id: row.placeId, area: row.area, name: row.placeLabel.slice(row.area.length).trim() || row.placeLabel, label: row.placeLabel },
    place_detail: row.placeDetail,
    repair_type: { id: row.typeId, name: row.typeName },
    fault_item: { id: row.faultItemId, name: row.faultItemName, charge_fen: row.itemChargeFen },
    description: row.description,
    photos,
    expected_time: row.expectedTime,
    contact_phone: row.contactPhone,
    candidates: candidates.map(person),
    repairman: row.repairmanId ? person(row.repairmanId) : null,
    dispatched_time: time(row.dispatchedAt),
    taken_time: time(row.takenAt),
    finished_time: time(row.finishedAt),
    finish_remark: row.finishRemark,
    finish_photos: finishPhotos,
    fee_fen: row.feeFen,
    paid,
    pay_order_id: row.payOrderId,
    paid_time: time(row.paidAt),
    sent_back_count: row.sentBackCount,
    confirmed_time: time(row.confirmedAt),
    appraised: reporter ? row.appraised : null,
    can: {
      dispatch: admin && (status === S.toDispatch || status === S.toTake),
      take: status === S.toTake && candidates.includes(me),
      finish: status === S.repairing && row.repairmanId === me,
      confirm: reporter && status === S.toConfirm && (fee === 0 || paid),
      send_back: reporter && status === S.toConfirm,
      pay: reporter && status === S.toConfirm && fee > 0 && !paid,
      withdraw: reporter && (status === S.toDispatch || status === S.toTake),
      appraise: reporter && status === S.done && !row.appraised,
    },
  };
}

export interface ListFilter {
  scope: 'mine' | 'admin' | 'work';
  status?: number | undefined;
  page: number;
  pageSize: number;
}

/**
 * A page of repair orders, newest first: the reporter's (repair_orders_reporter_idx), the company's
 * (repair_orders_company_idx, or _status_idx for one status), or a repairman's dispatched orders
 * (repair_candidates_staff_idx); then the page's orders and rows by key.
 */
export async function repairPage(ctx: AppContext, auth: AuthContext, filter: ListFilter): Promise<Page<RepairOrderRow>> {
  const db = ctx.handle.db;
  const c = auth.companyId;
  let total: number;
  let ids: string[];
  const offset = offsetOf(filter.page, filter.pageSize);
  if (filter.scope === 'work') {
    const where = and(inCompany(repairCandidates, c), eq(repairCandidates.staffId, auth.staffId));
    const order = [desc(repairCandidates.createdAt), desc(repairCandidates.orderId)];
    // one status: a probe by key per walked entry, so the walk stays in the index's order
    const statusOf =
      filter.status === undefined
        ? undefined
        : exists(
            db
              .select({ one: sql`1` })
              .from(repairOrders)
              .where(
                and(
                  eq(repairOrders.companyId, repairCandidates.companyId),
                  eq(repairOrders.orderId, repairCandidates.orderId),
                  eq(repairOrders.status, filter.status),
                ),
              ),
          );
    [total, ids] = await Promise.all([
      boundedCount(db, repairCandidates, and(where, statusOf), filter.page, filter.pageSize, order),
      db
        .select({ id: repairCandidates.orderId })
        .from(repairCandidates)
        .where(and(where, statusOf))
        .orderBy(...order)
        .limit(filter.pageSize)
        .offset(offset)
        .then((rows) => rows.map((r) => r.id)),
    ]);
  } else {
    const where: SQL | undefined = and(
      inCompany(repairOrders, c),
      filter.scope === 'mine' ? eq(repairOrders.reporterId, auth.staffId) : undefined,
      filter.status === undefined ? undefined : eq(repairOrders.status, filter.status),
    );
    const order = [desc(repairOrders.createdAt), desc(repairOrders.orderId)];
    [total, ids] = await Promise.all([
      boundedCount(db, repairOrders, where, filter.page, filter.pageSize, order),
      db
        .select({ id: repairOrders.orderId })
        .from(repairOrders)
        .where(where)
        .orderBy(...order)
        .limit(filter.pageSize)
        .offset(offset)
        .then((rows) => rows.map((r) => r.id)),
    ]);
  }
  if (ids.length === 0) return toPage(total, filter.page, filter.pageSize, []);
  const [orderRows, rows] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(inCompany(orders, c, inArray(orders.id, ids))),
    db
      .select()
      .from(repairOrders)
      .where(and(inCompany(repairOrders, c), inArray(repairOrders.orderId, ids))),
  ]);
  const byId = new Map(orderRows.map((r) => [r.id, r]));
  const sorted = ids.flatMap((id): OrderRow[] => {
    const r = byId.get(id);
    return r ? [r] : [];
  });
  const summaries = await ctx.orders.summaries(c, sorted);
  const repairById = new Map(rows.map((r) => [r.orderId, r]));
  const men = await staffBriefs(
    db,
    c,
    rows.flatMap((r) => (r.repairmanId ? [r.repairmanId] : [])),
  );
  const results = summaries.flatMap((s): RepairOrderRow[] => {
    const r = repairById.get(s.id);
    if (!r) return [];
    return [
      {
        ...s,
        order_no: r.orderNo,
        place_label: r.placeLabel,
        fault_item: r.faultItemName,
        repair_type: r.typeName,
        repairman: r.repairmanId ? { id: r.repairmanId, name: men.get(r.repairmanId)?.name ?? '' } : null,
        fee_fen: r.feeFen,
        paid: r.paidAt !== null,
      },
    ];
  });
  return toPage(total, filter.page, filter.pageSize, results);
}
