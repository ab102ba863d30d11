/**
 * Living costs (d2Expense, livingCost): the admin records a room's water and electricity for a month;
 * the server splits it among the room's residents by the days each held a bed there (split.ts, the
 * shares add up to the bill exactly), adds each resident's rent for those days, and stores one charge
 * per resident, paid through the pay family (payable `dorm_bill`).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import { BILL_STATUSES, DORM_PAY_PURPOSES, dormEndpoints, fenToYuan, type DormCharge, type DormUtilityBill } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { staff } from '../../platform/db/schema.ts';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { localDateTime } from '../../platform/time.ts';
import { registerPayable, payItem } from '../../platform/pay/index.ts';
import { DORM2_ACTIONS, isAdmin, pushDorm2, requireAdmin } from './common.ts';
import { roomLabels, roomSummary } from './housing.ts';
import { dormBeds, dormCharges, dormStays, dormUtilityBills } from './schema.ts';
import { daysInside, hubToday, monthEnd, monthStart, rentFor, splitByWeight } from './split.ts';
import { pgCode } from '../../platform/db/pg-code.ts';

type ChargeRow = typeof dormCharges.$inferSelect;
type BillRow = typeof dormUtilityBills.$inferSelect;

/** One resident's part of a room's month, before it is stored. */
export interface MonthShare {
  staffId: string;
  bedLabel: string;
  days: number;
  rentFen: number;
  utilityFen: number;
}

/** The residents of a room in a month and what each owes (rent for the days held, the utility share). */
export async function monthShares(
  db: Database,
  companyId: string,
  roomId: string,
  month: string,
  utilityFen: number,
  priceFen: number,
): Promise<MonthShare[]> {
  const stays = await db
    .select({ stay: dormStays, bed: dormBeds.label })
    .from(dormStays)
    .innerJoin(dormBeds, and(eq(dormBeds.companyId, dormStays.companyId), eq(dormBeds.id, dormStays.bedId)))
    .where(
      inCompany(
        dormStays,
        companyId,
        eq(dormStays.roomId, roomId),
        lt(dormStays.startDate, monthEnd(month)),
        or(isNull(dormStays.endDate), gt(dormStays.endDate, monthStart(month))),
      ),
    )
    .orderBy(asc(dormStays.startDate), asc(dormStays.staffId));
  // A resident who moved beds inside the room has two stays: one share, days added up.
  const byStaff = new Map<string, MonthShare>();
  for (const { stay, bed } of stays) {
    const days = daysInside(stay.startDate, stay.endDate, month);
    if (days === 0) continue;
    const share = byStaff.get(stay.staffId) ?? { staffId: stay.staffId, bedLabel: bed, days: 0, rentFen: 0, utilityFen: 0 };
    share.days += days;
    share.rentFen += rentFor(priceFen, days, month);
    share.bedLabel = bed;
    byStaff.set(stay.staffId, share);
  }
  const shares = [...byStaff.values()];
  const split = splitByWeight(
    utilityFen,
    shares.map((s) => s.days),
  );
  shares.forEach((s, i) => (s.utilityFen = split[i] ?? 0));
  return shares;
}

const chargeView = (row: ChargeRow, roomLabel: string): DormCharge => ({
  id: row.id,
  month: row.month,
  room: { id: row.roomId, label: roomLabel },
  bed_label: row.bedLabel,
  days: row.days,
  rent_fen: row.rentFen,
  utility_fen: row.utilityFen,
  total_fen: row.rentFen + row.utilityFen,
  status: row.status,
  status_label: BILL_STATUSES[row.status],
  paid_time: localDateTime(row.paidAt),
});

async function billViews(db: Database, companyId: string, bills: BillRow[]): Promise<DormUtilityBill[]> {
  if (bills.length === 0) return [];
  const charges = await db
    .select({ charge: dormCharges, name: staff.name })
    .from(dormCharges)
    .innerJoin(staff, and(eq(staff.companyId, dormCharges.companyId), eq(staff.id, dormCharges.staffId)))
    .where(
      inCompany(
        dormCharges,
        companyId,
        inArray(
          dormCharges.billId,
          bills.map((b) => b.id),
        ),
      ),
    )
    .orderBy(asc(dormCharges.createdAt), asc(dormCharges.id));
  const labels = await roomLabels(
    db,
    companyId,
    bills.map((b) => b.roomId),
  );
  return bills.map((b) => ({
    id: b.id,
    month: b.month,
    room: { id: b.roomId, label: labels.get(b.roomId) ?? '' },
    water_fen: b.waterFen,
    electricity_fen: b.electricityFen,
    total_fen: b.waterFen + b.electricityFen,
    shares: charges
      .filter((c) => c.charge.billId === b.id)
      .map((c) => ({ staff: { id: c.charge.staffId, name: c.name }, days: c.charge.days, amount_fen: c.charge.utilityFen })),
    created_time: localDateTime(b.createdAt),
  }));
}

/** Stores the bill and its charges in one transaction; a second bill for the room and month is refused (unique key). */
export async function createUtilityBill(
  db: Database,
  input: { companyId: string; adminId: string; roomId: string; month: string; waterFen: number; electricityFen: number; now: Date },
): Promise<{ bill: BillRow; shares: MonthShare[] }> {
  const room = isGuid(input.roomId) ? await roomSummary(db, input.companyId, input.roomId, hubToday(input.now)) : undefined;
  if (!room) throw fieldError('room_id', '房间不存在');
  if (input.month > hubToday(input.now).slice(0, 7)) throw fieldError('month', '不能录入未来月份');
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const bill: BillRow = {
        companyId: input.companyId,
        id: randomUUID(),
        roomId: input.roomId,
        month: input.month,
        waterFen: input.waterFen,
        electricityFen: input.electricityFen,
        createdBy: input.adminId,
        createdAt: input.now,
      };
      await tx.insert(dormUtilityBills).values(bill);
      const shares = await monthShares(
        tx,
        input.companyId,
        input.roomId,
        input.month,
        input.waterFen + input.electricityFen,
        room.price_fen,
      );
      if (shares.length > 0) {
        await tx.insert(dormCharges).values(
          shares.map((s) => ({
            companyId: input.companyId,
            id: randomUUID(),
            billId: bill.id,
            staffId: s.staffId,
            roomId: input.roomId,
            bedLabel: s.bedLabel,
            month: input.month,
            days: s.days,
            rentFen: s.rentFen,
            utilityFen: s.utilityFen,
            createdAt: input.now,
          })),
        );
      }
      return { bill, shares };
    });
  } catch (err) {
    if (pgCode(err) === '23505') throw fieldError('month', '该房间该月的水电费已录入');
    throw err;
  }
}

async function lockCharge(tx: Database, companyId: string, id: string): Promise<ChargeRow | undefined> {
  if (!isGuid(id)) return undefined;
  const [row] = await tx
    .select()
    .from(dormCharges)
    .where(inCompany(dormCharges, companyId, eq(dormCharges.id, id)))
    .for('update');
  return row;
}

registerPayable({
  purpose: DORM_PAY_PURPOSES.bill,
  family: 'dorm',
  name: '住宿费用',
  async quote({ tx, companyId, payerId, refId }) {
    const row = refId ? await lockCharge(tx, companyId, refId) : undefined;
    if (!row || row.staffId !== payerId) throw fieldError('ref_id', '费用不存在');
    if (row.status === 'paid') throw badRequest('该费用已缴清');
    const amountFen = row.rentFen + row.utilityFen;
    if (amountFen <= 0) throw badRequest('该费用无需缴纳');
    // the bed and the share of the room's water and electricity, as the 住宿费用 screen lists them (issue 34)
    const items = [payItem(`${row.month} 床位费`, 1, row.rentFen), payItem(`${row.month} 水电分摊`, 1, row.utilityFen)].filter(
      (i) => i.amount_fen > 0,
    );
    return { amountFen, subject: `${row.month} 住宿费用 ¥${fenToYuan(amountFen)}`, items };
  },
  async onPaid({ tx, order }) {
    // conditional: a second payment of the same charge changes nothing here (the admin refunds it)
    await tx
      .update(dormCharges)
      .set({ status: 'paid', paidAt: order.paidAt ?? new Date(), payOrderId: order.id })
      .where(inCompany(dormCharges, order.companyId, eq(dormCharges.id, order.refId ?? ''), eq(dormCharges.status, 'unpaid')));
  },
  async onRefunded({ tx, order }) {
    if (order.refundedFen < order.amountFen) return;
    await tx
      .update(dormCharges)
      .set({ status: 'unpaid', paidAt: null, payOrderId: null })
      .where(inCompany(dormCharges, order.companyId, eq(dormCharges.id, order.refId ?? ''), eq(dormCharges.payOrderId, order.id)));
  },
});

export function dormCostRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.charges,
    async handler({ auth }) {
      const rows = await db()
        .select()
        .from(dormCharges)
        .where(inCompany(dormCharges, auth.companyId, eq(dormCharges.staffId, auth.staffId)))
        .orderBy(desc(dormCharges.month), desc(dormCharges.createdAt), desc(dormCharges.id));
      const labels = await roomLabels(
        db(),
        auth.companyId,
        rows.map((r) => r.roomId),
      );
      return rows.map((r) => chargeView(r, labels.get(r.roomId) ?? ''));
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.utilityBills,
    async handler({ auth, query }) {
      const all = query.all === '1' && isAdmin(auth);
      const mine = all
        ? []
        : await db()
            .select({ billId: dormCharges.billId })
            .from(dormCharges)
            .where(inCompany(dormCharges, auth.companyId, eq(dormCharges.staffId, auth.staffId)));
      if (!all && mine.length === 0) return [];
      const bills = await db()
        .select()
        .from(dormUtilityBills)
        .where(
          inCompany(
            dormUtilityBills,
            auth.companyId,
            all
              ? undefined
              : inArray(
                  dormUtilityBills.id,
                  mine.map((m) => m.billId),
                ),
          ),
        )
        .orderBy(desc(dormUtilityBills.month), desc(dormUtilityBills.createdAt), desc(dormUtilityBills.id))
        .limit(200);
      return billViews(db(), auth.companyId, bills);
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.createUtilityBill,
    async handler({ auth, body, reply }) {
      requireAdmin(auth);
      const { bill, shares } = await createUtilityBill(db(), {
        companyId: auth.companyId,
        adminId: auth.staffId,
        roomId: body.room_id,
        month: body.month,
        waterFen: body.water_fen,
        electricityFen: body.electricity_fen,
        now: ctx.now(),
      });
      for (const s of shares) {
        await pushDorm2(
          ctx,
          { companyId: auth.companyId, staffId: s.staffId },
          {
            title: '住宿费用账单',
            content: `${bill.month} 住宿费用 ¥${fenToYuan(s.rentFen + s.utilityFen)}，请及时缴纳`,
            msgId: bill.id,
            action: DORM2_ACTIONS.feeList,
          },
        );
      }
      const [view] = await billViews(db(), auth.companyId, [bill]);
      if (!view) throw notFound();
      reply.code(201);
      return view;
    },
  });
}
