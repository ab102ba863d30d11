/**
 * Grows one seeded company to a large employer after years of use, in SQL (generate_series), for
 * `npm run bench:scale` and the list-index guard. Every foreign key stays valid: new rows are copies
 * of the company's own seeded rows (so every order type, route, trip and canteen exists) with new
 * ids, owners and times. Ids are md5 of (company, kind, n): growing twice with the same sizes fails
 * on the primary key instead of doubling the data.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/types.ts';

export interface ScaleSizes {
  staff: number;
  departments: number;
  orders: number;
  /** Steps waiting for the busy approver (审批人 13800000004). */
  approverPending: number;
  /** Orders the busy approver has already acted on. */
  approverDone: number;
  notices: number;
  noticeReads: number;
  messages: number;
  /** Messages of the busy approver. */
  approverMessages: number;
  busTickets: number;
  canteenOrders: number;
  /** Years the history spans. */
  years: number;
}

/** The issue's large employer: 20,000 staff and a million orders after five years. */
export const LARGE: ScaleSizes = {
  staff: 20_000,
  departments: 200,
  orders: 1_000_000,
  approverPending: 50_000,
  approverDone: 94_000,
  notices: 5_000,
  noticeReads: 2_000_000,
  messages: 2_000_000,
  approverMessages: 60_000,
  busTickets: 200_000,
  canteenOrders: 100_000,
  years: 5,
};

/** A mid-sized company, what the embedded database is measured at. */
export const MID: ScaleSizes = {
  staff: 2_000,
  departments: 40,
  orders: 100_000,
  approverPending: 5_000,
  approverDone: 9_400,
  notices: 500,
  noticeReads: 200_000,
  messages: 200_000,
  approverMessages: 6_000,
  busTickets: 20_000,
  canteenOrders: 10_000,
  years: 5,
};

/** Scales every size (the guard's small company: enough rows that a scan would show in a plan). */
export function scaled(sizes: ScaleSizes, factor: number): ScaleSizes {
  const out = { ...sizes };
  for (const key of Object.keys(out) as (keyof ScaleSizes)[]) {
    if (key !== 'years') out[key] = Math.max(1, Math.round(sizes[key] * factor));
  }
  return out;
}

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严武戴莫孔汤';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红鹏辉建国志文斌宇浩凯俊峰晨婷雪琳欣怡佳思雨梦嘉博子轩睿泽';

/** `'<company>:<kind>:' || n` hashed to a uuid: the n-th grown row of a kind, reachable from any statement. */
const idOf = (companyId: string, kind: string, n: string): string => `md5('${companyId}:scale:${kind}:' || (${n}))::uuid`;

export interface GrowReport {
  seconds: Record<string, number>;
  rows: Record<string, number>;
}

/**
 * Grows `companyId` (already seeded) to `sizes`. `log` reports each step. Each step is a transaction
 * of its own: a step that fails leaves the earlier ones (the bench starts from a fresh database).
 * The closing VACUUM runs outside any transaction, so on a server with a statement bound start it
 * with DB_STATEMENT_TIMEOUT_MS=0 (the bench target does).
 */
export async function growCompany(
  db: Database,
  companyId: string,
  sizes: ScaleSizes,
  log: (line: string) => void = () => {},
): Promise<GrowReport> {
  if (!/^[0-9a-f-]{36}$/.test(companyId)) throw new Error(`not a company id: ${companyId}`);
  const c = `'${companyId}'::uuid`;
  const report: GrowReport = { seconds: {}, rows: {} };
  const run = async (label: string, text: string): Promise<void> => {
    const started = performance.now();
    if (/^VACUUM/.test(text)) await db.execute(sql.raw(text));
    else
      await db.transaction(async (tx) => {
        // A server's per-statement bound (DB_STATEMENT_TIMEOUT_MS) is for requests, not for this.
        await tx.execute(sql.raw('SET LOCAL statement_timeout = 0'));
        await tx.execute(sql.raw(text));
      });
    const s = (performance.now() - started) / 1000;
    report.seconds[label] = Math.round(s * 10) / 10;
    log(`${label}: ${s.toFixed(1)} s`);
  };
  const staffId = (n: string) => idOf(companyId, 'staff', n);
  const one = async (text: string): Promise<string> => {
    const result = (await db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] };
    const value = result.rows[0] ? Object.values(result.rows[0])[0] : undefined;
    if (value === undefined || value === null) throw new Error(`no answer to: ${text}`);
    return String(value);
  };
  const byPhone = (phone: string) => one(`SELECT id FROM staff WHERE company_id = ${c} AND phone = '${phone}'`);
  const approver = await byPhone('13800000004');
  const demo = await byPhone('13800000000');
  const plain = await byPhone('13800000005');
  const { years } = sizes;
  /** An instant `n` of `total` back from now, spread evenly over the years (n = 0 is the newest). */
  const past = (n: string, total: number) => `now() - ((${n})::float8 / ${total} * ${years * 365} * interval '1 day')`;

  await run(
    'departments',
    `INSERT INTO departments (company_id, id, name, sort, created_at)
     SELECT ${c}, ${idOf(companyId, 'department', 'g')}, '部门' || lpad(g::text, 3, '0'), 100 + g, ${past('g', sizes.departments)}
     FROM generate_series(0, ${sizes.departments - 1}) g`,
  );
  // Names: a surname and one or two given characters, so a surname search finds about 1 % of the staff.
  const sl = [...SURNAMES].length;
  const gl = [...GIVEN].length;
  await run(
    'staff',
    `INSERT INTO staff (company_id, id, name, phone, role, department_id, is_active, created_at)
     SELECT ${c}, ${staffId('g')},
       substr('${SURNAMES}', 1 + g % ${sl}, 1) || substr('${GIVEN}', 1 + (g / 7) % ${gl}, 1)
         || CASE WHEN g % 3 = 0 THEN '' ELSE substr('${GIVEN}', 1 + (g / 13) % ${gl}, 1) END,
       '139' || lpad(g::text, 8, '0'),
       CASE WHEN g % 100 = 0 THEN 'approver' ELSE 'staff' END,
       ${idOf(companyId, 'department', `g % ${sizes.departments}`)},
       g % 50 <> 0,
       ${past('g', sizes.staff)}
     FROM generate_series(0, ${sizes.staff - 1}) g`,
  );
  // Department heads: the first staff of each department.
  await run(
    'department heads',
    `UPDATE departments d SET head_staff_id = ${staffId('x.g')}
     FROM generate_series(0, ${sizes.departments - 1}) x(g)
     WHERE d.company_id = ${c} AND d.id = ${idOf(companyId, 'department', 'x.g')}`,
  );

  // Orders: copies of the company's seeded orders (every order type the company has). The busy
  // approver's pending ones copy orders still in approval; the rest copy any order.
  const applicant = (n: string) =>
    `CASE WHEN (${n}) % 100 = 0 THEN '${plain}'::uuid WHEN (${n}) % 100 = 1 THEN '${demo}'::uuid ELSE ${staffId(`(${n}) % ${sizes.staff}`)} END`;
  const pendingTemplates = `SELECT o.*, row_number() OVER (ORDER BY o.id) - 1 AS rn FROM orders o
    WHERE o.company_id = ${c} AND EXISTS (SELECT 1 FROM approval_steps s WHERE s.company_id = o.company_id AND s.order_id = o.id AND s.state = 'pending')`;
  const anyTemplates = `SELECT o.*, row_number() OVER (ORDER BY o.id) - 1 AS rn FROM orders o WHERE o.company_id = ${c}`;
  const pendingCount = Number(await one(`SELECT count(*) FROM (${pendingTemplates}) t`));
  const anyCount = Number(await one(`SELECT count(*) FROM (${anyTemplates}) t`));
  if (pendingCount === 0 || anyCount === 0) throw new Error('the company has no seeded orders to copy');
  const orderRow = (templates: string, count: number, from: number, to: number) =>
    `INSERT INTO orders (company_id, id, module, order_type, applicant_id, title, status, payload, reject_reason, version, created_at, updated_at, approved_at)
     SELECT ${c}, ${idOf(companyId, 'order', 'g')}, t.module, t.order_type, ${applicant('g')}, t.title, t.status, t.payload,
       t.reject_reason, 0, ${past('g', sizes.orders)}, ${past('g', sizes.orders)},
       CASE WHEN t.approved_at IS NULL THEN NULL ELSE ${past('g', sizes.orders)} END
     FROM generate_series(${from}, ${to - 1}) g JOIN (${templates}) t ON t.rn = g % ${count}`;
  const pendingEnd = sizes.approverPending;
  const doneEnd = pendingEnd + sizes.approverDone;
  // The approver's pending orders are spread over the whole history (some wait for years), every
  // tenth order down to the count asked for.
  await run('orders', orderRow(anyTemplates, anyCount, 0, sizes.orders));
  await run(
    'orders pending the approver',
    // Both sides computed once (MATERIALIZED): a plan that rescans the templates or hashes ids per
    // joined pair took minutes on a loaded machine.
    `WITH t AS MATERIALIZED (${pendingTemplates}),
       v AS MATERIALIZED (
         SELECT ${idOf(companyId, 'order', `x.g * ${Math.max(1, Math.floor(sizes.orders / doneEnd))}`)} AS target, t.status, t.order_type, t.module, t.payload
         FROM generate_series(0, ${pendingEnd - 1}) x(g) JOIN t ON t.rn = x.g % ${pendingCount})
     UPDATE orders o SET status = v.status, order_type = v.order_type, module = v.module, payload = v.payload, approved_at = NULL
     FROM v WHERE o.company_id = ${c} AND o.id = v.target`,
  );
  // A grown car order's trip (its places, times, car and driver) copies a seeded trip of its order
  // type, its times moved with the order's, in its applicant's department: the car lists join each
  // page's orders to their trips, the statistics count them by department. Past, and holding no car.
  const shifted = (column: string) => `t.${column} + (o.created_at - t.order_created_at)`;
  await run(
    'car trips',
    `INSERT INTO car_trips (company_id, order_id, kind, applicant_id, department_id, from_name, from_address, to_name, to_address, start_at, end_at,
       passengers, passenger_names, purpose, remark, vehicle_id, driver_id, holds, dispatched_at, dispatched_by, started_at, finished_at,
       odometer_start_km, odometer_end_km, distance_km, comment_stars, comment_tags, comment_text, commented_at, comment_via)
     SELECT o.company_id, o.id, t.kind, o.applicant_id, s.department_id, t.from_name, t.from_address, t.to_name, t.to_address,
       ${shifted('start_at')}, ${shifted('end_at')}, t.passengers, t.passenger_names, t.purpose, t.remark, t.vehicle_id, t.driver_id, false,
       ${shifted('dispatched_at')}, t.dispatched_by, ${shifted('started_at')}, ${shifted('finished_at')}, t.odometer_start_km,
       t.odometer_end_km, t.distance_km, t.comment_stars, t.comment_tags, t.comment_text, ${shifted('commented_at')}, t.comment_via
     FROM orders o
     JOIN (SELECT DISTINCT ON (so.order_type) tr.*, so.order_type, so.created_at AS order_created_at
           FROM car_trips tr JOIN orders so ON so.company_id = tr.company_id AND so.id = tr.order_id
           WHERE tr.company_id = ${c} ORDER BY so.order_type, so.id) t ON t.order_type = o.order_type
     JOIN staff s ON s.company_id = o.company_id AND s.id = o.applicant_id
     WHERE o.company_id = ${c} AND NOT EXISTS (SELECT 1 FROM car_trips x WHERE x.company_id = o.company_id AND x.order_id = o.id)`,
  );
  // Two steps an order. For the approver's pending orders: step 1 approved by a colleague, step 2
  // pending him; for his done ones: step 1 his (approved, or rejected one time in ten), step 2 a colleague's.
  const stride = Math.max(1, Math.floor(sizes.orders / doneEnd));
  const role = (n: string) => `CASE WHEN (${n}) % ${stride} = 0 AND (${n}) / ${stride} < ${pendingEnd} THEN 'pending'
    WHEN (${n}) % ${stride} = 0 AND (${n}) / ${stride} < ${doneEnd} THEN 'done' ELSE 'other' END`;
  const colleague = (n: string, k: string) => staffId(`((${n}) * 7 + ${k}) % ${sizes.staff}`);
  await run(
    'approval steps',
    `INSERT INTO approval_steps (company_id, id, order_id, seq, approver_id, state, comment, pending_since, acted_at, created_at)
     SELECT ${c}, ${idOf(companyId, 'step', "g || ':' || seq")}, ${idOf(companyId, 'order', 'g')}, seq,
       CASE WHEN r = 'pending' AND seq = 2 THEN '${approver}'::uuid WHEN r = 'done' AND seq = 1 THEN '${approver}'::uuid ELSE ${colleague('g', 'seq')} END,
       CASE WHEN r = 'pending' AND seq = 2 THEN 'pending' WHEN r = 'done' AND seq = 1 AND g % 10 = 0 THEN 'rejected' ELSE 'approved' END,
       CASE WHEN seq = 1 THEN '同意' ELSE NULL END,
       at + interval '1 minute' * seq,
       CASE WHEN r = 'pending' AND seq = 2 THEN NULL ELSE at + interval '1 hour' * seq END,
       at
     FROM (SELECT g, ${role('g')} AS r, ${past('g', sizes.orders)} AS at FROM generate_series(0, ${sizes.orders - 1}) g) o,
       generate_series(1, 2) seq`,
  );

  await run(
    'notices',
    `INSERT INTO notices (company_id, id, title, content, is_public, author_id, created_at)
     SELECT ${c}, ${idOf(companyId, 'notice', 'g')}, '通知 ' || g, '第 ' || g || ' 号通知的正文。', g % 20 = 0, '${demo}'::uuid, ${past('g', sizes.notices)}
     FROM generate_series(0, ${sizes.notices - 1}) g`,
  );
  // Read receipts: each notice read by a run of staff; the demo staff has read every other notice.
  const readers = Math.max(1, Math.floor(sizes.noticeReads / sizes.notices));
  await run(
    'notice reads',
    `INSERT INTO notice_reads (company_id, notice_id, staff_id, created_at)
     SELECT ${c}, ${idOf(companyId, 'notice', 'n')}, ${staffId(`(n * 31 + r) % ${sizes.staff}`)}, ${past('n', sizes.notices)} + interval '1 hour'
     FROM generate_series(0, ${sizes.notices - 1}) n, generate_series(0, ${Math.min(readers, sizes.staff) - 1}) r
     UNION ALL
     SELECT ${c}, ${idOf(companyId, 'notice', 'n')}, '${demo}'::uuid, ${past('n', sizes.notices)} + interval '2 hours'
     FROM generate_series(0, ${sizes.notices - 1}, 2) n`,
  );
  await run(
    'messages',
    `INSERT INTO push_messages (company_id, id, staff_id, title, content, msg_type, extras, created_at, read_at)
     SELECT ${c}, ${idOf(companyId, 'message', 'g')},
       CASE WHEN g < ${sizes.approverMessages} THEN '${approver}'::uuid ELSE ${staffId(`g % ${sizes.staff}`)} END,
       '审批提醒', '您有一条新的待审批：' || g, 'APPROVAL',
       jsonb_build_object('module', 'forms', 'id', ${idOf(companyId, 'order', `g % ${sizes.orders}`)}),
       ${past('g', sizes.messages)},
       CASE WHEN g % 5 = 0 THEN NULL ELSE ${past('g', sizes.messages)} + interval '1 hour' END
     FROM generate_series(0, ${sizes.messages - 1}) g`,
  );

  // Bus tickets and canteen orders copy the company's own (its routes, trips, stops, canteens);
  // past and closed (refunded, cancelled, collected), so no seat, open-ticket or expiry rule is touched. A hundredth are the demo staff's.
  const owner = (n: string) => `CASE WHEN (${n}) % 100 = 0 THEN '${demo}'::uuid ELSE ${staffId(`(${n}) % ${sizes.staff}`)} END`;
  const busCount = Number(await one(`SELECT count(*) FROM bus_tickets WHERE company_id = ${c}`));
  if (busCount > 0) {
    await run(
      'bus tickets',
      `INSERT INTO bus_tickets (company_id, id, code, staff_id, route_id, trip_id, stop_id, price_fen, status, seat_held, pay_order_id, paid_at, used_at, created_at)
       SELECT ${c}, ${idOf(companyId, 'bus-ticket', 'g')}, 'SCALE' || lpad(g::text, 9, '0'), ${owner('g')}, t.route_id, t.trip_id, t.stop_id,
         t.price_fen, CASE WHEN g % 10 = 0 THEN 'refunded' ELSE 'cancelled' END, false, NULL, NULL, NULL, ${past('g', sizes.busTickets)}
       FROM generate_series(0, ${sizes.busTickets - 1}) g
       JOIN (SELECT *, row_number() OVER (ORDER BY id) - 1 AS rn FROM bus_tickets WHERE company_id = ${c}) t ON t.rn = g % ${busCount}`,
    );
  }
  const canteenCount = Number(await one(`SELECT count(*) FROM canteen_orders WHERE company_id = ${c}`));
  if (canteenCount > 0) {
    await run(
      'canteen orders',
      `INSERT INTO canteen_orders (company_id, id, kind, staff_id, canteen_id, date, period, items, items_fen, delivery_fee_fen, total_fen,
         refunded_fen, status, refund_state, address, contact_phone, remark, pay_order_id, collect_code, cutoff_at, expires_at, created_at,
         paid_at, collected_at, collected_by, cancelled_at, closed_at, updated_at)
       SELECT ${c}, ${idOf(companyId, 'canteen-order', 'g')}, t.kind, ${owner('g')}, t.canteen_id, (${past('g', sizes.canteenOrders)})::date, t.period,
         t.items, t.items_fen, t.delivery_fee_fen, t.total_fen, 0, CASE WHEN g % 10 = 0 THEN -10 ELSE 20 END, 'none', t.address, t.contact_phone, t.remark,
         NULL, 'S' || lpad(g::text, 9, '0'), ${past('g', sizes.canteenOrders)}, ${past('g', sizes.canteenOrders)}, ${past('g', sizes.canteenOrders)},
         ${past('g', sizes.canteenOrders)}, CASE WHEN g % 10 = 0 THEN NULL ELSE ${past('g', sizes.canteenOrders)} END, NULL,
         CASE WHEN g % 10 = 0 THEN ${past('g', sizes.canteenOrders)} END, NULL, ${past('g', sizes.canteenOrders)}
       FROM generate_series(0, ${sizes.canteenOrders - 1}) g
       JOIN (SELECT *, row_number() OVER (ORDER BY id) - 1 AS rn FROM canteen_orders WHERE company_id = ${c}) t ON t.rn = g % ${canteenCount}`,
    );
  }
  // A database after five years has been vacuumed: visibility maps set, statistics current.
  const grownTables = [
    'car_trips',
    'car_stats_months',
    'staff',
    'departments',
    'orders',
    'approval_steps',
    'notices',
    'notice_reads',
    'push_messages',
    'bus_tickets',
    'canteen_orders',
  ];
  await run('vacuum analyze', `VACUUM ANALYZE ${grownTables.join(', ')}`);
  // A snapshot open elsewhere while VACUUM ran (autovacuum's ANALYZE of a table just written) leaves
  // pages unmarked, and an index-only scan then reads the heap for each row (canteen_orders had 5 of
  // 6,256 pages marked once): vacuum those tables again until their maps are set.
  for (let pass = 1; pass <= 5; pass += 1) {
    const behind = (
      await one(
        `SELECT coalesce(string_agg(relname, ', '), '') FROM pg_class
          WHERE relkind = 'r' AND relname IN (${grownTables.map((t) => `'${t}'`).join(', ')})
            AND relallvisible < relpages * 0.98`,
      )
    ).trim();
    if (behind === '') break;
    // the snapshot in the way is gone once its statement ends: give it a moment
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await run(`vacuum again, pass ${pass} (${behind})`, `VACUUM ${behind}`);
  }
  for (const table of grownTables) {
    report.rows[table] = Number(await one(`SELECT count(*) FROM ${table} WHERE company_id = ${c}`));
  }
  return report;
}
