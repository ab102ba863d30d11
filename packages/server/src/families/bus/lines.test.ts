import { beforeAll, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  busCommentPageSchema,
  busConfigSchema,
  busEndpoints,
  busPositionListSchema,
  busRouteListSchema,
  busRouteSummarySchema,
  busTicketPageSchema,
  endpointUrl,
  BUS_DAYS_AHEAD,
  type BusRouteSummary,
} from '@campus/contracts';
import { A, B, describeOnDatabase, tenants } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { seed } from '../../platform/seed/seed.ts';
import { busRoutes, busStops, busTimetable, busTrips } from './schema.ts';
import { busRouteId } from './seed.ts';
import { ensureTrips, forgetMadeTrips, hubDate } from './trips.ts';
import { mapConfig } from './lines.ts';
import { routeOf } from './test-helpers.ts';

describeOnDatabase('bus routes (issue 13): seed, timetables and trips, favourites, comments, positions', (h) => {
  let admin: Client;
  let staff: Client;
  let driver: Client;
  let adminB: Client;
  const line1 = busRouteId(A.id, 'line1');
  const plantA = busRouteId(A.id, 'plantA');
  beforeAll(async () => {
    admin = await clientOf(h(), A.id);
    staff = await clientOf(h(), A.id, '13800000005');
    driver = await clientOf(h(), A.id, '13800000003');
    adminB = await clientOf(h(), B.id);
  });

  it('seed: every company has three shuttle routes and two plant lines with stops, timetables, trips for the coming days and a last position', async () => {
    const db = h().db.handle.db;
    for (const id of tenants.tenants.flatMap((t) => t.companyIds)) {
      const routes = await db.select().from(busRoutes).where(eq(busRoutes.companyId, id));
      expect(routes.map((r) => r.kind).sort()).toEqual(['plant', 'plant', 'shuttle', 'shuttle', 'shuttle']);
      const [stops] = await db.select({ n: count() }).from(busStops).where(eq(busStops.companyId, id));
      expect(Number(stops?.n)).toBe(18);
      const [entries] = await db.select({ n: count() }).from(busTimetable).where(eq(busTimetable.companyId, id));
      expect(Number(entries?.n)).toBe(21);
    }
    const shuttles = busRouteListSchema.parse((await staff.get(`${busEndpoints.listRoutes.url}?kind=shuttle`)).json());
    expect(shuttles.can_check).toBe(false);
    expect(shuttles.results.map((r) => [r.name, r.from, r.to, r.price_fen, r.month_price_fen])).toEqual([
      ['1号线 火车站—园区', '火车站', '园区东门', 500, 12_000],
      ['2号线 高铁站—园区', '高铁北站', '园区南门', 600, 15_000],
      ['3号线 生活区—园区', '员工生活区', '园区西门', 200, 5_000],
    ]);
    expect(shuttles.results.every((r) => r.next_trip !== null && !r.next_trip.departed)).toBe(true);
    const plants = busRouteListSchema.parse((await driver.get(`${busEndpoints.listRoutes.url}?kind=plant`)).json());
    expect(plants.can_check).toBe(true);
    expect(plants.results.map((r) => [r.name, r.vehicle, r.last_position?.reporter?.name])).toEqual([
      ['厂区环线 A', '闽D·A1234', '公务车司机'],
      ['厂区环线 B', '闽D·B5678', '公务车司机'],
    ]);
    // the admin has bookings to show: one ridden and rated, one to come
    const mine = busTicketPageSchema.parse((await admin.get(busEndpoints.listTickets.url)).json());
    expect(mine.results.map((t) => t.status).sort()).toEqual(['used', 'valid']);
    expect(mine.results.find((t) => t.status === 'used')?.comment?.rating).toBe(5);
  });

  it('issue 33: the routes list without a kind answers the routes of both kinds as each kind lists them, plant lines with their last position', async () => {
    const byId = (routes: BusRouteSummary[]) => [...routes].sort((a, b) => a.id.localeCompare(b.id));
    const ofKind = async (kind: string) =>
      busRouteListSchema.parse((await driver.get(`${busEndpoints.listRoutes.url}?kind=${kind}`)).json()).results;
    const all = busRouteListSchema.parse((await driver.get(busEndpoints.listRoutes.url)).json());
    expect(all.can_check).toBe(true);
    expect(byId(all.results)).toEqual(byId([...(await ofKind('shuttle')), ...(await ofKind('plant'))]));
    expect(all.results.filter((r) => r.kind === 'plant').map((r) => r.last_position?.reporter?.name)).toEqual(['公务车司机', '公务车司机']);
  });

  it('a route: stops with their times, the timetable, the trips of today and the next days with seats left, rating', async () => {
    const r = await routeOf(staff, line1);
    expect(r.stops.map((s) => [s.name, s.minutes])).toEqual([
      ['火车站', 0],
      ['市民广场', 12],
      ['软件园', 25],
      ['园区东门', 40],
    ]);
    expect(r.timetable.map((e) => [e.time, e.days_label])).toEqual([
      ['07:10', '工作日'],
      ['07:40', '工作日'],
      ['08:30', '每天'],
      ['17:40', '工作日'],
      ['21:00', '每天'],
    ]);
    const today = hubDate(new Date());
    expect(r.trips[0]?.date).toBe(today);
    expect(new Set(r.trips.map((t) => t.date)).size).toBe(BUS_DAYS_AHEAD);
    expect(r.trips.every((t) => t.seats === 45 && t.seats_left <= 45)).toBe(true);
    expect(r.trips.filter((t) => t.date === today).every((t) => t.day_label === '今天')).toBe(true);
    expect(r.rating).toEqual({ average: 4.5, count: 2 });
    expect(r.pass_quota).toBe(10);
    const comments = busCommentPageSchema.parse((await staff.get(endpointUrl(busEndpoints.listComments, { id: line1 }))).json());
    expect(comments.results.map((c) => c.author.name)).toEqual(['审批人', '微信员工']);
  });

  it('trips are made once per day, by any number of servers at once', async () => {
    const db = h().db.handle.db;
    const [before] = await db.select({ n: count() }).from(busTrips).where(eq(busTrips.companyId, A.id));
    forgetMadeTrips(db);
    await Promise.all(Array.from({ length: 5 }, () => ensureTrips(db, A.id, new Date())));
    const [after] = await db.select({ n: count() }).from(busTrips).where(eq(busTrips.companyId, A.id));
    expect(after?.n).toBe(before?.n);
    // the seed again: nothing new
    const report = await seed(db, tenants, { companyIds: [A.id] });
    expect(report.created).toBe(0);
  });

  it('favourites: add and cancel (idempotent); favourites come first; each staff has their own', async () => {
    const line3 = busRouteId(A.id, 'line3');
    for (let i = 0; i < 2; i++) {
      const on = await staff.post(endpointUrl(busEndpoints.favourite, { id: line3 }));
      expect(on.statusCode).toBe(200);
      expect(busRouteSummarySchema.parse(on.json()).favourite).toBe(true);
    }
    const list = busRouteListSchema.parse((await staff.get(`${busEndpoints.listRoutes.url}?kind=shuttle`)).json());
    expect(list.results.map((r) => [r.id, r.favourite])[0]).toEqual([line3, true]);
    expect(
      busRouteListSchema.parse((await admin.get(`${busEndpoints.listRoutes.url}?kind=shuttle`)).json()).results.some((r) => r.favourite),
    ).toBe(false);
    for (let i = 0; i < 2; i++) {
      const off = await staff.post(endpointUrl(busEndpoints.unfavourite, { id: line3 }));
      expect(busRouteSummarySchema.parse(off.json()).favourite).toBe(false);
    }
    expect((await adminB.post(endpointUrl(busEndpoints.favourite, { id: line3 }))).statusCode).toBe(404);
  });

  it('positions: a driver or an admin reports where the bus is; the latest shows on the line; others may not report', async () => {
    const refused = await staff.post(endpointUrl(busEndpoints.reportPosition, { id: plantA }), { latitude: 24.51, longitude: 118.2 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: '仅司机或管理员可以上报位置' });
    const bad = await driver.post(endpointUrl(busEndpoints.reportPosition, { id: plantA }), { latitude: 124, longitude: 118.2 });
    expect(bad.json()).toEqual({ latitude: ['纬度无效'] });
    const ok = await driver.post(endpointUrl(busEndpoints.reportPosition, { id: plantA }), {
      latitude: 24.5188,
      longitude: 118.2031,
      speed_kmh: 12,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const list = busPositionListSchema.parse((await staff.get(endpointUrl(busEndpoints.listPositions, { id: plantA }))).json());
    expect(list.results[0]).toMatchObject({ latitude: 24.5188, longitude: 118.2031, speed_kmh: 12, reporter: { name: '公务车司机' } });
    expect(list.results.length).toBe(4);
    const plants = busRouteListSchema.parse((await staff.get(`${busEndpoints.listRoutes.url}?kind=plant`)).json());
    expect(plants.results[0]?.last_position?.latitude).toBe(24.5188);
  });

  it('map tiles: a {z}/{x}/{y} URL template when configured, else none (the screens list the stops)', async () => {
    expect(busConfigSchema.parse((await staff.get(busEndpoints.config.url)).json())).toEqual(mapConfig(process.env));
    expect(mapConfig({})).toEqual({ map_tile_url: null, map_attribution: null });
    expect(mapConfig({ BUS_MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png', BUS_MAP_ATTRIBUTION: '© 地图' })).toEqual({
      map_tile_url: 'https://tiles.example.com/{z}/{x}/{y}.png',
      map_attribution: '© 地图',
    });
    expect(mapConfig({ BUS_MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' }).map_tile_url).toBeNull();
    expect(mapConfig({ BUS_MAP_TILE_URL: 'https://tiles.example.com/tile.png' }).map_tile_url).toBeNull();
    expect(mapConfig({ BUS_MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png' }).map_tile_url).toBeNull();
  });
});
