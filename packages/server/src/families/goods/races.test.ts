import { beforeAll, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  approvalEndpoints,
  endpointUrl,
  goodsBorrowEndpoints,
  goodsOrderEndpoints,
  goodsOrderPageSchema,
  goodsTransferEndpoints,
  orderEndpoints,
  addHubDays,
  hubDate,
} from '@campus/contracts';
import { A, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { goodsKey } from './seed.ts';
import { assetTag } from './seed-data.ts';
import { goodsAssets, goodsOrders } from './schema.ts';
import { PHONES, apply, applyBody, clientKey, info } from './test-helpers.ts';

/**
 * Issue 36, "Rules that must hold", each with 50 concurrent clients (on PostgreSQL they really
 * race): the last unit of stock goes to exactly one collection and the stock is the sum of its
 * movements; one asset, overlapping borrows: exactly one approval, and exactly one hand-over; a
 * transfer of an asset someone else holds is 409 and changes nothing; only the holder or a store
 * keeper returns; a quota with one left takes one application; one client key makes one order; a
 * department's month is the sum of its lines in fen.
 */
describeOnDatabase('goods: the rules that must hold under 50 concurrent clients (issue 36)', (h) => {
  const c = A.id;
  let admin: Client;
  let approver: Client;
  let keeper: Client;
  let staff: Client;
  let wechat: Client;
  let driver: Client;
  let patrolman: Client;
  const db = () => h().db.handle.db;
  const today = hubDate(new Date());

  beforeAll(async () => {
    admin = await clientOf(h(), c, PHONES.admin);
    approver = await clientOf(h(), c, PHONES.approver);
    keeper = await clientOf(h(), c, PHONES.keeper);
    staff = await clientOf(h(), c, PHONES.staff);
    wechat = await clientOf(h(), c, PHONES.wechat);
    driver = await clientOf(h(), c, PHONES.driver);
    patrolman = await clientOf(h(), c, PHONES.patrolman);
    // goods orders approve at once here, so the races start from 8 待领取
    const put = await admin.put(endpointUrl(approvalEndpoints.getChain, { order_type: 'goods' }), { steps: [] });
    expect(put.statusCode, put.body).toBe(200);
  });

  it('stock: 50 concurrent collections of the last unit: exactly one; the stock is the sum of its movements', async () => {
    const slips: string[] = [];
    // 20 in stock: 69 orders of one
    for (let i = 0; i < 69; i++) {
      const o = await apply(staff, applyBody(c, [['calculator', 1]]));
      expect(o.order.status).toBe(8);
      slips.push(o.slip?.code ?? '');
    }
    // 19 of the 20 leave first: one unit is left
    for (const code of slips.slice(0, 19))
      expect((await keeper.post(endpointUrl(goodsOrderEndpoints.collect), { code })).statusCode).toBe(200);
    expect(slips.slice(19)).toHaveLength(50);
    const scans = await Promise.all(slips.slice(19).map((code) => keeper.post(endpointUrl(goodsOrderEndpoints.collect), { code })));
    expect(scans.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = scans.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(r.json()).toEqual({ detail: '库存不足' });
    const rows = await db().execute<{ n: string }>(sql`
      SELECT count(*) AS n FROM goods_stock s
      WHERE s.company_id = ${c} AND s.quantity <> (SELECT COALESCE(SUM(m.delta), 0) FROM goods_moves m
        WHERE m.company_id = s.company_id AND m.warehouse_id = s.warehouse_id AND m.goods_id = s.goods_id)`);
    const mismatched = (rows as unknown as { rows: { n: string }[] }).rows[0]?.n;
    expect(Number(mismatched)).toBe(0);
  });

  it('one asset, 50 borrows for overlapping periods: of 50 concurrent approvals exactly one passes', async () => {
    const assetId = goodsKey.asset(c, assetTag('NB', 5));
    const ids: string[] = [];
    const borrowers = [staff, wechat, driver, patrolman];
    for (let i = 0; i < 50; i++) {
      const res = await borrowers[i % 4]!.post(endpointUrl(goodsBorrowEndpoints.apply), {
        asset_ids: [assetId],
        start_date: addHubDays(today, 1 + (i % 3)),
        end_date: addHubDays(today, 5),
        purpose: '出差',
        client_key: clientKey('b'),
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<{ order: { id: string } }>().order.id);
    }
    const approvals = await Promise.all(ids.map((id) => approver.post(endpointUrl(orderEndpoints.approve, { id }), {})));
    expect(approvals.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const lost = approvals.filter((r) => r.statusCode === 409);
    expect(lost).toHaveLength(49);
    for (const r of lost) expect(r.json()).toEqual({ detail: '该资产已被占用' });
    const statuses = await Promise.all(
      ids.map(async (id) => (await approver.get(endpointUrl(orderEndpoints.get, { id }))).json<{ status: number }>().status),
    );
    expect(statuses.filter((s) => s === 20)).toHaveLength(1);
    expect(statuses.filter((s) => s === 10)).toHaveLength(49);
  });

  it('one asset, 50 approved borrows of different days: of 50 concurrent hand-overs exactly one', async () => {
    const assetId = goodsKey.asset(c, assetTag('NB', 6));
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) {
      const day = addHubDays(today, 10 + i);
      const res = await staff.post(endpointUrl(goodsBorrowEndpoints.apply), {
        asset_ids: [assetId],
        start_date: day,
        end_date: day,
        purpose: '外勤',
        client_key: clientKey('h'),
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json<{ order: { id: string } }>().order.id;
      expect((await approver.post(endpointUrl(orderEndpoints.approve, { id }), {})).statusCode).toBe(200);
      ids.push(id);
    }
    const handOvers = await Promise.all(ids.map((id) => staff.post(endpointUrl(goodsBorrowEndpoints.confirm, { id }), {})));
    expect(handOvers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(handOvers.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const [asset] = await db()
      .select()
      .from(goodsAssets)
      .where(and(eq(goodsAssets.companyId, c), eq(goodsAssets.id, assetId)));
    expect(asset).toMatchObject({ status: 'borrowed', holderId: staff.id });
    // only the borrower or a store keeper returns it
    const won = ids[handOvers.findIndex((r) => r.statusCode === 200)] ?? '';
    const byOther = await driver.post(endpointUrl(goodsBorrowEndpoints.giveBack, { id: won }), {});
    expect([byOther.statusCode, byOther.json()]).toEqual([403, { detail: '只有持有人或库管员可以归还' }]);
    const byKeeper = await keeper.post(endpointUrl(goodsBorrowEndpoints.giveBack, { id: won }), {});
    expect(byKeeper.json()).toMatchObject({ order: { status: 40, status_label: '已归还' }, returned_by: { name: '维修员' } });
  });

  it('transfer of an asset someone else holds: 409 and nothing changes', async () => {
    const held = goodsKey.asset(c, assetTag('NB', 1)); // 巡检员's
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(goodsOrders)
      .where(eq(goodsOrders.companyId, c));
    const mine = await staff.post(endpointUrl(goodsTransferEndpoints.apply), {
      from_staff_id: staff.id,
      asset_ids: [held],
      to_staff_id: driver.id,
      reason: '调整',
      client_key: clientKey('t'),
    });
    expect([mine.statusCode, mine.json()]).toEqual([409, { detail: '该资产不在所选人员名下' }]);
    const byKeeper = await keeper.post(endpointUrl(goodsTransferEndpoints.apply), {
      from_staff_id: driver.id,
      asset_ids: [held],
      to_staff_id: staff.id,
      reason: '调整',
      client_key: clientKey('t'),
    });
    expect(byKeeper.statusCode).toBe(409);
    const after = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(goodsOrders)
      .where(eq(goodsOrders.companyId, c));
    expect(after[0]?.n).toBe(before[0]?.n);
    const [asset] = await db()
      .select()
      .from(goodsAssets)
      .where(and(eq(goodsAssets.companyId, c), eq(goodsAssets.id, held)));
    expect(asset).toMatchObject({ status: 'in_use', holderId: patrolman.id });
    // someone else's assets are a store keeper's to move
    const others = await staff.post(endpointUrl(goodsTransferEndpoints.apply), {
      from_staff_id: patrolman.id,
      asset_ids: [held],
      to_staff_id: driver.id,
      reason: '调整',
      client_key: clientKey('t'),
    });
    expect([others.statusCode, others.json()]).toEqual([403, { detail: '只能调拨自己名下的资产（库管员除外）' }]);
  });

  it('quota: remaining one, 50 concurrent applications: one accepted', async () => {
    // A4 打印纸: 按人每月 10 包; 微信员工 takes 9 first
    await apply(wechat, applyBody(c, [['a4', 9]]));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => wechat.post(endpointUrl(goodsOrderEndpoints.apply), applyBody(c, [['a4', 1]]))),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(r.json()).toEqual({ lines: ['A4 打印纸超出领用限额（本期剩余0包）'] });
  });

  it('double submit: 50 concurrent calls with one client key make one order', async () => {
    const body = applyBody(c, [['sticky', 1]]);
    const answers = await Promise.all(Array.from({ length: 50 }, () => driver.post(endpointUrl(goodsOrderEndpoints.apply), body)));
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const ids = new Set(answers.map((r) => r.json<{ order: { id: string } }>().order.id));
    expect(ids.size).toBe(1);
    const rows = await db()
      .select()
      .from(goodsOrders)
      .where(and(eq(goodsOrders.companyId, c), eq(goodsOrders.applicantId, driver.id), eq(goodsOrders.clientKey, body.client_key)));
    expect(rows).toHaveLength(1);
  });

  it('money in fen: a department’s collections of the month add up to the sum of their lines', async () => {
    const collected = goodsOrderPageSchema.parse(
      (await keeper.get(endpointUrl(goodsOrderEndpoints.list, undefined, { scope: 'keeper', status: 20, page_size: 100 }))).json(),
    );
    let expected = 0;
    for (const row of collected.results) {
      const detail = await info(keeper, row.id);
      if (detail.department?.name === '信息中心') expected += detail.lines.reduce((sum, l) => sum + l.amount_fen, 0);
    }
    expect(expected).toBe(20 * 3500);
    const month = today.slice(0, 7);
    const rows = (await admin.get(endpointUrl(goodsOrderEndpoints.departments, undefined, { month }))).json<
      { department: { name: string } | null; total_fen: number; lines: number; orders: number }[]
    >();
    expect(rows.find((r) => r.department?.name === '信息中心')).toEqual({
      department: expect.objectContaining({ name: '信息中心' }),
      orders: 20,
      lines: 20,
      total_fen: expected,
    });
    // the month before has none
    const before = (
      await admin.get(endpointUrl(goodsOrderEndpoints.departments, undefined, { month: addHubDays(`${month}-01`, -1).slice(0, 7) }))
    ).json<unknown[]>();
    expect(before).toEqual([]);
  });
});
