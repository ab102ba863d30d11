/**
 * The private car family's demo rows, per company: the rate (0.85 yuan/km), six saved places with
 * coordinates, the approval chains, and the history of 普通员工 (13800000005): an authorisation in
 * force, a certified car (licence and insurance pictures), trips over the last four months and this
 * one, with fees, and a claim per past month (two paid, one approved, the last one pending the
 * approver), so the lists, the statistics and the approvers' lists are not empty. Idempotent.
 */
import { PCAR_ORDER_TYPES, PUSH_MODULES, fenToYuan, pcarKm, pcarMileageFen, pcarPlateDisplay } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { seedDepartmentId, seedId, seedStaffId } from '../../platform/seed/ids.ts';
import { approvalChains, approvalSteps, orderEvents, orders, type ChainStepConfig } from '../../platform/orders/schema.ts';
import type { OrderTypeDef } from '../../platform/orders/order-types.ts';
import { DEMO_RECEIPT_PNG, seedFile, seededFileId } from '../../platform/files/seed.ts';
import { hubMonth, hubToday, monthRange, monthsBefore } from './access.ts';
import { PCAR_AGREEMENT } from './agreement.ts';
import { placeDistanceM } from './distance.ts';
import { PCAR_AUTH, PCAR_CERTIFY, PCAR_SUBSIDY } from './order-types.ts';
import { pcarAuths, pcarCertifications, pcarConfig, pcarFees, pcarPlaces, pcarSubsidies, pcarTrips, pcarVehicles } from './schema.ts';

type Company = { id: string };

export const SEED_RATE_FEN_PER_KM = 85;

/** Saved places (WGS-84) around the demo campus. */
export const seedPlaces = [
  { key: 'hq', name: '园区总部', address: '星湖街 328 号', lat: 31.299, lng: 120.729 },
  { key: 'warehouse', name: '城东仓库', address: '唯亭东路 66 号', lat: 31.315, lng: 120.79 },
  { key: 'station', name: '高铁北站', address: '南天成路 1 号', lat: 31.418, lng: 120.646 },
  { key: 'airport', name: '虹桥机场', address: '虹桥路 2550 号', lat: 31.1979, lng: 121.3363 },
  { key: 'civic', name: '市民服务中心', address: '干将西路 1388 号', lat: 31.304, lng: 120.585 },
  { key: 'branch', name: '科技园分部', address: '金鸡湖大道 99 号', lat: 31.268, lng: 120.74 },
] as const;
type PlaceKey = (typeof seedPlaces)[number]['key'];

export const pcarSeedId = (c: string, key: string): string => seedId(c, `pcar:${key}`);
export const pcarPlaceId = (c: string, key: PlaceKey): string => pcarSeedId(c, `place:${key}`);
export const pcarSeedVehicleId = (c: string): string => pcarSeedId(c, 'vehicle:staff');
export const pcarSeedAuthId = (c: string): string => pcarSeedId(c, 'auth:staff');
export const pcarSeedCertId = (c: string): string => pcarSeedId(c, 'cert:staff');
export const pcarSeedTripId = (c: string, month: number, n: number): string => pcarSeedId(c, `trip:${String(month)}:${String(n)}`);
export const pcarSeedFeeId = (c: string, month: number, n: number): string => pcarSeedId(c, `fee:${String(month)}:${String(n)}`);
export const pcarSeedSubsidyId = (c: string, month: number): string => pcarSeedId(c, `subsidy:${String(month)}`);
export const SEED_PLATE = '苏E12345';

export async function seedPcarConfig(db: Database, { id: c }: Company): Promise<void> {
  await db.insert(pcarConfig).values({ companyId: c, rateFenPerKm: SEED_RATE_FEN_PER_KM }).onConflictDoNothing();
  await db
    .insert(pcarPlaces)
    .values(
      seedPlaces.map((p, i) => ({
        companyId: c,
        id: pcarPlaceId(c, p.key),
        name: p.name,
        address: p.address,
        lat: p.lat,
        lng: p.lng,
        sort: i,
      })),
    )
    .onConflictDoNothing();
}

/** Authorisation: the approver; certification: the admin (演示员工); claims: the approver, then the head of 行政部. */
export function pcarSeedChains(c: string): { orderType: string; steps: ChainStepConfig[] }[] {
  const approver: ChainStepConfig = { kind: 'staff', staff_id: seedStaffId(c, 'approver') };
  const admin: ChainStepConfig = { kind: 'staff', staff_id: seedStaffId(c, 'demo') };
  const adminHead: ChainStepConfig = { kind: 'department_head', department_id: seedDepartmentId(c, 'admin') };
  return [
    { orderType: PCAR_ORDER_TYPES.auth, steps: [approver] },
    { orderType: PCAR_ORDER_TYPES.certify, steps: [admin] },
    { orderType: PCAR_ORDER_TYPES.subsidy, steps: [approver, adminHead] },
  ];
}

export async function seedPcarChains(db: Database, { id: c }: Company): Promise<void> {
  await db
    .insert(approvalChains)
    .values(pcarSeedChains(c).map((x) => ({ companyId: c, orderType: x.orderType, steps: x.steps })))
    .onConflictDoNothing();
}

interface SeedStepRow {
  approver: string;
  state: 'approved' | 'pending' | 'waiting';
  at: Date;
}

interface SeedOrder {
  id: string;
  def: OrderTypeDef;
  title: string;
  fields: { label: string; value: string }[];
  createdAt: Date;
  steps: SeedStepRow[];
  /** A later transition after approval (pay_out), by the admin. */
  later?: { action: string; to: number; at: Date };
}

/** The rows of orders as the workflow would have left them: orders, steps, events (inserted in three statements). */
async function seedOrders(db: Database, c: string, list: readonly SeedOrder[]): Promise<void> {
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const stepRows: (typeof approvalSteps.$inferInsert)[] = [];
  const eventRows: (typeof orderEvents.$inferInsert)[] = [];
  for (const o of list) {
    const acted = o.steps.filter((s) => s.state === 'approved');
    const approvedAll = acted.length === o.steps.length;
    const lastAct = acted.at(-1)?.at ?? null;
    orderRows.push({
      companyId: c,
      id: o.id,
      module: PUSH_MODULES.privateCar,
      orderType: o.def.type,
      applicantId: seedStaffId(c, 'staff'),
      title: o.title,
      status: o.later ? o.later.to : approvedAll ? o.def.afterApproval : o.def.inApproval,
      payload: { fields: o.fields, data: { demo: true } },
      version: acted.length + (o.later ? 1 : 0),
      createdAt: o.createdAt,
      updatedAt: o.later?.at ?? lastAct ?? o.createdAt,
      approvedAt: approvedAll ? lastAct : null,
    });
    o.steps.forEach((s, i) =>
      stepRows.push({
        companyId: c,
        id: seedId(c, `pcar:order:${o.id}:step:${String(i + 1)}`),
        orderId: o.id,
        seq: i + 1,
        approverId: seedStaffId(c, s.approver),
        state: s.state,
        comment: s.state === 'approved' ? '同意' : null,
        pendingSince: s.state === 'waiting' ? null : (o.steps[i - 1]?.at ?? o.createdAt),
        actedAt: s.state === 'approved' ? s.at : null,
        createdAt: o.createdAt,
      }),
    );
    const event = (key: string, actor: string, action: string, from: number | null, to: number, at: Date, remark: string | null) =>
      eventRows.push({
        companyId: c,
        id: seedId(c, `pcar:order:${o.id}:event:${key}`),
        orderId: o.id,
        actorId: seedStaffId(c, actor),
        action,
        fromStatus: from,
        toStatus: to,
        remark,
        createdAt: at,
      });
    event('0', 'staff', 'submit', null, o.def.inApproval, o.createdAt, null);
    acted.forEach((s, i) =>
      event(
        String(i + 1),
        s.approver,
        'approve',
        o.def.inApproval,
        i === acted.length - 1 && approvedAll ? o.def.afterApproval : o.def.inApproval,
        s.at,
        '同意',
      ),
    );
    if (o.later) event('later', 'demo', o.later.action, o.def.afterApproval, o.later.to, o.later.at, null);
  }
  await db.insert(orders).values(orderRows).onConflictDoNothing();
  await db.insert(approvalSteps).values(stepRows).onConflictDoNothing();
  await db.insert(orderEvents).values(eventRows).onConflictDoNothing();
}

const dayAt = (day: string, hour: number): Date => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);
const plusDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The trips of one month: [day, from, to, typed km or null, purpose, fee]. */
const TRIP_PLAN: [number, PlaceKey, PlaceKey, number | null, string, { type: 'parking' | 'toll'; fen: number } | null][] = [
  [3, 'hq', 'civic', null, '市民服务中心办理资质年检', { type: 'parking', fen: 1000 }],
  [9, 'hq', 'station', null, '高铁站接送来访专家', null],
  [16, 'hq', 'airport', 78.6, '虹桥机场送客户（实际行驶里程）', { type: 'toll', fen: 3500 }],
  [23, 'warehouse', 'branch', null, '城东仓库调拨物资至科技园分部', null],
];

/**
 * 普通员工's history: every row is built first and inserted in a few statements (the seed runs for
 * every company at start, so it stays quick), each with ON CONFLICT DO NOTHING on its stable id.
 */
export async function seedPcarHistory(db: Database, { id: c }: Company): Promise<void> {
  const now = new Date();
  const today = hubToday(now);
  // a time of the plan that is still to come today (a trip's 18:00, the 1st's 10:00 claim) is a minute ago:
  // nothing seeded comes after what a person does next (his new order heads "my orders")
  const past = (at: Date): Date => (at.getTime() < now.getTime() ? at : new Date(now.getTime() - 60_000));
  const thisMonth = hubMonth(now);
  const owner = seedStaffId(c, 'staff');
  const place = (key: PlaceKey) => {
    const p = seedPlaces.find((x) => x.key === key) ?? seedPlaces[0];
    return { id: pcarPlaceId(c, p.key), name: p.name, lat: p.lat, lng: p.lng };
  };

  // authorisation in force: from the first day of four months ago, for a year (the approver approved it)
  const validFrom = monthRange(monthsBefore(thisMonth, 4))[0];
  const validTo = plusDays(validFrom, 364);
  const authAt = dayAt(plusDays(validFrom, -3), 9);
  const reason = '经常往返各园区与政府部门办理业务';
  // the car and its certification (the admin approved it)
  const insuranceExpires = plusDays(today, 200);
  const certAt = new Date(authAt.getTime() + 86_400_000);
  const seeded: SeedOrder[] = [
    {
      id: pcarSeedAuthId(c),
      def: PCAR_AUTH,
      title: `私车公用授权（${validFrom} 至 ${validTo}）`,
      fields: [
        { label: '用车事由', value: reason },
        { label: '授权期限', value: `${validFrom} 至 ${validTo}` },
        { label: '协议', value: `已阅读并同意《${PCAR_AGREEMENT.title}》（${PCAR_AGREEMENT.version}）` },
      ],
      createdAt: authAt,
      steps: [{ approver: 'approver', state: 'approved', at: new Date(authAt.getTime() + 3_600_000) }],
    },
    {
      id: pcarSeedCertId(c),
      def: PCAR_CERTIFY,
      title: `车辆认证 ${pcarPlateDisplay(SEED_PLATE)}`,
      fields: [
        { label: '车牌号', value: pcarPlateDisplay(SEED_PLATE) },
        { label: '品牌型号', value: '大众 朗逸' },
        { label: '保险到期日', value: insuranceExpires },
      ],
      createdAt: certAt,
      steps: [{ approver: 'demo', state: 'approved', at: new Date(certAt.getTime() + 7_200_000) }],
    },
  ];

  // trips: four past months (claimed: two paid, one approved, last month pending the approver) and this month so far (open)
  const carId = pcarSeedVehicleId(c);
  const trips: (typeof pcarTrips.$inferInsert)[] = [];
  const fees: (typeof pcarFees.$inferInsert)[] = [];
  const claims: (typeof pcarSubsidies.$inferInsert)[] = [];
  for (let back = 4; back >= 0; back--) {
    const period = monthsBefore(thisMonth, back);
    const claimId = back === 0 ? null : pcarSeedSubsidyId(c, back);
    const plan =
      back === 0 ? TRIP_PLAN.slice(0, 2).map((t, i): (typeof TRIP_PLAN)[number] => [i + 1, t[1], t[2], t[3], t[4], t[5]]) : TRIP_PLAN;
    const monthTrips: string[] = [];
    let distance = 0;
    let feesFen = 0;
    for (const [n, [day, fromKey, toKey, typedKm, purpose, fee]] of plan.entries()) {
      const date = `${period}-${String(day).padStart(2, '0')}`;
      if (date > today) continue;
      const from = place(fromKey);
      const to = place(toKey);
      const computed = placeDistanceM(from, to);
      const distanceM = typedKm === null ? computed : Math.round(typedKm * 10) * 100;
      const tripId = pcarSeedTripId(c, back, n);
      monthTrips.push(tripId);
      distance += distanceM;
      trips.push({
        companyId: c,
        id: tripId,
        staffId: owner,
        vehicleId: carId,
        tripDate: date,
        fromPlaceId: from.id,
        fromName: from.name,
        fromLat: from.lat,
        fromLng: from.lng,
        toPlaceId: to.id,
        toName: to.name,
        toLat: to.lat,
        toLng: to.lng,
        distanceM,
        distanceSource: typedKm === null ? 'computed' : 'typed',
        computedM: computed,
        purpose,
        subsidyId: claimId,
        createdAt: past(dayAt(date, 18)),
      });
      if (fee) {
        feesFen += fee.fen;
        fees.push({
          companyId: c,
          id: pcarSeedFeeId(c, back, n),
          tripId,
          feeType: fee.type,
          amountFen: fee.fen,
          remark: fee.type === 'parking' ? '政务中心地下停车场' : '沪苏高速往返',
          voucherIds: [seededFileId(c)],
          createdAt: past(dayAt(date, 18)),
        });
      }
    }
    if (claimId === null || monthTrips.length === 0) continue;
    const mileage = pcarMileageFen(SEED_RATE_FEN_PER_KM, distance);
    const total = mileage + feesFen;
    const claimAt = past(dayAt(`${monthsBefore(thisMonth, back - 1)}-01`, 10));
    const hours = (h: number) => new Date(claimAt.getTime() + h * 3_600_000);
    claims.push({
      companyId: c,
      id: claimId,
      staffId: owner,
      period,
      rateFenPerKm: SEED_RATE_FEN_PER_KM,
      tripCount: monthTrips.length,
      distanceM: distance,
      mileageFen: mileage,
      feesFen,
      totalFen: total,
      tripIds: monthTrips,
      createdAt: claimAt,
    });
    seeded.push({
      id: claimId,
      def: PCAR_SUBSIDY,
      title: `私车补贴 ${period} ¥${fenToYuan(total)}`,
      fields: [
        { label: '补贴月份', value: period },
        { label: '出车次数', value: `${String(monthTrips.length)}次` },
        { label: '合计里程', value: `${pcarKm(distance)}公里` },
        { label: '补贴标准', value: `${fenToYuan(SEED_RATE_FEN_PER_KM)}元/公里` },
        { label: '合计金额', value: `¥${fenToYuan(total)}` },
      ],
      createdAt: claimAt,
      steps:
        back === 1
          ? [
              { approver: 'approver', state: 'pending', at: claimAt },
              { approver: 'demo', state: 'waiting', at: claimAt },
            ]
          : [
              { approver: 'approver', state: 'approved', at: hours(4) },
              { approver: 'demo', state: 'approved', at: hours(8) },
            ],
      ...(back >= 3 ? { later: { action: 'pay_out', to: 30, at: hours(30) } } : {}),
    });
  }

  await seedOrders(db, c, seeded);
  await db
    .insert(pcarAuths)
    .values({
      companyId: c,
      id: pcarSeedAuthId(c),
      staffId: owner,
      reason,
      validFrom,
      validTo,
      agreementVersion: PCAR_AGREEMENT.version,
      inReview: false,
      createdAt: authAt,
    })
    .onConflictDoNothing();
  await db
    .insert(pcarVehicles)
    .values({ companyId: c, id: carId, ownerId: owner, plate: SEED_PLATE, brandModel: '大众 朗逸', color: '白色', createdAt: authAt })
    .onConflictDoNothing();
  const licence = await seedFile(db, c, {
    key: 'pcar-licence',
    owner: 'staff',
    name: '行驶证.png',
    mime: 'image/png',
    bytes: DEMO_RECEIPT_PNG,
  });
  const insurance = await seedFile(db, c, {
    key: 'pcar-insurance',
    owner: 'staff',
    name: '交强险保单.png',
    mime: 'image/png',
    bytes: DEMO_RECEIPT_PNG,
  });
  await db
    .insert(pcarCertifications)
    .values({
      companyId: c,
      id: pcarSeedCertId(c),
      vehicleId: carId,
      staffId: owner,
      licenceIds: [licence],
      insuranceIds: [insurance],
      insuranceExpires,
      inReview: false,
      createdAt: certAt,
    })
    .onConflictDoNothing();
  if (claims.length > 0) await db.insert(pcarSubsidies).values(claims).onConflictDoNothing();
  if (trips.length > 0) await db.insert(pcarTrips).values(trips).onConflictDoNothing();
  if (fees.length > 0) await db.insert(pcarFees).values(fees).onConflictDoNothing();
}
