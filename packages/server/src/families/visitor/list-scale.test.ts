/**
 * The visitor family's lists at scale (issue 37: "a company with 20,000 staff and five years of records
 * must see the first page and the two-hundredth in well under 100 ms"). The platform's guard
 * (src/list-indexes.test.ts) grows the platform's tables, not this family's; here company `sa` gets
 * 10,000 rows in each of the family's history tables (visits, let-offs, going out, claims,
 * receptions and their list rows, passes, gate records), one person owning them all, and every list
 * of the family is requested on page 1 and page 200 while every SELECT is captured and EXPLAINed
 * (src/bench/scale/plan-check.ts): no sequential scan of a big table, no sort, hash or aggregate of
 * the history, at most 8 statements a request (no query per row). PostgreSQL only.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  authEndpoints,
  endpointUrl,
  gateEndpoints,
  letOffEndpoints,
  outEndpoints,
  receptionEndpoints,
  visitEndpoints,
  type AuthData,
} from '@campus/contracts';
import { buildServer, type HubServer } from '../../platform/app.ts';
import { openPostgres } from '../../platform/db/postgres.ts';
import type { DatabaseHandle } from '../../platform/db/types.ts';
import { B, auth, tenants } from '../../platform/test/harness.ts';
import { adminQuery, copyTemplateDatabase, databaseUrl } from '../../platform/test/pg-admin.ts';
import { DEMO_PASSWORD } from '../../platform/seed/data.ts';
import { seedStaffId } from '../../platform/seed/ids.ts';
import { checkPlan, DEFAULT_MAX_ROWS, outline, type ExplainJson } from '../../bench/scale/plan-check.ts';
import { visitorDeskId } from './common.ts';

const SA = B.id;
const ROWS = 10_000;
const BIG = 5_000;
const DEEP_PAGE = 200;
const PAGE_SIZE = 10;
const MAX_STATEMENTS = 8;

/** Grows the family's tables of `c` in SQL: every row a copy with an md5 id, owned by 普通员工 (or hosted by him). */
async function grow(handle: DatabaseHandle, c: string): Promise<void> {
  const staff = seedStaffId(c, 'staff');
  const desk = visitorDeskId(c);
  const db = handle.db;
  const id = (kind: string) => sql.raw(`md5('${c}:${kind}:' || n)::uuid`);
  const at = sql.raw(`now() - (n || ' minutes')::interval`);
  await db.execute(
    sql`INSERT INTO staff (company_id, id, name, role, is_active) VALUES (${c}, ${desk}, '访客', 'staff', false) ON CONFLICT DO NOTHING`,
  );
  const orders = async (kind: string, type: string, module: string, applicant: string, status: number) =>
    db.execute(sql`
      INSERT INTO orders (company_id, id, module, order_type, applicant_id, title, status, payload, created_at, updated_at)
      SELECT ${c}, ${id(kind)}, ${module}, ${type}, ${applicant}, 'scale', ${status}, '{"fields": [], "data": {}}'::jsonb, ${at}, ${at}
      FROM generate_series(1, ${ROWS}) n`);
  await orders('visit', 'visit', 'visit', desk, 40);
  await db.execute(sql`
    INSERT INTO visitor_visits (company_id, id, host_id, visitor_name, phone, reason, start_at, end_at, invited, status, link_token, client_key, created_at)
    SELECT ${c}, ${id('visit')}, ${staff}, '访客' || n, '139' || lpad(n::text, 8, '0'), '拜访', ${at}, ${at} + interval '2 hours', false, 40,
      md5('token:' || n || ${c}), 'k' || n, ${at}
    FROM generate_series(1, ${ROWS}) n`);
  await db.execute(sql`
    INSERT INTO visitor_passes (company_id, id, kind, order_id, code, valid_from, valid_to, state, created_at)
    SELECT ${c}, ${id('pass')}, 'visit', ${id('visit')}, upper(substr(md5('code:' || n || ${c}), 1, 24)), ${at}, ${at} + interval '2 hours', 'used', ${at}
    FROM generate_series(1, ${ROWS}) n`);
  await db.execute(sql`
    INSERT INTO visitor_gate_records (company_id, id, pass_id, kind, order_id, direction, scanned_at)
    SELECT ${c}, ${id('gate')}, ${id('pass')}, 'visit', ${id('visit')}, 'in', ${at}
    FROM generate_series(1, ${ROWS}) n`);
  await orders('letOff', 'letOff', 'letOff', staff, 30);
  await db.execute(sql`
    INSERT INTO visitor_let_offs (company_id, id, staff_id, applicant_name, phone, kind, items, reason, start_at, end_at, link_token, client_key, created_at)
    SELECT ${c}, ${id('letOff')}, ${staff}, '普通员工', '13800000005', 'goods', '[]'::jsonb, '放行', ${at}, ${at} + interval '1 day',
      md5('lt:' || n || ${c}), 'k' || n, ${at}
    FROM generate_series(1, ${ROWS}) n`);
  await orders('out', 'outApply', 'forms', staff, 40);
  await db.execute(sql`
    INSERT INTO visitor_out_applies (company_id, id, staff_id, reason, destination, start_at, end_at, contact_phone, client_key, created_at)
    SELECT ${c}, ${id('out')}, ${staff}, '外出', '某地', ${at}, ${at} + interval '4 hours', '13800000005', 'k' || n, ${at}
    FROM generate_series(1, ${ROWS}) n`);
  await orders('subsidy', 'outSubsidy', 'outSubsidy', staff, 30);
  await db.execute(sql`
    INSERT INTO visitor_out_subsidies (company_id, id, staff_id, out_apply_id, days, daily_rate_fen, total_fen, created_at)
    SELECT ${c}, ${id('subsidy')}, ${staff}, ${id('out')}, 1, 5000, 5000, ${at}
    FROM generate_series(1, ${ROWS}) n`);
  await orders('reception', 'reception', 'reception', staff, 40);
  await db.execute(sql`
    INSERT INTO visitor_receptions (company_id, id, applicant_id, title, guest_company, guests, start_date, end_date, place, budget_fen, contacts, client_key, created_at)
    SELECT ${c}, ${id('reception')}, ${staff}, '接待' || n, '来宾单位', '[]'::jsonb, '2026-01-01', '2026-01-01', '会议室', 0, '[]'::jsonb, 'k' || n, ${at}
    FROM generate_series(1, ${ROWS}) n`);
  for (const scope of ['mine', 'assigned', 'viewable'])
    await db.execute(sql`
      INSERT INTO visitor_reception_lists (company_id, staff_id, scope, reception_id, created_at)
      SELECT ${c}, ${staff}, ${scope}, ${id('reception')}, ${at} FROM generate_series(1, ${ROWS}) n`);
  await db.execute(sql`ANALYZE`);
}

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;
interface Statement {
  text: string;
  values: unknown[];
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the visitor family pages its lists through indexes [postgres] (issue 37)', () => {
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

  it('issue 37: every list of the family, page 1 and page 200, reads no history: no scan, sort or hash of a big table, no query per row', async () => {
    for (const table of [
      'visitor_visits',
      'visitor_let_offs',
      'visitor_out_applies',
      'visitor_out_subsidies',
      'visitor_reception_lists',
      'visitor_gate_records',
    ])
      expect(big.has(table), `${table} is big`).toBe(true);
    const login = async (phone: string) => {
      const res = await app!.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.login),
        payload: { phone, password: DEMO_PASSWORD, company_id: SA },
      });
      return res.json<AuthData>().token;
    };
    const staff = await login('13800000005');
    const admin = await login('13800000000');
    const lists: [string, string, Record<string, string | number>][] = [
      [staff, endpointUrl(visitEndpoints.list), {}],
      [staff, endpointUrl(visitEndpoints.list), { status: 40 }],
      [admin, endpointUrl(visitEndpoints.list), {}],
      [staff, endpointUrl(letOffEndpoints.mine), {}],
      [staff, endpointUrl(outEndpoints.list), {}],
      [staff, endpointUrl(outEndpoints.subsidies), {}],
      [staff, endpointUrl(receptionEndpoints.list), { scope: 'mine' }],
      [staff, endpointUrl(receptionEndpoints.list), { scope: 'assigned' }],
      [admin, endpointUrl(gateEndpoints.records), {}],
    ];
    const failures: string[] = [];
    const times: string[] = [];
    for (const [token, path, query] of lists) {
      for (const page of [1, DEEP_PAGE]) {
        const url = `${path}?${new URLSearchParams({ ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), page: String(page), page_size: String(PAGE_SIZE) }).toString()}`;
        const statements: Statement[] = [];
        recording = statements;
        const started = performance.now();
        const res = await app!.inject({ method: 'GET', url, headers: auth(token) });
        const ms = performance.now() - started;
        recording = null;
        times.push(`${url} ${ms.toFixed(0)} ms`);
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        expect((res.json() as { results: unknown[] }).results.length, url).toBe(PAGE_SIZE);
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
    console.log(`[visitor list-scale] ${times.join(', ')}`);
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 300_000);
});
