/**
 * Demo lodging of every company (idempotent: stable ids, ON CONFLICT DO NOTHING): two areas with
 * buildings, rooms, beds and assets; the approval chains of the lodging orders; 普通员工 and 巡检员
 * living in 1号楼 201 since two months ago with last month's utility bill split between them (巡检员
 * paid, 普通员工 not yet); notices, an inspection, a done and rated cleaning, a handled repair with a
 * photo and answered feedback, so every screen has real data.
 */
import { DORM_ORDER_TYPES, PUSH_MODULES } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { approvalChains, orders, type ChainStepConfig } from '../../platform/orders/schema.ts';
import { seedDepartmentId, seedId, seedStaffId } from '../../platform/seed/ids.ts';
import { DEMO_RECEIPT_PNG, seedFile } from '../../platform/files/seed.ts';
import {
  dormAreas,
  dormAssets,
  dormBeds,
  dormBuildings,
  dormChecks,
  dormCharges,
  dormCleanings,
  dormFeedback,
  dormNotices,
  dormProfiles,
  dormRepairs,
  dormRooms,
  dormStays,
  dormUtilityBills,
} from './schema.ts';
import { addDays, hubToday } from './split.ts';
import { monthShares } from './costs.ts';

type Company = { id: string };
const BED_LABELS = ['A床', 'B床', 'C床', 'D床', 'E床', 'F床'];

interface RoomPlan {
  floor: number;
  number: string;
  model: string;
  beds: number;
  gender: 'male' | 'female' | 'any';
  priceFen: number;
  facilities: string[];
  suite?: boolean;
}
interface BuildingPlan {
  key: string;
  name: string;
  floors: number;
  manager: string;
  rooms: RoomPlan[];
}
interface AreaPlan {
  key: string;
  name: string;
  address: string;
  buildings: BuildingPlan[];
}

const dormRoomsOf = (gender: 'male' | 'female'): RoomPlan[] => [
  ...[1, 2].flatMap((floor) =>
    ['01', '02', '03'].map((n) => ({
      floor,
      number: `${String(floor)}${n}`,
      model: '四人间',
      beds: 4,
      gender,
      priceFen: 30000,
      facilities: ['空调', '独立卫浴', '书桌', '衣柜'],
    })),
  ),
  ...['01', '02'].map((n) => ({
    floor: 3,
    number: `3${n}`,
    model: '双人间',
    beds: 2,
    gender,
    priceFen: 50000,
    facilities: ['空调', '独立卫浴', '阳台'],
  })),
];

export const DORM_PLAN: AreaPlan[] = [
  {
    key: 'east',
    name: '东区生活区',
    address: '园区东门北侧',
    buildings: [
      { key: 'b1', name: '1号楼', floors: 3, manager: '张宿管', rooms: dormRoomsOf('male') },
      { key: 'b2', name: '2号楼', floors: 3, manager: '李宿管', rooms: dormRoomsOf('female') },
    ],
  },
  {
    key: 'west',
    name: '西区人才公寓',
    address: '园区西门南侧',
    buildings: [
      {
        key: 'a',
        name: '公寓A座',
        floors: 2,
        manager: '王管家',
        rooms: ['101', '102', '201', '202'].map((number) => ({
          floor: Number(number[0]),
          number,
          model: '套房',
          beds: 2,
          gender: 'any' as const,
          priceFen: 120000,
          facilities: ['空调', '厨房', '洗衣机', '独立卫浴', '客厅'],
          suite: true,
        })),
      },
    ],
  },
];

export const dormKey = {
  area: (c: string, a: string) => seedId(c, `dorm:area:${a}`),
  building: (c: string, b: string) => seedId(c, `dorm:building:${b}`),
  room: (c: string, b: string, n: string) => seedId(c, `dorm:room:${b}:${n}`),
  bed: (c: string, b: string, n: string, i: number) => seedId(c, `dorm:bed:${b}:${n}:${String(i)}`),
};

/** Areas, buildings, rooms, beds and assets: one multi-row insert per table (the seed runs for every company at start). */
export async function seedDormHousing(db: Database, { id }: Company): Promise<void> {
  const areas: (typeof dormAreas.$inferInsert)[] = [];
  const buildings: (typeof dormBuildings.$inferInsert)[] = [];
  const rooms: (typeof dormRooms.$inferInsert)[] = [];
  const beds: (typeof dormBeds.$inferInsert)[] = [];
  const assets: (typeof dormAssets.$inferInsert)[] = [];
  let sort = 0;
  for (const area of DORM_PLAN) {
    areas.push({ companyId: id, id: dormKey.area(id, area.key), name: area.name, address: area.address, sort: sort++ });
    for (const b of area.buildings) {
      buildings.push({
        companyId: id,
        id: dormKey.building(id, b.key),
        areaId: dormKey.area(id, area.key),
        name: b.name,
        floors: b.floors,
        manager: b.manager,
        sort: sort++,
      });
      for (const r of b.rooms) {
        const roomId = dormKey.room(id, b.key, r.number);
        rooms.push({
          companyId: id,
          id: roomId,
          buildingId: dormKey.building(id, b.key),
          floor: r.floor,
          number: r.number,
          model: r.model,
          gender: r.gender,
          priceFen: r.priceFen,
          facilities: r.facilities,
          suite: r.suite ?? false,
        });
        for (let i = 0; i < r.beds; i++)
          beds.push({
            companyId: id,
            id: dormKey.bed(id, b.key, r.number, i),
            roomId,
            label: BED_LABELS[i] ?? `${String(i + 1)}号床`,
            sort: i,
          });
        const things: { name: string; kind: 'furniture' | 'appliance'; condition: 'good' | 'worn' }[] = [
          ...Array.from({ length: r.beds }, (_, i) => ({
            name: `床架（${BED_LABELS[i] ?? ''}）`,
            kind: 'furniture' as const,
            condition: 'good' as const,
          })),
          { name: '书桌', kind: 'furniture', condition: 'good' },
          { name: '衣柜', kind: 'furniture', condition: r.number.endsWith('01') ? 'worn' : 'good' },
          { name: '空调', kind: 'appliance', condition: 'good' },
          { name: '热水器', kind: 'appliance', condition: 'good' },
        ];
        things.forEach((a, i) =>
          assets.push({ companyId: id, id: seedId(id, `dorm:asset:${b.key}:${r.number}:${String(i)}`), roomId, ...a, sort: i }),
        );
      }
    }
  }
  await db.insert(dormAreas).values(areas).onConflictDoNothing();
  await db.insert(dormBuildings).values(buildings).onConflictDoNothing();
  await db.insert(dormRooms).values(rooms).onConflictDoNothing();
  await db.insert(dormBeds).values(beds).onConflictDoNothing();
  await db.insert(dormAssets).values(assets).onConflictDoNothing();
}

/** Lodging chains: the application as the other modules (审批人, then the head of 行政部); the dormitory2 orders 审批人 only. */
export async function seedDormChains(db: Database, { id }: Company): Promise<void> {
  const approver: ChainStepConfig = { kind: 'staff', staff_id: seedStaffId(id, 'approver') };
  const adminHead: ChainStepConfig = { kind: 'department_head', department_id: seedDepartmentId(id, 'admin') };
  await db
    .insert(approvalChains)
    .values([
      { companyId: id, orderType: DORM_ORDER_TYPES.apply, steps: [approver, adminHead] },
      { companyId: id, orderType: DORM_ORDER_TYPES.in, steps: [approver] },
      { companyId: id, orderType: DORM_ORDER_TYPES.change, steps: [approver] },
      { companyId: id, orderType: DORM_ORDER_TYPES.out, steps: [approver] },
    ])
    .onConflictDoNothing();
}

const monthOf = (day: string, back: number): string => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - back, 1));
  return d.toISOString().slice(0, 7);
};

/** Residents, last month's bill, notices, an inspection, cleaning, repair and feedback. */
export async function seedDormLife(db: Database, { id }: Company): Promise<void> {
  const now = new Date();
  const today = hubToday(now);
  const start = `${monthOf(today, 2)}-01`;
  const residents = [
    { key: 'staff', bed: 0 },
    { key: 'patrolman', bed: 1 },
  ];
  const roomId = dormKey.room(id, 'b1', '201');
  for (const r of residents) {
    const staffId = seedStaffId(id, r.key);
    await db.insert(dormProfiles).values({ companyId: id, staffId, gender: 'male', updatedAt: now }).onConflictDoNothing();
    const orderId = seedId(id, `dorm:order:in:${r.key}`);
    await db
      .insert(orders)
      .values({
        companyId: id,
        id: orderId,
        module: PUSH_MODULES.dormitory2,
        orderType: DORM_ORDER_TYPES.in,
        applicantId: staffId,
        title: '入住申请·1号楼 2层 201',
        status: 40,
        payload: {
          fields: [
            { label: '床位', value: `1号楼 2层 201 ${BED_LABELS[r.bed] ?? ''}` },
            { label: '入住日期', value: start },
          ],
          data: {
            bed_id: dormKey.bed(id, 'b1', '201', r.bed),
            start_date: start,
            gender: 'male',
            new_stay_id: seedId(id, `dorm:stay:${r.key}`),
          },
        },
        rejectReason: null,
        version: 3,
        createdAt: new Date(`${addDays(start, -3)}T02:00:00Z`),
        updatedAt: new Date(`${start}T02:00:00Z`),
        approvedAt: new Date(`${addDays(start, -2)}T02:00:00Z`),
      })
      .onConflictDoNothing();
    await db
      .insert(dormStays)
      .values({
        companyId: id,
        id: seedId(id, `dorm:stay:${r.key}`),
        bedId: dormKey.bed(id, 'b1', '201', r.bed),
        roomId,
        staffId,
        orderId,
        startDate: start,
        endDate: null,
        checkedIn: true,
        createdAt: now,
      })
      .onConflictDoNothing();
  }
  // last month's bill of 201: ¥86.35 water and electricity, split between the two residents
  const month = monthOf(today, 1);
  const billId = seedId(id, `dorm:bill:201:${month}`);
  const inserted = await db
    .insert(dormUtilityBills)
    .values({
      companyId: id,
      id: billId,
      roomId,
      month,
      waterFen: 2835,
      electricityFen: 5800,
      createdBy: seedStaffId(id, 'demo'),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: dormUtilityBills.id });
  if (inserted.length > 0) {
    const shares = await monthShares(db, id, roomId, month, 2835 + 5800, 30000);
    await db
      .insert(dormCharges)
      .values(
        shares.map((s) => ({
          companyId: id,
          id: seedId(id, `dorm:charge:${s.staffId}:${month}`),
          billId,
          staffId: s.staffId,
          roomId,
          bedLabel: s.bedLabel,
          month,
          days: s.days,
          rentFen: s.rentFen,
          utilityFen: s.utilityFen,
          status: s.staffId === seedStaffId(id, 'patrolman') ? ('paid' as const) : ('unpaid' as const),
          paidAt: s.staffId === seedStaffId(id, 'patrolman') ? now : null,
          createdAt: now,
        })),
      )
      .onConflictDoNothing();
  }
  await db
    .insert(dormNotices)
    .values([
      {
        companyId: id,
        id: seedId(id, 'dorm:notice:1'),
        title: '宿舍消防安全检查通知',
        content: '本周五下午将对各宿舍进行消防安全检查，请勿使用大功率电器，保持消防通道畅通。',
        createdAt: new Date(now.getTime() - 86_400_000),
      },
      {
        companyId: id,
        id: seedId(id, 'dorm:notice:2'),
        title: '热水供应时间调整',
        content: '即日起东区宿舍热水供应时间调整为每日 6:00-24:00。',
        createdAt: new Date(now.getTime() - 5 * 86_400_000),
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(dormChecks)
    .values({
      companyId: id,
      id: seedId(id, 'dorm:check:1'),
      roomId,
      date: addDays(today, -7),
      score: 92,
      result: '良好',
      remark: '地面整洁，阳台杂物请及时清理',
      inspectorId: seedStaffId(id, 'demo'),
      createdAt: now,
    })
    .onConflictDoNothing();
  await db
    .insert(dormCleanings)
    .values({
      companyId: id,
      id: seedId(id, 'dorm:clean:1'),
      staffId: seedStaffId(id, 'staff'),
      roomId,
      kind: 'daily',
      date: addDays(today, -10),
      slot: '09:00-11:00',
      remark: null,
      priceFen: 0,
      status: 'rated',
      score: 5,
      comment: '打扫得很干净',
      createdAt: new Date(now.getTime() - 11 * 86_400_000),
      doneAt: new Date(now.getTime() - 10 * 86_400_000),
    })
    .onConflictDoNothing();
  const photo = await seedFile(db, id, {
    key: 'dorm-repair',
    owner: 'staff',
    name: '报修照片.png',
    mime: 'image/png',
    bytes: DEMO_RECEIPT_PNG,
  });
  await db
    .insert(dormRepairs)
    .values({
      companyId: id,
      id: seedId(id, 'dorm:repair:1'),
      staffId: seedStaffId(id, 'staff'),
      roomId,
      content: '卫生间水龙头漏水',
      attachments: [photo],
      status: 'done',
      reply: '已更换水龙头',
      createdAt: new Date(now.getTime() - 20 * 86_400_000),
      doneAt: new Date(now.getTime() - 19 * 86_400_000),
    })
    .onConflictDoNothing();
  await db
    .insert(dormFeedback)
    .values({
      companyId: id,
      id: seedId(id, 'dorm:feedback:1'),
      staffId: seedStaffId(id, 'staff'),
      content: '希望宿舍楼增加自助洗衣机',
      reply: '已列入下月采购计划',
      repliedAt: new Date(now.getTime() - 2 * 86_400_000),
      createdAt: new Date(now.getTime() - 4 * 86_400_000),
    })
    .onConflictDoNothing();
}
