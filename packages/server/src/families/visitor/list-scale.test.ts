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
import { sql } from 'drizzle-orm';
import { endpointUrl, gateEndpoints, letOffEndpoints, outEndpoints, receptionEndpoints, visitEndpoints } from '@campus/contracts';
import type { DatabaseHandle } from '../../platform/db/types.ts';
import { describeListScale } from '../../platform/test/list-scale.ts';
import { seedStaffId } from '../../platform/seed/ids.ts';
import { visitorDeskId } from './common.ts';

const ROWS = 10_000;

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

describeListScale({
  family: 'the visitor family',
  issue: 'issue 37',
  bigTables: [
    'visitor_visits',
    'visitor_let_offs',
    'visitor_out_applies',
    'visitor_out_subsidies',
    'visitor_reception_lists',
    'visitor_gate_records',
  ],
  grow,
  async lists(login) {
    const staff = await login('13800000005');
    const admin = await login('13800000000');
    return [
      { token: staff, path: endpointUrl(visitEndpoints.list) },
      { token: staff, path: endpointUrl(visitEndpoints.list), query: { status: 40 } },
      { token: admin, path: endpointUrl(visitEndpoints.list) },
      { token: staff, path: endpointUrl(letOffEndpoints.mine) },
      { token: staff, path: endpointUrl(outEndpoints.list) },
      { token: staff, path: endpointUrl(outEndpoints.subsidies) },
      { token: staff, path: endpointUrl(receptionEndpoints.list), query: { scope: 'mine' } },
      { token: staff, path: endpointUrl(receptionEndpoints.list), query: { scope: 'assigned' } },
      { token: admin, path: endpointUrl(gateEndpoints.records) },
    ];
  },
});
