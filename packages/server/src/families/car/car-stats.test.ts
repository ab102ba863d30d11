import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { approvalEndpoints, carEndpoints, carStatisticsSchema, endpointUrl } from '@campus/contracts';
import { A, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, uploadAs, type Client } from '../../platform/test/client.ts';
import { DEMO_RECEIPT_PNG } from '../../platform/files/seed.ts';
import { seedVehicleId } from './seed.ts';
import { apply, detail, dispatchBody, trip } from './test-helpers.ts';

/**
 * Issue 33, car statistics at a large employer: they read the rollup car_stats_months, which the
 * triggers of migration 0036 keep. The rollup must always be what recounting the trips and their
 * fees gives: after the seed, after every kind of write, and after 50 clients finish trips and add
 * their fees at the same moment (a fee racing its trip's finish is counted once, never lost).
 */
describeOnDatabase('car statistics rollup (issue 33): always equal to a recount of trips and fees', (h) => {
  let staff: Client;
  let admin: Client;
  let driver: Client;
  beforeAll(async () => {
    staff = await clientOf(h(), A.id, '13800000005');
    admin = await clientOf(h(), A.id);
    driver = await clientOf(h(), A.id, '13800000003');
  });
  const run = (statement: ReturnType<typeof sql>) => h().db.handle.db.execute(statement);
  const rowsOf = async (statement: ReturnType<typeof sql>): Promise<string[]> => {
    const result = (await run(statement)) as unknown as { rows: Record<string, unknown>[] };
    return result.rows.map((r) => JSON.stringify(Object.values(r).map((v) => (v === null ? null : String(v)))));
  };
  /** The trips and fees added up from scratch, month on the hub clock (Asia/Shanghai, written independently of the triggers). */
  const recount = () =>
    rowsOf(sql`
      SELECT a.axis, CASE a.axis WHEN 'department' THEN t.department_id ELSE t.vehicle_id END AS key,
        to_char(t.finished_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM') AS month, t.kind,
        count(*)::int AS orders, sum(coalesce(t.distance_km, 0))::bigint AS distance_km, sum(coalesce(f.total, 0))::bigint AS fee_fen
      FROM car_trips t
      LEFT JOIN LATERAL (SELECT sum(amount_fen) AS total FROM car_fees f WHERE f.company_id = t.company_id AND f.order_id = t.order_id) f ON true
      CROSS JOIN (VALUES ('department'), ('vehicle')) a(axis)
      WHERE t.company_id = ${A.id} AND t.finished_at IS NOT NULL
      GROUP BY 1, 2, 3, 4
      ORDER BY 1, 2 NULLS FIRST, 3, 4`);
  const rollup = () =>
    rowsOf(sql`
      SELECT axis, key, month, kind, orders, distance_km, fee_fen FROM car_stats_months
      WHERE company_id = ${A.id} AND (orders <> 0 OR distance_km <> 0 OR fee_fen <> 0)
      ORDER BY 1, 2 NULLS FIRST, 3, 4`);
  const expectEqualToRecount = async (after: string) => {
    const expected = await recount();
    expect(expected.length, after).toBeGreaterThan(0);
    expect(await rollup(), after).toEqual(expected);
  };
  const finishedTrips = (limit: number) =>
    rowsOf(
      sql`SELECT order_id FROM car_trips WHERE company_id = ${A.id} AND finished_at IS NOT NULL ORDER BY order_id LIMIT ${limit}`,
    ).then((rows) => rows.map((r) => (JSON.parse(r) as string[])[0] ?? ''));

  it('after the seed and after every kind of write (a route, a seed or psql) the rollup is the recount', async () => {
    await expectEqualToRecount('seed');
    const [a, b, c, d] = await finishedTrips(4);
    const fee = (order: string | undefined, fen: number) =>
      sql`(${A.id}, gen_random_uuid(), ${order}, 'toll', ${fen}, '', '[]'::jsonb, ${driver.id}, now())`;
    const writes: [string, ReturnType<typeof sql>][] = [
      [
        'fees on two finished trips in one statement',
        sql`INSERT INTO car_fees (company_id, id, order_id, kind, amount_fen, remark, attachments, created_by, created_at) VALUES ${fee(a, 1200)}, ${fee(b, 800)}, ${fee(b, 50)}`,
      ],
      ['fees changed', sql`UPDATE car_fees SET amount_fen = amount_fen * 2 WHERE company_id = ${A.id} AND order_id = ${b}`],
      ['a fee moved to another trip', sql`UPDATE car_fees SET order_id = ${c} WHERE company_id = ${A.id} AND order_id = ${a}`],
      [
        'another vehicle',
        sql`UPDATE car_trips SET vehicle_id = ${seedVehicleId(A.id, 'qin')} WHERE company_id = ${A.id} AND order_id = ${b}`,
      ],
      ['no department', sql`UPDATE car_trips SET department_id = NULL WHERE company_id = ${A.id} AND order_id = ${c}`],
      [
        'finished two months earlier, longer',
        sql`UPDATE car_trips SET finished_at = finished_at - interval '61 days', distance_km = coalesce(distance_km, 0) + 7 WHERE company_id = ${A.id} AND order_id IN (${b}, ${d})`,
      ],
      [
        'a comment changes nothing counted',
        sql`UPDATE car_trips SET comment_text = '好' WHERE company_id = ${A.id} AND finished_at IS NOT NULL`,
      ],
      ['not finished after all', sql`UPDATE car_trips SET finished_at = NULL WHERE company_id = ${A.id} AND order_id = ${d}`],
      ['finished again', sql`UPDATE car_trips SET finished_at = now() WHERE company_id = ${A.id} AND order_id = ${d}`],
      ['a fee deleted', sql`DELETE FROM car_fees WHERE company_id = ${A.id} AND order_id = ${b} AND amount_fen = 100`],
      ['an order deleted with its trip and fees (cascade)', sql`DELETE FROM orders WHERE company_id = ${A.id} AND id = ${c}`],
    ];
    for (const [after, statement] of writes) {
      await run(statement);
      await expectEqualToRecount(after);
    }
  });

  // Two sessions interleaved on purpose (PGlite has one): a plain UPDATE finishes a trip and, before it
  // commits, another session adds a fee. Without the fee trigger's FOR SHARE neither counts the fee.
  it.skipIf(!process.env.TEST_DATABASE_URL)('a fee added while a finish is in flight (two psql sessions) is counted once', async () => {
    const [order] = await finishedTrips(1);
    await run(sql`UPDATE car_trips SET finished_at = NULL WHERE company_id = ${A.id} AND order_id = ${order}`);
    let feeDone = false;
    let fee: Promise<unknown> = Promise.resolve();
    await h().db.handle.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE car_trips SET finished_at = now() WHERE company_id = ${A.id} AND order_id = ${order}`);
      fee = run(
        sql`INSERT INTO car_fees (company_id, id, order_id, kind, amount_fen, remark, attachments, created_by, created_at)
            VALUES (${A.id}, gen_random_uuid(), ${order}, 'toll', 990, '', '[]'::jsonb, ${driver.id}, now())`,
      ).then(() => (feeDone = true));
      // commit only once the fee is in (no lock: it did not wait) or waits for this finish
      for (let i = 0; i < 250 && !feeDone; i++) {
        const waiting = await rowsOf(sql`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
        if (waiting.length > 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
    });
    await fee;
    await expectEqualToRecount('a fee during a finish');
  });

  it('50 clients at once, each trip finished by its driver while he adds a fee: every fee and every trip counted once', async () => {
    await admin.put(endpointUrl(approvalEndpoints.getChain, { order_type: 'car3_trip' }), { steps: [] });
    const receipt = (await uploadAs(h(), driver, { bytes: DEMO_RECEIPT_PNG, name: '过路费.png', type: 'image/png' })).json<{ id: string }>()
      .id;
    const before = carStatisticsSchema.parse((await admin.get(`${carEndpoints.statistics.url}?scope=dispatch&months=1`)).json()).totals;
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) {
      const o = await apply(staff, trip(2 + i, 19, 21));
      detail(await admin.post(endpointUrl(carEndpoints.dispatch, { id: o.id }), dispatchBody(seedVehicleId(A.id, 'passat'), driver.id)));
      detail(await driver.post(endpointUrl(carEndpoints.start, { id: o.id }), { odometer_km: 1000 + i }));
      ids.push(o.id);
    }
    const results = await Promise.all(
      ids.flatMap((id, i) => [
        driver.post(endpointUrl(carEndpoints.finish, { id }), { odometer_km: 1010 + 2 * i }),
        driver.post(endpointUrl(carEndpoints.addFee, { id }), { kind: 'toll', amount_fen: 100 + i, attachments: [receipt] }),
      ]),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([...Array<number>(25).fill(200), ...Array<number>(25).fill(201)]);
    await expectEqualToRecount('50 concurrent finishes and fees');
    const after = carStatisticsSchema.parse((await admin.get(`${carEndpoints.statistics.url}?scope=dispatch&months=1`)).json()).totals;
    expect(after.orders - before.orders).toBe(25);
    expect(after.fee_fen - before.fee_fen).toBe(25 * 100 + (24 * 25) / 2);
    expect(after.distance_km - before.distance_km).toBe(ids.reduce((s, _, i) => s + 10 + i, 0));
  });
});
