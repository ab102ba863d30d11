/**
 * The car family's demo rows, per company: saved places, four vehicles, the driver (公务车司机),
 * rules, comment tags, approval chains of each kind, orders in every state for the screens (the
 * admin's dispatch desk, the driver's trips of today, 普通员工's orders) and five months of finished
 * history for the statistics. Idempotent: stable ids, ON CONFLICT DO NOTHING.
 */
import type { CarKind, CarPlace } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { seedDepartmentId, seedId, seedStaffId } from '../../platform/seed/ids.ts';
import { approvalChains, type ChainStepConfig } from '../../platform/orders/schema.ts';
import { localDateTime } from '../../platform/time.ts';
import { DEMO_RECEIPT_PNG, seedFile } from '../../platform/files/seed.ts';
import { DEFAULT_RULES } from './rules.ts';
import { carOrderTypes } from './order-types.ts';
import { carCommentTags, carDrivers, carPlaces, carRules, carVehicles } from './schema.ts';
import { hubAt, seedCarOrders, type SeedCarOrder } from './seed-orders.ts';

type Company = { id: string };

export const seedPlaces: readonly CarPlace[] = [
  { name: '办公楼', address: '园区路 1 号' },
  { name: '市政务服务中心', address: '人民大道 200 号' },
  { name: '高铁站', address: '站前路 8 号' },
  { name: '机场 T2 航站楼', address: '机场大道 1 号' },
  { name: '会展中心', address: '会展路 66 号' },
  { name: '市第一人民医院', address: '健康路 12 号' },
];
const [OFFICE, GOV, STATION, AIRPORT, EXPO, HOSPITAL] = seedPlaces as [CarPlace, CarPlace, CarPlace, CarPlace, CarPlace, CarPlace];

export const seedVehicles: readonly {
  key: string;
  plate: string;
  model: string;
  seats: number;
  color: string;
  kinds: CarKind[];
  odometer: number;
}[] = [
  { key: 'gl8', plate: '京A·C1001', model: '别克 GL8 商务车', seats: 7, color: '黑色', kinds: ['v2', 'trip', 'daily'], odometer: 48_210 },
  { key: 'passat', plate: '京A·C1002', model: '大众帕萨特', seats: 5, color: '银色', kinds: ['v2', 'trip', 'daily'], odometer: 36_480 },
  { key: 'corolla', plate: '京A·C1003', model: '丰田卡罗拉', seats: 5, color: '白色', kinds: ['driving'], odometer: 22_950 },
  {
    key: 'qin',
    plate: '京A·C1004',
    model: '比亚迪秦 PLUS',
    seats: 5,
    color: '蓝色',
    kinds: ['driving', 'trip', 'daily'],
    odometer: 15_300,
  },
];
export const seedVehicleId = (companyId: string, key: string): string => seedId(companyId, `car:vehicle:${key}`);

export const seedCommentTags = ['准时到达', '车内整洁', '驾驶平稳', '服务热情', '路线熟悉', '需要改进'];

/** The chain of each car order type: the approver first; daily, driving and v2 then the head of 行政部. */
export function seedCarChains(companyId: string): { orderType: string; steps: ChainStepConfig[] }[] {
  const approver: ChainStepConfig = { kind: 'staff', staff_id: seedStaffId(companyId, 'approver') };
  const adminHead: ChainStepConfig = { kind: 'department_head', department_id: seedDepartmentId(companyId, 'admin') };
  const steps: Record<string, ChainStepConfig[]> = {
    car2: [approver, adminHead],
    car3_trip: [approver],
    car3_daily: [approver, adminHead],
    car3_driving: [approver, adminHead],
    car3_change: [approver],
    car_repair: [adminHead],
  };
  return carOrderTypes.map((t) => ({ orderType: t.type, steps: steps[t.type] ?? [approver] }));
}

export async function seedCarBaseRows(db: Database, { id: c }: Company): Promise<void> {
  await db
    .insert(carPlaces)
    .values(
      seedPlaces.map((p, i) => ({ companyId: c, id: seedId(c, `car:place:${String(i)}`), name: p.name, address: p.address, sort: i })),
    )
    .onConflictDoNothing();
  await db
    .insert(carVehicles)
    .values(
      seedVehicles.map((v, i) => ({
        companyId: c,
        id: seedVehicleId(c, v.key),
        plate: v.plate,
        model: v.model,
        seats: v.seats,
        color: v.color,
        kinds: v.kinds,
        odometerKm: v.odometer,
        sort: i,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(carDrivers)
    .values({ companyId: c, staffId: seedStaffId(c, 'off3driver'), licenseNo: 'A2-1100' })
    .onConflictDoNothing();
  await db
    .insert(carRules)
    .values(
      (Object.keys(DEFAULT_RULES) as CarKind[]).map((kind) => ({
        companyId: c,
        kind,
        ...DEFAULT_RULES[kind],
        // Self-driving: 行政部 and 信息中心 only (保卫部's 巡检员 is refused: the rule is visible).
        departmentIds: kind === 'driving' ? [seedDepartmentId(c, 'admin'), seedDepartmentId(c, 'it')] : [],
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(carCommentTags)
    .values(seedCommentTags.map((label, i) => ({ companyId: c, id: seedId(c, `car:tag:${String(i)}`), label, sort: i })))
    .onConflictDoNothing();
  await db
    .insert(approvalChains)
    .values(seedCarChains(c).map((chain) => ({ companyId: c, orderType: chain.orderType, steps: chain.steps })))
    .onConflictDoNothing();
}

/** Orders of now: in approval, waiting for dispatch, the driver's trip of today, a held self-driving car. */
function currentOrders(c: string, now: Date): SeedCarOrder[] {
  const v = (key: string) => seedVehicleId(c, key);
  const soon = new Date(now.getTime() + 3_600_000);
  // The driver's trip of today: an hour from now, or an hour ago when that would be tomorrow already.
  const todayStart = localDateTime(soon).slice(0, 10) === localDateTime(now).slice(0, 10) ? soon : new Date(now.getTime() - 3_600_000);
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  return [
    {
      key: 'car2-step2',
      kind: 'v2',
      applicant: 'staff',
      from: OFFICE,
      to: GOV,
      start: hubAt(now, 1, 9),
      end: hubAt(now, 1, 12),
      passengers: 2,
      purpose: '市区公务：政务中心办理资质年检',
      createdAt: hoursAgo(8),
      approvers: ['approver', 'demo'],
      approvedSteps: 1,
      stage: 'pending',
    },
    {
      key: 'v2-dispatched',
      kind: 'v2',
      applicant: 'staff',
      from: OFFICE,
      to: HOSPITAL,
      start: hubAt(now, 2, 14),
      end: hubAt(now, 2, 17),
      passengers: 1,
      purpose: '陪同员工体检',
      createdAt: hoursAgo(20),
      approvers: ['approver', 'demo'],
      stage: 'dispatched',
      vehicleId: v('passat'),
    },
    {
      key: 'trip-pending',
      kind: 'trip',
      applicant: 'staff',
      from: OFFICE,
      to: STATION,
      start: hubAt(now, 3, 9),
      end: hubAt(now, 3, 12),
      passengers: 3,
      purpose: '接站：来访客户',
      createdAt: hoursAgo(3),
      approvers: ['approver'],
      stage: 'pending',
    },
    {
      key: 'trip-approved',
      kind: 'trip',
      applicant: 'staff',
      from: OFFICE,
      to: EXPO,
      start: hubAt(now, 4, 9),
      end: hubAt(now, 4, 18),
      passengers: 4,
      purpose: '参加行业展会布展',
      createdAt: hoursAgo(26),
      approvers: ['approver'],
      stage: 'approved',
    },
    {
      key: 'trip-today',
      kind: 'trip',
      applicant: 'approver',
      from: OFFICE,
      to: AIRPORT,
      start: todayStart,
      end: new Date(todayStart.getTime() + 3 * 3_600_000),
      passengers: 1,
      purpose: '送机：出差',
      createdAt: hoursAgo(30),
      approvers: ['demo'],
      stage: 'dispatched',
      vehicleId: v('gl8'),
    },
    {
      key: 'driving-approved',
      kind: 'driving',
      applicant: 'staff',
      from: OFFICE,
      to: GOV,
      start: hubAt(now, 2, 8),
      end: hubAt(now, 2, 20),
      passengers: 1,
      purpose: '外出办理税务登记',
      createdAt: hoursAgo(28),
      approvers: ['approver', 'demo'],
      stage: 'dispatched',
      vehicleId: v('corolla'),
    },
  ];
}

/** Finished orders of the last five months (and this month so far), for the statistics. */
function historyOrders(c: string, now: Date, receipt: string): SeedCarOrder[] {
  const v = (key: string) => seedVehicleId(c, key);
  const out: SeedCarOrder[] = [];
  const applicants = ['staff', 'demo', 'approver', 'repairman', 'patrolman', 'wechat'];
  const dispatchCars = ['gl8', 'passat', 'qin'];
  const places = [GOV, STATION, AIRPORT, EXPO, HOSPITAL];
  const monthStart = (back: number) => {
    const [y, m] = localDateTime(now).slice(0, 7).split('-').map(Number) as [number, number];
    const index = y * 12 + (m - 1) - back;
    const month = `${String(Math.floor(index / 12))}-${String((index % 12) + 1).padStart(2, '0')}`;
    return new Date(`${month}-01T00:00:00+08:00`);
  };
  for (let back = 5; back >= 0; back--) {
    const count = back === 0 ? 2 : 3 + ((back * 2) % 3);
    for (let i = 0; i < count; i++) {
      const n = back * 10 + i;
      const kind: CarKind = i % 3 === 2 ? 'driving' : i % 3 === 1 ? 'daily' : 'trip';
      const applicant = kind === 'driving' ? (i % 2 === 0 ? 'staff' : 'demo') : (applicants[n % applicants.length] ?? 'staff');
      // This month: the days before today; earlier months: spread over the month.
      const start =
        back === 0
          ? new Date(now.getTime() - (2 + i * 2) * 86_400_000)
          : new Date(monthStart(back).getTime() + (2 + i * 6) * 86_400_000 + 9 * 3_600_000);
      const hoursLong = kind === 'daily' ? 8 : kind === 'driving' ? 6 : 3;
      const distance = 18 + ((n * 37) % 90);
      const to = places[n % places.length] ?? GOV;
      out.push({
        key: `history-${String(back)}-${String(i)}`,
        kind,
        applicant,
        from: OFFICE,
        to: kind === 'daily' ? null : to,
        start,
        end: new Date(start.getTime() + hoursLong * 3_600_000),
        passengers: 1 + (n % 4),
        purpose: kind === 'daily' ? '市内多点办事' : `前往${to.name}办理公务`,
        createdAt: new Date(start.getTime() - 2 * 86_400_000),
        approvers: kind === 'trip' ? ['approver'] : ['approver', 'demo'].filter((a) => a !== applicant),
        stage: n % 2 === 0 ? 'commented' : 'finished',
        vehicleId: kind === 'driving' ? v(back % 2 === 0 ? 'corolla' : 'qin') : v(dispatchCars[n % dispatchCars.length] ?? 'gl8'),
        distanceKm: distance,
        odometerStartKm: 10_000 + n * 150,
        comment: { stars: 3 + (n % 3), tags: [seedCommentTags[n % 5] ?? '准时到达'], text: n % 3 === 0 ? '司机很专业，准时送达。' : '' },
        fees: [
          { kind: 'fuel', amountFen: distance * 85, receipt },
          ...(n % 2 === 0 ? [{ kind: 'toll' as const, amountFen: 1500 + (n % 5) * 500 }] : []),
          ...(n % 3 === 0 ? [{ kind: 'parking' as const, amountFen: 1000 }] : []),
        ],
      });
    }
  }
  return out;
}

export async function seedCarOrderRows(db: Database, { id: c }: Company): Promise<void> {
  const now = new Date();
  const receipt = await seedFile(db, c, {
    key: 'car-fuel-receipt',
    owner: 'off3driver',
    name: '加油票据.png',
    mime: 'image/png',
    bytes: DEMO_RECEIPT_PNG,
  });
  await seedCarOrders(db, c, [...currentOrders(c, now), ...historyOrders(c, now, receipt)]);
}
