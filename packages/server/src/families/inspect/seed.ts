/**
 * Demo inspection and alarms of every company (idempotent: stable ids, ON CONFLICT DO NOTHING): two
 * routes of 巡检员 (13800000001) with tagged checkpoints and check items (abnormal items are assigned
 * to 维修员 first), a week of rounds (done, one incomplete, one out of order) with their records and
 * results, a rectification waiting for its fix and one verified, two violations (one with a reform
 * task for 普通员工), alarm types, the handlers of three levels (巡检员, 审批人, 演示员工), a week of
 * alarms in every state, and the device key `demo-device-<company id>` (demo data, as the password).
 */
import { addHubDays, hubDate } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { and, eq } from 'drizzle-orm';
import { seedId, seedStaffId } from '../../platform/seed/ids.ts';
import { permissionRuleChildren, permissionRules } from '../../platform/db/schema.ts';
import {
  alarmEvents,
  alarmHandlers,
  alarmSettings,
  alarmTypes,
  alarms,
  inspectItems,
  inspectPoints,
  inspectRecords,
  inspectReformTasks,
  inspectRectifications,
  inspectResults,
  inspectRounds,
  inspectRoutes,
  inspectTaskEvents,
  inspectViolations,
} from './schema.ts';
import { shiftOf } from './round-views.ts';
import { deviceKeyHash } from './alarms.ts';
import { normaliseTag } from './common.ts';

type Company = { id: string };

/** Stable ids of the demo rows (tests and isolation probes name them). */
export const inspectKey = {
  route: (c: string, key: string) => seedId(c, `inspect:route:${key}`),
  point: (c: string, key: string) => seedId(c, `inspect:point:${key}`),
  item: (c: string, key: string, i: number) => seedId(c, `inspect:item:${key}:${String(i)}`),
  round: (c: string, key: string, day: number) => seedId(c, `inspect:round:${key}:${String(day)}`),
  record: (c: string, key: string, day: number, point: string) => seedId(c, `inspect:record:${key}:${String(day)}:${point}`),
  rectification: (c: string, key: string) => seedId(c, `inspect:rect:${key}`),
  violation: (c: string, key: string) => seedId(c, `inspect:violation:${key}`),
  task: (c: string, key: string) => seedId(c, `inspect:task:${key}`),
  alarmType: (c: string, code: string) => seedId(c, `inspect:alarm-type:${code}`),
  alarm: (c: string, key: string) => seedId(c, `inspect:alarm:${key}`),
};

/** The demo device key of a company (devices send it in x-device-key). */
export const demoDeviceKey = (c: string): string => `demo-device-${c}`;

export const ROUTES = [
  {
    key: 'a',
    name: 'A区日间巡检',
    shift: ['08:00', '18:00'] as const,
    ordered: true,
    points: [
      { key: 'a1', name: '东门岗亭', place: 'A区东门', tag: 'CP-A01', tags: ['门岗'], items: ['门禁正常', '监控画面清晰'] },
      {
        key: 'a2',
        name: '配电房',
        place: 'A区1号楼负一层',
        tag: 'CP-A02',
        tags: ['消防', '用电'],
        items: ['灭火器在有效期', '配电柜无异响'],
      },
      { key: 'a3', name: '消防通道', place: 'A区2号楼北侧', tag: 'CP-A03', tags: ['消防'], items: ['通道无堵塞', '应急灯亮'] },
    ],
  },
  {
    key: 'b',
    name: 'B区夜间巡查',
    shift: ['20:00', '06:00'] as const,
    ordered: false,
    points: [
      { key: 'b1', name: '宿舍楼大厅', place: '3号宿舍楼一层', tag: 'CP-B01', tags: ['宿舍'], items: ['门窗关闭'] },
      { key: 'b2', name: '食堂后厨', place: '食堂一层', tag: 'CP-B02', tags: ['消防', '燃气'], items: ['燃气阀门关闭', '无明火'] },
    ],
  },
] as const;

const ALARM_TYPES = [
  { code: 'fire', name: '火警', urgency: 'critical', ack: 5 },
  { code: 'smoke', name: '烟感告警', urgency: 'urgent', ack: 5 },
  { code: 'intrusion', name: '周界入侵', urgency: 'urgent', ack: 10 },
  { code: 'device', name: '设备故障', urgency: 'normal', ack: 30 },
] as const;

export async function seedInspectRoutes(db: Database, { id: c }: Company): Promise<void> {
  const patrolman = seedStaffId(c, 'patrolman');
  const repairman = seedStaffId(c, 'repairman');
  await db
    .insert(inspectRoutes)
    .values(
      ROUTES.map((r, i) => ({
        companyId: c,
        id: inspectKey.route(c, r.key),
        name: r.name,
        patrolmanId: patrolman,
        rectifierId: repairman,
        shiftStart: r.shift[0],
        shiftEnd: r.shift[1],
        ordered: r.ordered,
        sort: i + 1,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(inspectPoints)
    .values(
      ROUTES.flatMap((r) =>
        r.points.map((p, i) => ({
          companyId: c,
          id: inspectKey.point(c, p.key),
          routeId: inspectKey.route(c, r.key),
          seq: i + 1,
          name: p.name,
          place: p.place,
          tagCode: normaliseTag(p.tag),
          tags: [...p.tags],
        })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(inspectItems)
    .values(
      ROUTES.flatMap((r) =>
        r.points.flatMap((p) =>
          p.items.map((name, i) => ({
            companyId: c,
            id: inspectKey.item(c, p.key, i),
            pointId: inspectKey.point(c, p.key),
            seq: i + 1,
            name,
          })),
        ),
      ),
    )
    .onConflictDoNothing();
}

/** A week of route A's rounds: day -7 .. -1 done, except day -3 (incomplete, 配电房 missed) and day -5 (out of order). */
export async function seedInspectHistory(db: Database, { id: c }: Company): Promise<void> {
  const now = new Date();
  const today = hubDate(now);
  const patrolman = seedStaffId(c, 'patrolman');
  const route = ROUTES[0];
  for (let day = 7; day >= 1; day--) {
    const date = addHubDays(today, -day);
    const { startAt, endAt } = shiftOf(date, route.shift[0], route.shift[1]);
    const missed = day === 3 ? ['a2'] : [];
    const order = day === 5 ? ['a2', 'a1', 'a3'] : ['a1', 'a2', 'a3'];
    const walked = order.filter((k) => !missed.includes(k));
    const roundId = inspectKey.round(c, 'a', day);
    const inserted = await db
      .insert(inspectRounds)
      .values({
        companyId: c,
        id: roundId,
        routeId: inspectKey.route(c, 'a'),
        patrolmanId: patrolman,
        date,
        startAt,
        endAt,
        status: missed.length ? 'incomplete' : 'done',
        pointsTotal: route.points.length,
        pointsDone: walked.length,
        missed: missed.map((k) => ({ id: inspectKey.point(c, k), name: route.points.find((p) => p.key === k)?.name ?? '' })),
        closedAt: missed.length ? endAt : new Date(startAt.getTime() + 3_600_000),
        createdAt: startAt,
      })
      .onConflictDoNothing()
      .returning({ id: inspectRounds.id });
    if (inserted.length === 0) continue;
    for (const [i, key] of walked.entries()) {
      const point = route.points.find((p) => p.key === key);
      if (!point) continue;
      const recordId = inspectKey.record(c, 'a', day, key);
      await db.insert(inspectRecords).values({
        companyId: c,
        id: recordId,
        roundId,
        pointId: inspectKey.point(c, key),
        patrolmanId: patrolman,
        scannedAt: new Date(startAt.getTime() + (i + 1) * 15 * 60_000),
        outOfOrder: day === 5 && key === 'a2',
        clientKey: `seed-${String(day)}-${key}`,
      });
      const abnormal = (day === 2 && key === 'a3') || (day === 6 && key === 'a2');
      await db.insert(inspectResults).values(
        point.items.map((_, n) => ({
          companyId: c,
          recordId,
          itemId: inspectKey.item(c, key, n),
          result: abnormal && n === 0 ? ('abnormal' as const) : ('normal' as const),
          remark: abnormal && n === 0 ? (day === 2 ? '消防通道堆放纸箱' : '灭火器压力不足') : null,
          rectificationId: abnormal && n === 0 ? inspectKey.rectification(c, day === 2 ? 'open' : 'verified') : null,
        })),
      );
    }
  }
  const rects = [
    {
      key: 'open',
      day: 2,
      point: 'a3',
      title: '消防通道：通道无堵塞异常',
      place: 'A区2号楼北侧',
      description: '消防通道堆放纸箱',
      status: 'open' as const,
    },
    {
      key: 'verified',
      day: 6,
      point: 'a2',
      title: '配电房：灭火器在有效期异常',
      place: 'A区1号楼负一层',
      description: '灭火器压力不足',
      status: 'verified' as const,
    },
  ];
  for (const r of rects) {
    const at = new Date(now.getTime() - r.day * 86_400_000);
    const inserted = await db
      .insert(inspectRectifications)
      .values({
        companyId: c,
        id: inspectKey.rectification(c, r.key),
        title: r.title,
        place: r.place,
        description: r.description,
        photos: [],
        roundId: inspectKey.round(c, 'a', r.day),
        pointId: inspectKey.point(c, r.point),
        itemName: r.title.split('：')[1]?.replace('异常', '') ?? null,
        inspectorId: patrolman,
        assigneeId: seedStaffId(c, 'repairman'),
        deadline: addHubDays(hubDate(at), 3),
        status: r.status,
        fixRemark: r.status === 'verified' ? '已更换灭火器' : null,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: inspectRectifications.id });
    if (inserted.length === 0) continue;
    const events = [{ action: 'open', actor: patrolman, remark: r.description, h: 0 }];
    if (r.status === 'verified')
      events.push(
        { action: 'fix', actor: seedStaffId(c, 'repairman'), remark: '已更换灭火器', h: 5 },
        { action: 'verify', actor: patrolman, remark: '', h: 24 },
      );
    await db.insert(inspectTaskEvents).values(
      events.map((e, i) => ({
        companyId: c,
        id: seedId(c, `inspect:rect:${r.key}:event:${String(i)}`),
        subjectId: inspectKey.rectification(c, r.key),
        action: e.action,
        actorId: e.actor,
        remark: e.remark || null,
        createdAt: new Date(at.getTime() + e.h * 3_600_000),
      })),
    );
  }
  await seedViolations(db, c, now);
}

async function seedViolations(db: Database, c: string, now: Date): Promise<void> {
  const patrolman = seedStaffId(c, 'patrolman');
  const staff = seedStaffId(c, 'staff');
  const rows = [
    {
      key: 'dorm',
      rule: '宿舍禁止使用大功率电器',
      place: '3号宿舍楼 502',
      person: staff,
      room: '502',
      source: 'room_check' as const,
      days: 4,
      description: '查房发现使用电热锅',
    },
    {
      key: 'smoke',
      rule: '禁止在消防通道吸烟',
      place: 'A区2号楼北侧',
      person: null,
      room: null,
      source: 'round' as const,
      days: 1,
      description: '巡检时发现烟头若干',
    },
  ];
  for (const v of rows) {
    await db
      .insert(inspectViolations)
      .values({
        companyId: c,
        id: inspectKey.violation(c, v.key),
        rule: v.rule,
        place: v.place,
        personId: v.person,
        room: v.room,
        description: v.description,
        photos: [],
        source: v.source,
        foundBy: patrolman,
        clientKey: `seed-${v.key}`,
        createdAt: new Date(now.getTime() - v.days * 86_400_000),
      })
      .onConflictDoNothing();
  }
  const created = new Date(now.getTime() - 4 * 86_400_000 + 3_600_000);
  const inserted = await db
    .insert(inspectReformTasks)
    .values({
      companyId: c,
      id: inspectKey.task(c, 'dorm'),
      violationId: inspectKey.violation(c, 'dorm'),
      title: '宿舍禁止使用大功率电器整改',
      place: '3号宿舍楼 502',
      requirement: '移除电热锅并提交照片',
      responsibleId: staff,
      inspectorId: patrolman,
      deadline: addHubDays(hubDate(now), 2),
      status: 'open',
      createdAt: created,
    })
    .onConflictDoNothing()
    .returning({ id: inspectReformTasks.id });
  if (inserted.length > 0)
    await db.insert(inspectTaskEvents).values({
      companyId: c,
      id: seedId(c, 'inspect:task:dorm:event:0'),
      subjectId: inspectKey.task(c, 'dorm'),
      action: 'open',
      actorId: patrolman,
      remark: '移除电热锅并提交照片',
      createdAt: created,
    });
}

export async function seedAlarms(db: Database, { id: c }: Company): Promise<void> {
  const now = new Date();
  await db
    .insert(alarmSettings)
    .values({ companyId: c, deviceKeyHash: deviceKeyHash(demoDeviceKey(c)) })
    .onConflictDoNothing();
  await db
    .insert(alarmTypes)
    .values(
      ALARM_TYPES.map((t, i) => ({
        companyId: c,
        id: inspectKey.alarmType(c, t.code),
        code: t.code,
        name: t.name,
        urgency: t.urgency,
        ackMinutes: t.ack,
        sort: i + 1,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(alarmHandlers)
    .values([
      { companyId: c, level: 0, staffId: seedStaffId(c, 'patrolman') },
      { companyId: c, level: 1, staffId: seedStaffId(c, 'approver') },
      { companyId: c, level: 2, staffId: seedStaffId(c, 'demo') },
    ])
    .onConflictDoNothing();
  const patrolman = seedStaffId(c, 'patrolman');
  const demo = [
    {
      key: 'resolved',
      type: 'smoke',
      source: 'device' as const,
      device: 'SMOKE-3F-01',
      place: '办公楼3楼走廊',
      status: 'resolved' as const,
      hours: 150,
      handler: patrolman,
      resolution: '有人在走廊吸烟，已劝离',
    },
    {
      key: 'false',
      type: 'intrusion',
      source: 'device' as const,
      device: 'CAM-EAST-02',
      place: 'A区东侧围墙',
      status: 'false_alarm' as const,
      hours: 100,
      handler: patrolman,
      resolution: '野猫触发',
    },
    {
      key: 'manual',
      type: 'device',
      source: 'manual' as const,
      device: null,
      place: '食堂后厨',
      status: 'acknowledged' as const,
      hours: 26,
      handler: patrolman,
      resolution: null,
    },
    {
      key: 'open',
      type: 'intrusion',
      source: 'device' as const,
      device: 'CAM-NORTH-01',
      place: 'B区北门',
      status: 'open' as const,
      hours: 0.05,
      handler: null,
      resolution: null,
    },
  ];
  for (const a of demo) {
    const at = new Date(now.getTime() - a.hours * 3_600_000);
    const type = ALARM_TYPES.find((t) => t.code === a.type) ?? ALARM_TYPES[0];
    const inserted = await db
      .insert(alarms)
      .values({
        companyId: c,
        id: inspectKey.alarm(c, a.key),
        typeId: inspectKey.alarmType(c, type.code),
        source: a.source,
        deviceSource: a.device,
        place: a.place,
        description: a.source === 'manual' ? '冷库温度报警灯常亮' : `${type.name}（${a.device ?? ''}）`,
        photos: [],
        urgency: type.urgency,
        status: a.status,
        reporterId: a.source === 'manual' ? seedStaffId(c, 'staff') : null,
        clientKey: a.source === 'manual' ? `seed-${a.key}` : null,
        handlerId: a.handler,
        levelAt: at,
        acknowledgedBy: a.handler,
        acknowledgedAt: a.handler ? new Date(at.getTime() + 120_000) : null,
        resolvedBy: a.resolution ? a.handler : null,
        resolvedAt: a.resolution ? new Date(at.getTime() + 1_800_000) : null,
        resolution: a.resolution,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: alarms.id });
    if (inserted.length === 0) continue;
    const events = [
      {
        action: a.source === 'manual' ? 'report' : 'device',
        actor: a.source === 'manual' ? seedStaffId(c, 'staff') : null,
        remark: a.place,
        ms: 0,
      },
    ];
    if (a.handler) events.push({ action: 'acknowledge', actor: a.handler, remark: null as unknown as string, ms: 120_000 });
    if (a.resolution)
      events.push({ action: a.status === 'resolved' ? 'resolve' : 'false_alarm', actor: a.handler, remark: a.resolution, ms: 1_800_000 });
    await db.insert(alarmEvents).values(
      events.map((e, i) => ({
        companyId: c,
        id: seedId(c, `inspect:alarm:${a.key}:event:${String(i)}`),
        alarmId: inspectKey.alarm(c, a.key),
        action: e.action,
        actorId: e.actor,
        remark: e.remark,
        createdAt: new Date(at.getTime() + e.ms),
      })),
    );
  }
}

/**
 * The menu entries of 办公服务 (the platform's `office` section): 告警 listed for everyone; 整改任务 (a
 * reform task's responsible person may be anyone), 巡检任务 and the violation screens authorised but
 * unlisted (pushes and 扫码签到 lead there; each listed entry has an icon of its own). Stable ids as the
 * platform's own children.
 */
export async function seedInspectMenu(db: Database, { id: c }: Company): Promise<void> {
  const [office] = await db
    .select({ id: permissionRules.id })
    .from(permissionRules)
    .where(and(eq(permissionRules.companyId, c), eq(permissionRules.keyword, 'office')));
  if (!office) return;
  const entries = [
    { name: '告警', keyword: 'alarm', isShow: true, sort: 92 },
    { name: '整改任务', keyword: 'saReformTaskList', isShow: false, sort: 93 },
    { name: '巡检任务', keyword: 'inspect', isShow: false, sort: 94 },
    { name: '告警上报', keyword: 'alarmApply', isShow: false, sort: 95 },
    { name: '违规详情', keyword: 'saViolationDetail', isShow: false, sort: 96 },
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
        ico: 'inspect',
        isShow: e.isShow,
        sort: e.sort,
      })),
    )
    .onConflictDoNothing();
}
