/**
 * The bus family's demo rows, per company: three shuttle routes and two plant bus lines with stops,
 * timetables and the trips of the coming days; the plant buses' last reported positions; the
 * approval chain of route applications (审批人); the demo admin's plant bus bookings (one ridden
 * and rated), an approved route application with its pass, and comments, so every screen shows
 * something. Idempotent (stable ids, ON CONFLICT DO NOTHING; counters move only with a new row).
 */
import { eq, sql } from 'drizzle-orm';
import { BUS_ORDER_TYPE, PUSH_MODULES } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { approvalChains, approvalSteps, orderEvents, orders } from '../../platform/orders/schema.ts';
import { hoursAgo, seedId, seedStaffId } from '../../platform/seed/ids.ts';
import { newCode } from './access.ts';
import {
  busComments,
  busMonthTickets,
  busPasses,
  busPositions,
  busRoutes,
  busStops,
  busTickets,
  busTimetable,
  busTrips,
} from './schema.ts';
import { addDays, ensureTrips, hubDate, hubInstant, hubMonth, tripId, upcomingTrips } from './trips.ts';

type Company = { id: string };

interface SeedStop {
  name: string;
  minutes: number;
  lat: number;
  lng: number;
}
interface SeedRoute {
  key: string;
  kind: 'shuttle' | 'plant';
  name: string;
  description: string;
  priceFen: number;
  monthPriceFen: number | null;
  seats: number;
  passQuota: number;
  vehicle: string | null;
  stops: SeedStop[];
  timetable: { time: string; weekdays: string }[];
}

const EVERY_DAY = '1234567';
const WORKDAYS = '12345';

export const seedBusRoutes: SeedRoute[] = [
  {
    key: 'line1',
    kind: 'shuttle',
    name: '1号线 火车站—园区',
    description: '经市民广场、软件园，终点园区东门。请提前5分钟到站候车。',
    priceFen: 500,
    monthPriceFen: 12_000,
    seats: 45,
    passQuota: 10,
    vehicle: null,
    stops: [
      { name: '火车站', minutes: 0, lat: 24.4702, lng: 118.1136 },
      { name: '市民广场', minutes: 12, lat: 24.4855, lng: 118.1212 },
      { name: '软件园', minutes: 25, lat: 24.4921, lng: 118.1834 },
      { name: '园区东门', minutes: 40, lat: 24.5162, lng: 118.2047 },
    ],
    timetable: [
      { time: '07:10', weekdays: WORKDAYS },
      { time: '07:40', weekdays: WORKDAYS },
      { time: '08:30', weekdays: EVERY_DAY },
      { time: '17:40', weekdays: WORKDAYS },
      { time: '21:00', weekdays: EVERY_DAY },
    ],
  },
  {
    key: 'line2',
    kind: 'shuttle',
    name: '2号线 高铁站—园区',
    description: '高铁北站出发，经集美学村，终点园区南门。',
    priceFen: 600,
    monthPriceFen: 15_000,
    seats: 33,
    passQuota: 6,
    vehicle: null,
    stops: [
      { name: '高铁北站', minutes: 0, lat: 24.6401, lng: 118.0736 },
      { name: '集美学村', minutes: 15, lat: 24.5763, lng: 118.1051 },
      { name: '园区南门', minutes: 35, lat: 24.5101, lng: 118.1988 },
    ],
    timetable: [
      { time: '07:00', weekdays: EVERY_DAY },
      { time: '18:00', weekdays: EVERY_DAY },
    ],
  },
  {
    key: 'line3',
    kind: 'shuttle',
    name: '3号线 生活区—园区',
    description: '员工生活区与园区之间的短途班车。',
    priceFen: 200,
    monthPriceFen: 5_000,
    seats: 19,
    passQuota: 4,
    vehicle: null,
    stops: [
      { name: '员工生活区', minutes: 0, lat: 24.5228, lng: 118.2105 },
      { name: '园区西门', minutes: 10, lat: 24.5149, lng: 118.1952 },
    ],
    timetable: [
      { time: '07:50', weekdays: WORKDAYS },
      { time: '12:10', weekdays: WORKDAYS },
      { time: '17:30', weekdays: WORKDAYS },
      { time: '20:30', weekdays: EVERY_DAY },
    ],
  },
  {
    key: 'plantA',
    kind: 'plant',
    name: '厂区环线 A',
    description: '行政楼发车，环绕一号、二号厂房与仓储中心，终点食堂。',
    priceFen: 0,
    monthPriceFen: null,
    seats: 25,
    passQuota: 0,
    vehicle: '闽D·A1234',
    stops: [
      { name: '行政楼', minutes: 0, lat: 24.5131, lng: 118.2011 },
      { name: '一号厂房', minutes: 4, lat: 24.5146, lng: 118.2043 },
      { name: '二号厂房', minutes: 8, lat: 24.5171, lng: 118.2062 },
      { name: '仓储中心', minutes: 12, lat: 24.5188, lng: 118.2031 },
      { name: '食堂', minutes: 16, lat: 24.5163, lng: 118.2003 },
    ],
    timetable: ['07:30', '09:30', '11:30', '13:30', '15:30', '17:30'].map((time) => ({ time, weekdays: EVERY_DAY })),
  },
  {
    key: 'plantB',
    kind: 'plant',
    name: '厂区环线 B',
    description: '北门发车，经研发中心、三号厂房，终点南门。',
    priceFen: 0,
    monthPriceFen: null,
    seats: 15,
    passQuota: 0,
    vehicle: '闽D·B5678',
    stops: [
      { name: '北门', minutes: 0, lat: 24.5209, lng: 118.2021 },
      { name: '研发中心', minutes: 5, lat: 24.5192, lng: 118.2074 },
      { name: '三号厂房', minutes: 10, lat: 24.5157, lng: 118.2089 },
      { name: '南门', minutes: 15, lat: 24.5112, lng: 118.2056 },
    ],
    timetable: ['08:00', '12:00', '16:00', '20:00'].map((time) => ({ time, weekdays: EVERY_DAY })),
  },
];

export const busRouteId = (c: string, key: string): string => seedId(c, `bus:route:${key}`);
export const busStopId = (c: string, route: string, seq: number): string => seedId(c, `bus:stop:${route}:${String(seq)}`);
export const busTicketSeedId = (c: string, key: string): string => seedId(c, `bus:ticket:${key}`);
export const busMonthSeedId = (c: string, key: string): string => seedId(c, `bus:month:${key}`);
export const busApplicationSeedId = (c: string): string => seedId(c, 'bus:application:demo');

export async function seedBusRouteRows(db: Database, { id: c }: Company): Promise<void> {
  const now = new Date();
  // One statement per table for all the routes: the seed runs for every company of every tenant.
  await db
    .insert(busRoutes)
    .values(
      seedBusRoutes.map((r, i) => ({
        companyId: c,
        id: busRouteId(c, r.key),
        kind: r.kind,
        name: r.name,
        description: r.description,
        priceFen: r.priceFen,
        monthPriceFen: r.monthPriceFen,
        seats: r.seats,
        passQuota: r.passQuota,
        vehicle: r.vehicle,
        seq: i + 1,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(busStops)
    .values(
      seedBusRoutes.flatMap((r) =>
        r.stops.map((s, j) => ({
          companyId: c,
          id: busStopId(c, r.key, j + 1),
          routeId: busRouteId(c, r.key),
          seq: j + 1,
          name: s.name,
          minutes: s.minutes,
          latitude: s.lat,
          longitude: s.lng,
        })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(busTimetable)
    .values(
      seedBusRoutes.flatMap((r) =>
        r.timetable.map((e) => ({
          companyId: c,
          id: seedId(c, `bus:timetable:${r.key}:${e.time}`),
          routeId: busRouteId(c, r.key),
          departTime: e.time,
          weekdays: e.weekdays,
        })),
      ),
    )
    .onConflictDoNothing();
  // The plant buses' recent reports: along their first stops, the last one five minutes ago.
  await db
    .insert(busPositions)
    .values(
      seedBusRoutes
        .filter((r) => r.kind === 'plant')
        .flatMap((r) =>
          r.stops.slice(0, 3).map((s, j) => ({
            companyId: c,
            id: seedId(c, `bus:position:${r.key}:${String(j)}`),
            routeId: busRouteId(c, r.key),
            latitude: s.lat,
            longitude: s.lng,
            speedKmh: j === 2 ? 0 : 18,
            reporterId: seedStaffId(c, 'off3driver'),
            reportedAt: new Date(now.getTime() - (25 - j * 10) * 60_000),
          })),
        ),
    )
    .onConflictDoNothing();
  await ensureTrips(db, c, now);
}

/** Inserts a ticket and, when it is new and holds a seat, counts the seat on its trip. */
async function seedTicket(db: Database, row: typeof busTickets.$inferInsert): Promise<void> {
  const inserted = await db.insert(busTickets).values(row).onConflictDoNothing().returning({ tripId: busTickets.tripId });
  if (inserted.length > 0 && row.seatHeld !== false)
    await db
      .update(busTrips)
      .set({ seatsTaken: sql`${busTrips.seatsTaken} + 1` })
      .where(inCompany(busTrips, row.companyId, eq(busTrips.id, row.tripId)));
}

export async function seedBusTicketRows(db: Database, { id: c }: Company): Promise<void> {
  const now = new Date();
  const demo = seedStaffId(c, 'demo');
  const staffId = seedStaffId(c, 'staff');
  const plantA = busRouteId(c, 'plantA');
  const line1 = busRouteId(c, 'line1');
  // Yesterday's plant bus trip, ridden by the admin and 普通员工 (its two seats), and rated.
  const yesterday = addDays(hubDate(now), -1);
  const pastTrip = tripId(c, plantA, yesterday, '09:30');
  await db
    .insert(busTrips)
    .values({
      companyId: c,
      id: pastTrip,
      routeId: plantA,
      departAt: hubInstant(yesterday, '09:30'),
      seats: 25,
      seatsTaken: 2,
      createdAt: hoursAgo(now, 48),
    })
    .onConflictDoNothing();
  const ridden = [
    { key: 'demo:ridden', staff: demo, stop: 1, rating: 5, content: '准点发车，司机师傅很热情。' },
    { key: 'staff:ridden', staff: staffId, stop: 2, rating: 4, content: '车内干净，就是早高峰有点挤。' },
  ];
  await db
    .insert(busTickets)
    .values(
      ridden.map((r) => ({
        companyId: c,
        id: busTicketSeedId(c, r.key),
        code: newCode('BT'),
        staffId: r.staff,
        routeId: plantA,
        tripId: pastTrip,
        stopId: busStopId(c, 'plantA', r.stop),
        priceFen: 0,
        status: 'used' as const,
        usedAt: hubInstant(yesterday, '09:31'),
        checkedBy: seedStaffId(c, 'off3driver'),
        createdAt: hoursAgo(now, 30),
      })),
    )
    .onConflictDoNothing();
  // Their ratings, and comments on the shuttle routes from earlier rides.
  const shuttleComments = [
    { key: 'line1:a', route: line1, staff: 'approver', rating: 5, content: '早班车很准时，座位舒适。' },
    { key: 'line1:b', route: line1, staff: 'wechat', rating: 4, content: '希望晚班能再加一班。' },
    { key: 'line2:a', route: busRouteId(c, 'line2'), staff: 'patrolman', rating: 5, content: '高铁站接驳很方便。' },
  ];
  await db
    .insert(busComments)
    .values([
      ...ridden.map((r) => ({
        companyId: c,
        id: seedId(c, `bus:comment:${r.key}`),
        routeId: plantA,
        tripId: pastTrip,
        ticketId: busTicketSeedId(c, r.key),
        staffId: r.staff,
        rating: r.rating,
        content: r.content,
        createdAt: hoursAgo(now, 20),
      })),
      ...shuttleComments.map((m, i) => ({
        companyId: c,
        id: seedId(c, `bus:comment:${m.key}`),
        routeId: m.route,
        staffId: seedStaffId(c, m.staff),
        rating: m.rating,
        content: m.content,
        createdAt: hoursAgo(now, 72 + i * 5),
      })),
    ])
    .onConflictDoNothing();
  // The admin's booking of the next plant bus trip.
  const [next] = (await upcomingTrips(db, c, [plantA], now)).filter((t) => t.departAt.getTime() > now.getTime() + 3_600_000);
  if (next)
    await seedTicket(db, {
      companyId: c,
      id: busTicketSeedId(c, 'demo:booked'),
      code: newCode('BT'),
      staffId: demo,
      routeId: plantA,
      tripId: next.id,
      stopId: busStopId(c, 'plantA', 1),
      priceFen: 0,
      status: 'valid',
      createdAt: hoursAgo(now, 1),
    });
  // A monthly ticket the admin started last month and never paid (cancelled when its hold ran out).
  const lastMonth = hubMonth(new Date(hubInstant(`${hubMonth(now)}-01`).getTime() - 86_400_000));
  await db
    .insert(busMonthTickets)
    .values({
      companyId: c,
      id: busMonthSeedId(c, 'demo:abandoned'),
      code: newCode('BM'),
      staffId: demo,
      routeId: line1,
      month: lastMonth,
      priceFen: 12_000,
      status: 'cancelled',
      cancelledAt: hoursAgo(now, 24 * 20),
      createdAt: hoursAgo(now, 24 * 20 + 1),
    })
    .onConflictDoNothing();
}

/** Route applications wait for 审批人; the admin's application of 1号线, approved, holds a pass. */
export async function seedBusApplicationRows(db: Database, { id: c }: Company): Promise<void> {
  await db
    .insert(approvalChains)
    .values({ companyId: c, orderType: BUS_ORDER_TYPE, steps: [{ kind: 'staff', staff_id: seedStaffId(c, 'approver') }] })
    .onConflictDoNothing();
  const now = new Date();
  const id = busApplicationSeedId(c);
  const demo = seedStaffId(c, 'demo');
  const approver = seedStaffId(c, 'approver');
  const line1 = busRouteId(c, 'line1');
  const created = hoursAgo(now, 26);
  const approved = hoursAgo(now, 25);
  const start = hubDate(created);
  const end = addDays(start, 90);
  const inserted = await db
    .insert(orders)
    .values({
      companyId: c,
      id,
      module: PUSH_MODULES.bus,
      orderType: BUS_ORDER_TYPE,
      applicantId: demo,
      title: '乘车申请 1号线 火车站—园区',
      status: 20,
      payload: {
        fields: [
          { label: '线路', value: '1号线 火车站—园区' },
          { label: '上车站点', value: '软件园' },
          { label: '乘车期间', value: `${start} 至 ${end}` },
          { label: '申请事由', value: '每日通勤' },
        ],
        data: { route_id: line1, stop_id: busStopId(c, 'line1', 3), start_date: start, end_date: end, reason: '每日通勤' },
      },
      version: 1,
      createdAt: created,
      updatedAt: approved,
      approvedAt: approved,
    })
    .onConflictDoNothing()
    .returning({ id: orders.id });
  if (inserted.length === 0) return;
  await db.insert(approvalSteps).values({
    companyId: c,
    id: seedId(c, 'bus:application:demo:step:1'),
    orderId: id,
    seq: 1,
    approverId: approver,
    state: 'approved',
    comment: '同意',
    pendingSince: created,
    actedAt: approved,
    createdAt: created,
  });
  await db.insert(orderEvents).values([
    {
      companyId: c,
      id: seedId(c, 'bus:application:demo:event:0'),
      orderId: id,
      actorId: demo,
      action: 'submit',
      fromStatus: null,
      toStatus: 10,
      createdAt: created,
    },
    {
      companyId: c,
      id: seedId(c, 'bus:application:demo:event:1'),
      orderId: id,
      actorId: approver,
      action: 'approve',
      fromStatus: 10,
      toStatus: 20,
      remark: '同意',
      createdAt: approved,
    },
  ]);
  await db
    .insert(busPasses)
    .values({
      companyId: c,
      id,
      code: newCode('BP'),
      staffId: demo,
      routeId: line1,
      stopId: busStopId(c, 'line1', 3),
      startDate: start,
      endDate: end,
      status: 'active',
      createdAt: created,
    })
    .onConflictDoNothing();
  await db
    .update(busRoutes)
    .set({ passTaken: sql`${busRoutes.passTaken} + 1` })
    .where(inCompany(busRoutes, c, eq(busRoutes.id, line1)));
}
