/**
 * Demo repairs of every company (idempotent: stable ids, ON CONFLICT DO NOTHING): places (普通员工
 * lives in 3号宿舍楼 502, 微信员工 in 503), four repair types with their fault items (更换水龙头, 更换门锁
 * and 空调清洗 are charged), 演示员工 as repair administrator, 维修员 (13800000002) covering every type, and a week
 * of history: orders of 普通员工 and 微信员工 in every state (one rated), the approval family's seeded
 * 报修单 given its row (it is 20 待派单 on the new table).
 */
import { and, eq } from 'drizzle-orm';
import { PUSH_MODULES, REPAIR_STATUS as S } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { orderEvents, orders, approvalSteps } from '../../platform/orders/schema.ts';
import { hoursAgo, seedId, seedStaffId } from '../../platform/seed/ids.ts';
import { permissionRuleChildren, permissionRules } from '../../platform/db/schema.ts';
import { formatDailyNumber } from '../../platform/numbers/numbers.ts';
import { REPAIR } from './order-types.ts';
import { REPAIR_NUMBER } from './report.ts';
import {
  repairAdmins,
  repairAppraisals,
  repairCandidates,
  repairFaultItems,
  repairOrders,
  repairPlaces,
  repairResidents,
  repairScores,
  repairStaff,
  repairTypes,
} from './schema.ts';

type Company = { id: string };

/** Stable ids of the demo rows (tests and isolation probes name them). */
export const repairKey = {
  place: (c: string, key: string) => seedId(c, `repair:place:${key}`),
  type: (c: string, key: string) => seedId(c, `repair:type:${key}`),
  item: (c: string, key: string) => seedId(c, `repair:item:${key}`),
  order: (c: string, key: string) => seedId(c, `repair:order:${key}`),
  /** The approval family's seeded 报修单 (approval/seed.ts `repair-approved`). */
  approvalOrder: (c: string) => seedId(c, 'order:repair-approved'),
};

export const PLACES = [
  { key: 'office302', area: '办公楼', name: '3楼 302' },
  { key: 'office-hall', area: '办公楼', name: '1楼 大厅' },
  { key: 'dorm502', area: '3号宿舍楼', name: '502' },
  { key: 'dorm503', area: '3号宿舍楼', name: '503' },
  { key: 'dorm-wc', area: '3号宿舍楼', name: '5楼 公共卫生间' },
  { key: 'canteen', area: '食堂', name: '后厨' },
  { key: 'lab201', area: '实验楼', name: '201' },
] as const;
type PlaceKey = (typeof PLACES)[number]['key'];

export const TYPES = [
  {
    key: 'water',
    name: '水电',
    items: [
      { key: 'tap', name: '水龙头漏水', charge: 0 },
      { key: 'light', name: '灯具不亮', charge: 0 },
      { key: 'socket', name: '插座无电', charge: 0 },
      { key: 'new-tap', name: '更换水龙头', charge: 2000 },
    ],
  },
  {
    key: 'door',
    name: '门窗',
    items: [
      { key: 'lock', name: '门锁损坏', charge: 0 },
      { key: 'new-lock', name: '更换门锁', charge: 3000 },
      { key: 'window', name: '窗户关不严', charge: 0 },
    ],
  },
  {
    key: 'aircon',
    name: '空调',
    items: [
      { key: 'cold', name: '空调不制冷', charge: 0 },
      { key: 'clean', name: '空调清洗', charge: 5000 },
    ],
  },
  { key: 'net', name: '网络', items: [{ key: 'net', name: '网络不通', charge: 0 }] },
] as const;
type ItemKey = (typeof TYPES)[number]['items'][number]['key'];

interface DemoRepair {
  key: string;
  reporter: 'staff' | 'wechat';
  place: PlaceKey;
  item: ItemKey;
  description: string;
  status: number;
  hoursAgo: number;
  fee?: number;
  paid?: boolean;
  appraisal?: { stars: number; tags: string[]; text: string };
}

/** A week of history: every state once, newest last. */
const DEMO: DemoRepair[] = [
  {
    key: 'done-rated',
    reporter: 'staff',
    place: 'dorm502',
    item: 'light',
    description: '卫生间顶灯不亮',
    status: S.done,
    hoursAgo: 160,
    appraisal: { stars: 5, tags: ['响应及时', '技术专业'], text: '很快就修好了' },
  },
  {
    key: 'done-paid',
    reporter: 'wechat',
    place: 'dorm503',
    item: 'clean',
    description: '空调有异味，需要清洗',
    status: S.done,
    hoursAgo: 130,
    fee: 5000,
    paid: true,
    appraisal: { stars: 4, tags: ['态度友好'], text: '' },
  },
  { key: 'done', reporter: 'staff', place: 'office302', item: 'socket', description: '靠窗的插座没电', status: S.done, hoursAgo: 100 },
  { key: 'cancelled', reporter: 'staff', place: 'office302', item: 'window', description: '窗户关不严', status: S.cancelled, hoursAgo: 90 },
  {
    key: 'to-confirm',
    reporter: 'staff',
    place: 'dorm502',
    item: 'lock',
    description: '门锁转不动',
    status: S.toConfirm,
    hoursAgo: 70,
    fee: 1500,
  },
  {
    key: 'repairing',
    reporter: 'wechat',
    place: 'dorm-wc',
    item: 'tap',
    description: '洗手池水龙头一直滴水',
    status: S.repairing,
    hoursAgo: 40,
  },
  { key: 'to-take', reporter: 'staff', place: 'lab201', item: 'net', description: '网口没有信号', status: S.toTake, hoursAgo: 20 },
  {
    key: 'to-dispatch',
    reporter: 'wechat',
    place: 'canteen',
    item: 'light',
    description: '后厨两盏灯不亮',
    status: S.toDispatch,
    hoursAgo: 6,
  },
  {
    key: 'in-approval',
    reporter: 'staff',
    place: 'dorm502',
    item: 'new-lock',
    description: '钥匙丢失，需要更换门锁',
    status: S.inApproval,
    hoursAgo: 3,
  },
];

export async function seedRepairCatalog(db: Database, { id: c }: Company): Promise<void> {
  await db
    .insert(repairPlaces)
    .values(PLACES.map((p, i) => ({ companyId: c, id: repairKey.place(c, p.key), area: p.area, name: p.name, sort: i + 1 })))
    .onConflictDoNothing();
  await db
    .insert(repairResidents)
    .values([
      { companyId: c, staffId: seedStaffId(c, 'staff'), placeId: repairKey.place(c, 'dorm502') },
      { companyId: c, staffId: seedStaffId(c, 'wechat'), placeId: repairKey.place(c, 'dorm503') },
    ])
    .onConflictDoNothing();
  await db
    .insert(repairTypes)
    .values(TYPES.map((t, i) => ({ companyId: c, id: repairKey.type(c, t.key), name: t.name, sort: i + 1 })))
    .onConflictDoNothing();
  await db
    .insert(repairFaultItems)
    .values(
      TYPES.flatMap((t) =>
        t.items.map((item, i) => ({
          companyId: c,
          id: repairKey.item(c, item.key),
          typeId: repairKey.type(c, t.key),
          name: item.name,
          chargeFen: item.charge,
          sort: i + 1,
        })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(repairAdmins)
    .values({ companyId: c, staffId: seedStaffId(c, 'demo') })
    .onConflictDoNothing();
  await db
    .insert(repairStaff)
    .values(TYPES.map((t) => ({ companyId: c, staffId: seedStaffId(c, 'repairman'), typeId: repairKey.type(c, t.key), area: null })))
    .onConflictDoNothing();
}

function itemOf(key: ItemKey) {
  for (const t of TYPES) for (const item of t.items) if (item.key === key) return { type: t, item };
  throw new Error(`unknown fault item ${key}`);
}

/** The events an order in `status` went through (who and how long after the report). */
function trail(
  status: number,
): { action: string; actor: 'reporter' | 'demo' | 'repairman' | 'approver'; from: number | null; to: number; h: number }[] {
  if (status === S.inApproval) return [{ action: 'submit', actor: 'reporter', from: null, to: S.inApproval, h: 0 }];
  const steps: ReturnType<typeof trail> = [{ action: 'submit', actor: 'reporter', from: null, to: S.toDispatch, h: 0 }];
  if (status === S.cancelled) return [...steps, { action: 'withdraw', actor: 'reporter', from: S.toDispatch, to: S.cancelled, h: 1 }];
  if (status === S.toDispatch) return steps;
  steps.push({ action: 'dispatch', actor: 'demo', from: S.toDispatch, to: S.toTake, h: 1 });
  if (status === S.toTake) return steps;
  steps.push({ action: 'take', actor: 'repairman', from: S.toTake, to: S.repairing, h: 2 });
  if (status === S.repairing) return steps;
  steps.push({ action: 'finish', actor: 'repairman', from: S.repairing, to: S.toConfirm, h: 4 });
  if (status === S.toConfirm) return steps;
  steps.push({ action: 'confirm', actor: 'reporter', from: S.toConfirm, to: S.done, h: 6 });
  return steps;
}

export async function seedRepairOrders(db: Database, { id: c }: Company): Promise<void> {
  const now = new Date();
  const repairman = seedStaffId(c, 'repairman');
  for (const [n, d] of DEMO.entries()) {
    const orderId = repairKey.order(c, d.key);
    const created = hoursAgo(now, d.hoursAgo);
    const at = (h: number) => new Date(created.getTime() + h * 3_600_000);
    const { type, item } = itemOf(d.item);
    const place = PLACES.find((p) => p.key === d.place) ?? PLACES[0];
    const label = `${place.area} ${place.name}`;
    const reporter = seedStaffId(c, d.reporter);
    const events = trail(d.status);
    const orderNo = formatDailyNumber(REPAIR_NUMBER, created, 9000 + n);
    const inserted = await db
      .insert(orders)
      .values({
        companyId: c,
        id: orderId,
        module: PUSH_MODULES.repair,
        orderType: REPAIR.type,
        applicantId: reporter,
        title: `${item.name}（${label}）`,
        status: d.status,
        payload: {
          fields: [
            { label: '报修单号', value: orderNo },
            { label: '报修地点', value: label },
            { label: '故障项目', value: `${type.name} / ${item.name}` },
            { label: '故障描述', value: d.description },
            { label: '预约时间', value: '尽快' },
          ],
          data: { order_no: orderNo, demo: true },
        },
        rejectReason: null,
        version: events.length - 1,
        createdAt: created,
        updatedAt: at(events.at(-1)?.h ?? 0),
        approvedAt: d.status === S.inApproval ? null : created,
      })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    if (inserted.length === 0) continue; // already seeded: keep it as it is now
    if (d.status === S.inApproval)
      await db.insert(approvalSteps).values({
        companyId: c,
        id: seedId(c, `repair:order:${d.key}:step:1`),
        orderId,
        seq: 1,
        approverId: seedStaffId(c, 'approver'),
        state: 'pending',
        pendingSince: created,
        createdAt: created,
      });
    const actorOf = { reporter, demo: seedStaffId(c, 'demo'), repairman, approver: seedStaffId(c, 'approver') };
    await db.insert(orderEvents).values(
      events.map((e, i) => ({
        companyId: c,
        id: seedId(c, `repair:order:${d.key}:event:${String(i)}`),
        orderId,
        actorId: actorOf[e.actor],
        action: e.action,
        fromStatus: e.from,
        toStatus: e.to,
        remark: e.action === 'submit' && d.status !== S.inApproval ? '无需审批，自动通过' : null,
        createdAt: at(e.h),
      })),
    );
    const dispatched = events.some((e) => e.action === 'dispatch');
    const took = events.some((e) => e.action === 'take');
    const finished = events.some((e) => e.action === 'finish');
    await db.insert(repairOrders).values({
      companyId: c,
      orderId,
      orderNo,
      reporterId: reporter,
      clientKey: `seed-${d.key}`,
      status: d.status,
      placeId: repairKey.place(c, place.key),
      placeLabel: label,
      area: place.area,
      typeId: repairKey.type(c, type.key),
      typeName: type.name,
      faultItemId: repairKey.item(c, item.key),
      faultItemName: item.name,
      itemChargeFen: item.charge,
      description: d.description,
      photos: [],
      expectedTime: '尽快',
      dispatchedBy: dispatched ? seedStaffId(c, 'demo') : null,
      dispatchedAt: dispatched ? at(1) : null,
      repairmanId: took ? repairman : null,
      takenAt: took ? at(2) : null,
      finishedAt: finished ? at(4) : null,
      finishRemark: finished ? '已处理完毕' : null,
      feeFen: finished ? (d.fee ?? 0) : null,
      paidAt: d.paid ? at(5) : null,
      confirmedAt: d.status === S.done ? at(6) : null,
      appraised: d.appraisal !== undefined,
      createdAt: created,
    });
    if (dispatched) await db.insert(repairCandidates).values({ companyId: c, orderId, staffId: repairman, createdAt: at(1) });
    if (d.appraisal) {
      await db.insert(repairAppraisals).values({
        companyId: c,
        id: seedId(c, `repair:appraisal:${d.key}`),
        repairmanId: repairman,
        stars: d.appraisal.stars,
        tags: d.appraisal.tags,
        text: d.appraisal.text,
        month: created.toISOString().slice(0, 7),
      });
    }
  }
  // the running totals of the seeded appraisals (once: the row's presence says they are counted)
  const rated = DEMO.flatMap((d) => (d.appraisal ? [d.appraisal] : []));
  const tagCounts: Record<string, number> = {};
  for (const a of rated) for (const t of a.tags) tagCounts[t] = (tagCounts[t] ?? 0) + 1;
  await db
    .insert(repairScores)
    .values({ companyId: c, repairmanId: repairman, count: rated.length, starSum: rated.reduce((s, a) => s + a.stars, 0), tagCounts })
    .onConflictDoNothing();
  // the approval family's seeded 报修单 (approved, now 20 待派单): its row
  const legacy = repairKey.approvalOrder(c);
  const [exists] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.companyId, c), eq(orders.id, legacy)));
  if (!exists) return;
  const { type, item } = itemOf('cold');
  await db
    .insert(repairOrders)
    .values({
      companyId: c,
      orderId: legacy,
      orderNo: formatDailyNumber(REPAIR_NUMBER, hoursAgo(now, 50), 8999),
      reporterId: seedStaffId(c, 'staff'),
      clientKey: 'seed-approval-order',
      status: S.toDispatch,
      placeId: repairKey.place(c, 'office302'),
      placeLabel: '办公楼 3楼 302',
      area: '办公楼',
      typeId: repairKey.type(c, type.key),
      typeName: type.name,
      faultItemId: repairKey.item(c, item.key),
      faultItemName: item.name,
      itemChargeFen: item.charge,
      description: '空调开机后不制冷，有异响',
      photos: [],
      expectedTime: '尽快',
      createdAt: hoursAgo(now, 50),
    })
    .onConflictDoNothing();
}

/**
 * The menu entries of 办公服务 (the platform's `office` section): 报修 listed for everyone, 报修派单 (the
 * repair administrators' /saRepairApprove) authorised for admins. Stable ids as the platform's own children.
 */
export async function seedRepairMenu(db: Database, { id: c }: Company): Promise<void> {
  const [office] = await db
    .select({ id: permissionRules.id })
    .from(permissionRules)
    .where(and(eq(permissionRules.companyId, c), eq(permissionRules.keyword, 'office')));
  if (!office) return;
  const entries = [
    { name: '报修', keyword: 'saRepairRoom', roles: null, isShow: true, sort: 90 },
    // reached from 报修 (each listed entry has an icon of its own: this one is authorised, unlisted)
    { name: '报修派单', keyword: 'saRepairApprove', roles: ['admin'], isShow: false, sort: 91 },
  ];
  await db
    .insert(permissionRuleChildren)
    .values(
      entries.map((e) => ({
        companyId: c,
        id: seedId(c, `rule:office:${e.keyword}`),
        ruleId: office.id,
        name: e.name,
        keyword: e.keyword,
        ico: 'repair',
        isShow: e.isShow,
        roles: e.roles,
        sort: e.sort,
      })),
    )
    .onConflictDoNothing();
}
