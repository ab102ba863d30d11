/**
 * The space family's lists at scale (issue 38: "a company with 20,000 staff and five years of records
 * must see the first page and the two-hundredth in well under 100 ms"). The platform's guard
 * (src/list-indexes.test.ts) grows the platform's tables, not this family's; here company `sa` gets
 * 20,000 bookings of one person (10,000 past, 10,000 ahead), 10,000 of his waits, 10,000 square
 * entries ahead and 10,000 comments on one entry, and every list of the family is requested on page 1
 * and page 200 while every SELECT is captured and EXPLAINed (src/bench/scale/plan-check.ts): no
 * sequential scan of a big table, no sort, hash or aggregate of the history, at most 8 statements a
 * request (no query per row). PostgreSQL only.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authEndpoints, endpointUrl, spaceBookingEndpoints, spaceSquareEndpoints, type AuthData } from '@campus/contracts';
import { buildServer, type HubServer } from '../../platform/app.ts';
import { openPostgres } from '../../platform/db/postgres.ts';
import type { DatabaseHandle } from '../../platform/db/types.ts';
import { B, auth, tenants } from '../../platform/test/harness.ts';
import { adminQuery, copyTemplateDatabase, databaseUrl } from '../../platform/test/pg-admin.ts';
import { DEMO_PASSWORD } from '../../platform/seed/data.ts';
import { seedStaffId } from '../../platform/seed/ids.ts';
import { checkPlan, DEFAULT_MAX_ROWS, outline, type ExplainJson } from '../../bench/scale/plan-check.ts';
import { spaceKey } from './seed.ts';

const SA = B.id;
const ROWS = 10_000;
const BIG = 5_000;
const DEEP_PAGE = 200;
const PAGE_SIZE = 10;
const MAX_STATEMENTS = 8;

/** Grows the family's tables of `c` in SQL: rows with md5 ids, all of 普通员工. */
async function grow(handle: DatabaseHandle, c: string): Promise<void> {
  const staff = seedStaffId(c, 'staff');
  const room = spaceKey.space(c, 'meeting2');
  const seat = spaceKey.seat(c, 'office', 1);
  const area = spaceKey.area(c, 'office');
  const db = handle.db;
  const id = (kind: string) => sql.raw(`md5('${c}:${kind}:' || n)::uuid`);
  // n <= ROWS: ended n hours ago; above: starting n - ROWS hours from now (cancelled, so they hold nothing)
  const start = sql.raw(
    `CASE WHEN n <= ${String(ROWS)} THEN now() - (n || ' hours')::interval ELSE now() + ((n - ${String(ROWS)}) || ' hours')::interval END`,
  );
  await db.execute(sql`
    INSERT INTO orders (company_id, id, module, order_type, applicant_id, title, status, payload, created_at, updated_at)
    SELECT ${c}, ${id('booking')}, 'space', CASE WHEN n % 2 = 0 THEN 'space' ELSE 'seat' END, ${staff}, 'scale',
      CASE WHEN n <= ${ROWS} THEN 40 ELSE -10 END, '{"fields": [], "data": {}}'::jsonb, now(), now()
    FROM generate_series(1, ${sql.raw(String(2 * ROWS))}) n`);
  await db.execute(sql`
    INSERT INTO space_bookings (company_id, id, kind, resource_id, area_id, booker_id, date, start_at, end_at, hold_end_at, holding, status,
      purpose, attendees, needs_approval, skipped, price_fen, client_key, created_at)
    SELECT ${c}, ${id('booking')}, CASE WHEN n % 2 = 0 THEN 'space' ELSE 'seat' END,
      CASE WHEN n % 2 = 0 THEN ${room}::uuid ELSE ${seat}::uuid END, CASE WHEN n % 2 = 0 THEN NULL ELSE ${area}::uuid END,
      ${staff}, to_char(${start} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD'), ${start}, ${start} + interval '1 hour', ${start} + interval '1 hour',
      false, CASE WHEN n <= ${ROWS} THEN 40 ELSE -10 END, 'scale', 1, false, '[]'::jsonb, 0, 'scale-' || n, now()
    FROM generate_series(1, ${sql.raw(String(2 * ROWS))}) n`);
  await db.execute(sql`
    INSERT INTO space_waits (company_id, id, staff_id, kind, resource_id, date, start_at, end_at, state, created_at)
    SELECT ${c}, ${id('wait')}, ${staff}, 'space', ${room}, '2026-01-01', now(), now() + interval '1 hour', 'closed', now() - (n || ' minutes')::interval
    FROM generate_series(1, ${ROWS}) n`);
  await db.execute(sql`
    INSERT INTO space_square_entries (company_id, id, booking_id, kind, owner_id, title, description, places, start_at, end_at, open, created_at)
    SELECT ${c}, ${id('square')}, ${id('booking')}, CASE WHEN n % 2 = 0 THEN 'space' ELSE 'seat' END, ${staff}, '分享' || n, '', 3,
      ${start}, ${start} + interval '1 hour', false, now()
    FROM generate_series(${sql.raw(String(ROWS + 1))}, ${sql.raw(String(2 * ROWS))}) n`);
  await db.execute(sql`
    INSERT INTO space_square_comments (company_id, id, entry_id, author_id, content, created_at)
    SELECT ${c}, ${id('comment')}, ${spaceKey.square(c)}, ${staff}, '评论' || n, now() - (n || ' minutes')::interval
    FROM generate_series(1, ${ROWS}) n`);
  await db.execute(sql`ANALYZE`);
}

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;
interface Statement {
  text: string;
  values: unknown[];
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the space family pages its lists through indexes [postgres] (issue 38)', () => {
  const base = process.env.TEST_DATABASE_URL ?? '';
  const name = `campus_t_${randomBytes(6).toString('hex')}`;
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const originalQuery = proto.query;
  let recording: Statement[] | null = null;
  let handle: DatabaseHandle | undefined;
  let app: HubServer | undefined;
  let explainer: pg.Client | undefined;
  const big = new Map<string, number>();

  beforeAll(async () => {
    await copyTemplateDatabase(base, name, inject('pgTemplate'));
    handle = openPostgres({ url: databaseUrl(base, name), poolSize: 5 });
    await grow(handle, SA);
    explainer = new pg.Client({ connectionString: databaseUrl(base, name) });
    await explainer.connect();
    const rels = await explainer.query<{ relname: string; reltuples: number }>(
      `SELECT relname, reltuples::float8 AS reltuples FROM pg_class
       WHERE relkind IN ('r', 'p', 'm') AND relnamespace = 'public'::regnamespace AND reltuples >= $1`,
      [BIG],
    );
    for (const r of rels.rows) big.set(r.relname, Number(r.reltuples));
    app = await buildServer({
      db: handle,
      tenants,
      distDir: null,
      logger: false,
      loginRateLimit: { max: 10_000, timeWindowMs: 60_000 },
      closeGraceMs: 100,
      demoMode: true,
    });
    proto.query = function (this: pg.Client, ...args: unknown[]) {
      const [first, second] = args;
      const config = typeof first === 'string' ? { text: first } : (first as { text?: unknown; values?: unknown } | null);
      if (recording && config && typeof config.text === 'string' && /^\s*(select|with)\b/i.test(config.text)) {
        const values = Array.isArray(second) ? second : Array.isArray(config.values) ? config.values : [];
        recording.push({ text: config.text, values });
      }
      return originalQuery.apply(this, args);
    };
  }, 600_000);

  afterAll(async () => {
    proto.query = originalQuery;
    await app?.close();
    await explainer?.end();
    await handle?.close();
    await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('issue 38: every list of the family, page 1 and page 200, reads no history: no scan, sort or hash of a big table, no query per row', async () => {
    for (const table of ['space_bookings', 'space_waits', 'space_square_entries', 'space_square_comments'])
      expect(big.has(table), `${table} is big`).toBe(true);
    const res = await app!.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.login),
      payload: { phone: '13800000005', password: DEMO_PASSWORD, company_id: SA },
    });
    const staff = res.json<AuthData>().token;
    const lists: [string, Record<string, string>][] = [
      [endpointUrl(spaceBookingEndpoints.list), {}],
      [endpointUrl(spaceBookingEndpoints.list), { scope: 'past' }],
      [endpointUrl(spaceBookingEndpoints.list), { scope: 'past', kind: 'seat' }],
      [endpointUrl(spaceBookingEndpoints.waits), {}],
      [endpointUrl(spaceSquareEndpoints.list), {}],
      [endpointUrl(spaceSquareEndpoints.list), { kind: 'space' }],
      [endpointUrl(spaceSquareEndpoints.comments, { id: spaceKey.square(SA) }), {}],
    ];
    const failures: string[] = [];
    const times: string[] = [];
    for (const [path, query] of lists) {
      for (const page of [1, DEEP_PAGE]) {
        const url = `${path}?${new URLSearchParams({ ...query, page: String(page), page_size: String(PAGE_SIZE) }).toString()}`;
        const statements: Statement[] = [];
        recording = statements;
        const started = performance.now();
        const answer = await app!.inject({ method: 'GET', url, headers: auth(staff) });
        const ms = performance.now() - started;
        recording = null;
        times.push(`${url} ${ms.toFixed(0)} ms`);
        expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
        expect((answer.json() as { results: unknown[] }).results.length, url).toBe(PAGE_SIZE);
        if (statements.length > MAX_STATEMENTS) failures.push(`${url}: ${String(statements.length)} statements`);
        for (const statement of statements) {
          const plan = (
            await explainer!.query<{ 'QUERY PLAN': ExplainJson }>({
              text: `EXPLAIN (FORMAT JSON) ${statement.text}`,
              values: statement.values,
            })
          ).rows[0]!['QUERY PLAN'];
          const problems = checkPlan(plan, big, { maxRows: DEFAULT_MAX_ROWS + (page - 1) * PAGE_SIZE });
          if (problems.length)
            failures.push(
              `${url}\n  ${statement.text.slice(0, 300)}\n  ${problems.map((p) => p.message).join('; ')}\n${outline(plan, '    ')}`,
            );
        }
      }
    }
    console.log(`[space list-scale] ${times.join(', ')}`);
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 300_000);
});
