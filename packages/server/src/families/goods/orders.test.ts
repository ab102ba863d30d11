import { beforeAll, expect, it } from 'vitest';
import {
  endpointUrl,
  goodsAssetEndpoints,
  goodsCatalogEndpoints,
  goodsItemPageSchema,
  goodsItemSchema,
  goodsOrderEndpoints,
  goodsOrderPageSchema,
  hubDate,
  orderEndpoints,
} from '@campus/contracts';
import { A, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, pushRecorder, type Client } from '../../platform/test/client.ts';
import { eventually } from '../../platform/test/eventually.ts';
import { goodsKey } from './seed.ts';
import { PHONES, apply, applyBody, approve, clientKey, info } from './test-helpers.ts';

const recorder = pushRecorder();

/**
 * Issue 36, collecting: every transition of `goods` (spec 3 table -20 已驳回, -10 已取消, 8 待领取, 10 审批中,
 * 20 已完成), `consume` (20 已领取, 30 已归还) and `goodsSuite`; search by name and scanned barcode (spec
 * 9); the slip's QR and the store keeper's 确认领取; stock through the ledger; partial returns.
 */
describeOnDatabase(
  'goods: collecting goods, consumables and kits (issue 36)',
  (h) => {
    const c = A.id;
    let admin: Client; // 演示员工: head of 行政部, the goods chain's second step
    let approver: Client; // 审批人: first step of every chain
    let keeper: Client; // 维修员: the store keeper
    let staff: Client; // 普通员工 (信息中心)
    let patrolman: Client;

    beforeAll(async () => {
      admin = await clientOf(h(), c, PHONES.admin);
      approver = await clientOf(h(), c, PHONES.approver);
      keeper = await clientOf(h(), c, PHONES.keeper);
      staff = await clientOf(h(), c, PHONES.staff);
      patrolman = await clientOf(h(), c, PHONES.patrolman);
    });

    const item = async (key: string, by: Client = staff) =>
      goodsItemSchema.parse((await by.get(endpointUrl(goodsCatalogEndpoints.item, { id: goodsKey.goods(c, key) }))).json());
    const stockOf = async (key: string) => (await item(key)).stock_total;

    it('spec 9: materialSearch finds by name, by a scanned CODE_128 barcode and by typed digits', async () => {
      const byName = goodsItemPageSchema.parse(
        (await staff.get(endpointUrl(goodsCatalogEndpoints.items, undefined, { q: '打印纸' }))).json(),
      );
      expect(byName.results.map((g) => g.name)).toEqual(['A4 打印纸', 'A3 打印纸']);
      const scannedCode = goodsItemPageSchema.parse(
        (await staff.get(endpointUrl(goodsCatalogEndpoints.items, undefined, { q: 'CODE_128,6901234500011' }))).json(),
      );
      expect(scannedCode.results.map((g) => g.name)).toEqual(['A4 打印纸']);
      expect(scannedCode.results[0]).toMatchObject({
        kind: 'material',
        unit: '包',
        barcode: '6901234500011',
        value_fen: 2500,
        quota: { period: 30, period_label: '每月', target: 'personal', target_label: '按人', limit: 10, text: '按人每月限领10包' },
      });
      const typed = goodsItemPageSchema.parse(
        (await staff.get(endpointUrl(goodsCatalogEndpoints.items, undefined, { q: '6901234500158' }))).json(),
      );
      expect(typed.results.map((g) => g.name)).toEqual(['硒鼓']);
      const none = goodsItemPageSchema.parse(
        (await staff.get(endpointUrl(goodsCatalogEndpoints.items, undefined, { q: 'CODE_128,000' }))).json(),
      );
      expect(none.count).toBe(0);
    });

    it('spec 9: the goods list narrows by type, by kind and by name together, each page counted alike', async () => {
      const items = async (query: Record<string, string>) =>
        goodsItemPageSchema.parse((await staff.get(endpointUrl(goodsCatalogEndpoints.items, undefined, query))).json());
      const paper = (await items({ q: 'A4 打印纸' })).results[0];
      if (!paper) throw new Error('the seed has A4 打印纸');
      const ofType = await items({ type_id: paper.type.id, page_size: '100' });
      expect(ofType.results.length).toBeGreaterThan(1);
      expect(ofType.count).toBe(ofType.results.length);
      expect(ofType.results.every((g) => g.type.id === paper.type.id)).toBe(true);
      expect((await items({ type_id: paper.type.id, q: '打印纸' })).results.map((g) => g.name)).toEqual(['A4 打印纸', 'A3 打印纸']);
      expect((await items({ type_id: paper.type.id, kind: 'asset' })).count).toBe(0);
      const assets = await items({ kind: 'asset', page_size: '100' });
      expect(assets.count).toBeGreaterThan(0);
      expect(assets.results.every((g) => g.kind === 'asset')).toBe(true);
      expect((await items({ type_id: 'not-a-type' })).count).toBe(0);
    });

    it('goods: apply (10 审批中) -> approved twice (8 待领取, slip QR 256 H) -> the keeper scans 确认领取 (20 已完成); the stock falls through the ledger', async () => {
      const before = await stockOf('stapler');
      const o = await apply(
        staff,
        applyBody(c, [
          ['stapler', 2],
          ['clip', 1],
        ]),
      );
      expect(o.order).toMatchObject({ status: 10, status_label: '审批中', order_type: 'goods', module: 'goods' });
      expect(o.lines.map((l) => [l.goods.name, l.quantity, l.unit_value_fen, l.amount_fen])).toEqual([
        ['订书机', 2, 1800, 3600],
        ['长尾夹', 1, 600, 600],
      ]);
      expect(o.total_fen).toBe(4200);
      expect(o.slip).toBeNull();
      expect(o.department?.name).toBe('信息中心');
      // APPROVAL to the first approver, module goods
      await eventually(() => recorder.sent.some((p) => p.message.extras.msg_id === o.order.id && p.staffId === approver.id));
      expect(recorder.sent.find((p) => p.message.extras.msg_id === o.order.id)?.message.extras).toMatchObject({
        msg_type: 'APPROVAL',
        extra_param: { module: 'goods', action_type: 'approve' },
      });
      await approve(approver, o.order.id);
      await approve(admin, o.order.id);
      const ready = await info(staff, o.order.id);
      expect(ready.order).toMatchObject({ status: 8, status_label: '待领取' });
      expect(ready.slip).toMatchObject({ qr_size: 256, qr_level: 'H' });
      expect(ready.slip?.qr_content).toBe(`campus-goods-slip:${ready.slip?.code ?? ''}`);
      expect(ready.can_collect).toBe(false);
      // only a store keeper scans; another person's scan answers 403, an unknown code 404
      expect((await staff.post(endpointUrl(goodsOrderEndpoints.collect), { code: ready.slip?.qr_content })).statusCode).toBe(403);
      const unknown = await keeper.post(endpointUrl(goodsOrderEndpoints.collect), { code: 'campus-goods-slip:NOPE' });
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { detail: '领用单不存在或已失效' }]);
      const seen = await keeper.get(endpointUrl(goodsOrderEndpoints.slip, undefined, { code: ready.slip?.qr_content ?? '' }));
      expect(seen.json()).toMatchObject({ can_collect: true, order: { id: o.order.id } });
      const done = await keeper.post(endpointUrl(goodsOrderEndpoints.collect), { code: ready.slip?.qr_content, remark: '已发放' });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ order: { status: 20, status_label: '已完成' }, collected_by: { name: '维修员' }, slip: null });
      expect(await stockOf('stapler')).toBe(before - 2);
      const again = await keeper.post(endpointUrl(goodsOrderEndpoints.collect), { code: ready.slip?.qr_content });
      expect(again.statusCode).toBe(400);
      const moves = (
        await keeper.get(endpointUrl(goodsCatalogEndpoints.moves, undefined, { goods_id: goodsKey.goods(c, 'stapler') }))
      ).json<{
        results: { kind: string; delta: number; order_id: string | null; balance: number }[];
      }>();
      expect(moves.results[0]).toMatchObject({ kind: 'collect', delta: -2, order_id: o.order.id, balance: before - 2 });
      // the store keeper's lists
      const waiting = goodsOrderPageSchema.parse(
        (await keeper.get(endpointUrl(goodsOrderEndpoints.list, undefined, { scope: 'keeper' }))).json(),
      );
      expect(waiting.results.some((r) => r.id === o.order.id && r.lines_text === '订书机×2个，长尾夹×1盒')).toBe(true);
      expect((await staff.get(endpointUrl(goodsOrderEndpoints.list, undefined, { scope: 'keeper' }))).statusCode).toBe(403);
      const mine = goodsOrderPageSchema.parse((await staff.get(endpointUrl(goodsOrderEndpoints.list))).json());
      expect(mine.results[0]).toMatchObject({ id: o.order.id, total_fen: 4200, warehouse: { name: '总务仓库' } });
    });

    it('goods: rejected (-20 已驳回) and cancelled (-10 已取消) orders give their quota back', async () => {
      const quotaLeft = async () => (await item('a4', patrolman)).quota?.remaining;
      const start = await quotaLeft();
      const o = await apply(patrolman, applyBody(c, [['a4', 3]]));
      expect(await quotaLeft()).toBe((start ?? 0) - 3);
      const rejected = await approver.post(endpointUrl(orderEndpoints.reject, { id: o.order.id }), { reason: '本月已领过' });
      expect(rejected.json()).toMatchObject({ status: -20, status_label: '已驳回' });
      expect(await quotaLeft()).toBe(start);
      const o2 = await apply(patrolman, applyBody(c, [['a4', 4]]));
      const cancelled = await patrolman.post(endpointUrl(orderEndpoints.cancel, { id: o2.order.id }), {});
      expect(cancelled.json()).toMatchObject({ status: -10, status_label: '已取消' });
      expect(await quotaLeft()).toBe(start);
      // over the quota: refused with what is left
      const over = await patrolman.post(endpointUrl(goodsOrderEndpoints.apply), applyBody(c, [['a4', 11]]));
      expect([over.statusCode, over.json()]).toEqual([400, { lines: [`A4 打印纸超出领用限额（本期剩余${String(start)}包）`] }]);
      // consumables belong to the consume order, and goods must exist
      const wrong = await patrolman.post(endpointUrl(goodsOrderEndpoints.apply), applyBody(c, [['toner', 1]]));
      expect(wrong.json()).toEqual({ lines: ['硒鼓是耗材，请在耗材领用中申请'] });
      const bad = await patrolman.post(endpointUrl(goodsOrderEndpoints.apply), { order_type: 'goods', lines: [] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ lines: ['请选择物资'], project_id: ['请选择项目'] });
    });

    it('double submit: the same client key answers the order it made (200), never a second one', async () => {
      const body = applyBody(c, [['tape', 1]]);
      const first = await apply(staff, body, 201);
      const second = await apply(staff, body, 200);
      expect(second.order.id).toBe(first.order.id);
    });

    it('consume: apply -> approve (8) -> collect (20 已领取, COMPANY_PROPERTY) -> return part, never more than taken -> all back (30 已归还)', async () => {
      const before = await stockOf('battery');
      const o = await apply(staff, applyBody(c, [['battery', 6]], { order_type: 'consume' }));
      expect(o.order).toMatchObject({ order_type: 'consume', module: 'consume', status: 10 });
      await approve(approver, o.order.id);
      const ready = await info(staff, o.order.id);
      expect(ready.order.status).toBe(8);
      recorder.clear();
      const collected = await keeper.post(endpointUrl(goodsOrderEndpoints.collect), { code: ready.slip?.code });
      expect(collected.json()).toMatchObject({ order: { status: 20, status_label: '已领取' }, can_return: true });
      expect(await stockOf('battery')).toBe(before - 6);
      expect(recorder.sent.find((p) => p.staffId === staff.id && p.message.extras.msg_type === 'COMPANY_PROPERTY')?.message.extras).toEqual(
        {
          msg_type: 'COMPANY_PROPERTY',
          msg_id: o.order.id,
          order_type: 'consume',
          extra_param: { module: 'consume', action_type: 'collected' },
        },
      );
      const line = ready.lines[0]?.id ?? '';
      const part = await staff.post(endpointUrl(goodsOrderEndpoints.returnPart, { id: o.order.id }), {
        lines: [{ line_id: line, quantity: 2 }],
      });
      expect(part.statusCode, part.body).toBe(200);
      expect(part.json()).toMatchObject({ order: { status: 20 }, lines: [{ returned: 2 }], can_return: true });
      expect(await stockOf('battery')).toBe(before - 4);
      const tooMuch = await staff.post(endpointUrl(goodsOrderEndpoints.returnPart, { id: o.order.id }), {
        lines: [{ line_id: line, quantity: 5 }],
      });
      expect([tooMuch.statusCode, tooMuch.json()]).toEqual([400, { lines: ['归还数量不能超过领用数量'] }]);
      expect(
        (await patrolman.post(endpointUrl(goodsOrderEndpoints.returnPart, { id: o.order.id }), { lines: [{ line_id: line, quantity: 1 }] }))
          .statusCode,
      ).toBe(403);
      const rest = await keeper.post(endpointUrl(goodsOrderEndpoints.returnPart, { id: o.order.id }), {
        lines: [{ line_id: line, quantity: 4 }],
      });
      expect(rest.json()).toMatchObject({ order: { status: 30, status_label: '已归还' }, lines: [{ returned: 6 }], can_return: false });
      expect(await stockOf('battery')).toBe(before);
    });

    it('goodsSuite: a starter kit for two staff -> approve -> collect: every item × 2 leaves the warehouse', async () => {
      const pens = await stockOf('pen');
      const res = await admin.post(endpointUrl(goodsOrderEndpoints.applySuite), {
        kit_id: goodsKey.kit(c, 'starter'),
        staff_ids: [staff.id, patrolman.id],
        project_id: goodsKey.project(c, 1),
        reason: '两名新员工入职',
        client_key: clientKey('suite'),
      });
      expect(res.statusCode, res.body).toBe(201);
      const o = res.json<{
        order: { id: string; status: number; module: string };
        suite: { staff: { name: string }[] };
        lines: { goods: { name: string }; quantity: number }[];
      }>();
      expect(o.order).toMatchObject({ status: 10, module: 'goodsSuite' });
      expect(o.suite.staff.map((s) => s.name)).toEqual(['普通员工', '巡检员']);
      expect(o.lines.find((l) => l.goods.name === '中性签字笔')?.quantity).toBe(4);
      await approve(approver, o.order.id);
      const ready = await info(admin, o.order.id);
      const done = await keeper.post(endpointUrl(goodsOrderEndpoints.collect), { code: ready.slip?.code });
      expect(done.json()).toMatchObject({ order: { status: 20, status_label: '已完成' } });
      expect(await stockOf('pen')).toBe(pens - 4);
    });

    it('assetReceive: request a laptop for long-term use; the collection hands over a free item of the model', async () => {
      const res = await staff.post(endpointUrl(goodsAssetEndpoints.request), {
        model_id: goodsKey.goods(c, 'tablet'),
        project_id: goodsKey.project(c, 3),
        pick_type_id: goodsKey.pickType(c, 2),
        reason: '研发测试机',
        client_key: clientKey('asset'),
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json<{ order: { id: string } }>().order.id;
      await approve(approver, id);
      await approve(admin, id);
      const ready = await info(staff, id);
      const done = await keeper.post(endpointUrl(goodsOrderEndpoints.collect), { code: ready.slip?.code });
      expect(done.statusCode, done.body).toBe(200);
      const tags = done.json<{ lines: { assets: { tag: string }[] }[] }>().lines[0]?.assets.map((a) => a.tag);
      expect(tags).toEqual(['ZC-PD-001']);
      const mine = (await staff.get(endpointUrl(goodsAssetEndpoints.mine))).json<{ held: { tag: string; status: string }[] }>();
      expect(mine.held.find((a) => a.tag === 'ZC-PD-001')).toMatchObject({ status: 'in_use' });
    });

    it('stock-in by a store keeper is one ledger row; an admin may collect a goods order through the generic 确认领取 and the stock falls the same way', async () => {
      const before = await stockOf('highlighter');
      const body = { warehouse_id: goodsKey.warehouse(c), goods_id: goodsKey.goods(c, 'highlighter'), quantity: 30, remark: '采购到货' };
      expect((await staff.post(endpointUrl(goodsCatalogEndpoints.stockIn), body)).statusCode).toBe(403);
      const asset = await keeper.post(endpointUrl(goodsCatalogEndpoints.stockIn), { ...body, goods_id: goodsKey.goods(c, 'laptop') });
      expect(asset.json()).toEqual({ goods_id: ['资产请按件登记，不能按数量入库'] });
      const added = await keeper.post(endpointUrl(goodsCatalogEndpoints.stockIn), body);
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toMatchObject({
        kind: 'stock_in',
        kind_label: '入库',
        delta: 30,
        balance: before + 30,
        order_id: null,
        actor: { name: '维修员' },
      });
      const o = await apply(staff, applyBody(c, [['highlighter', 5]]));
      await approve(approver, o.order.id);
      await approve(admin, o.order.id);
      const generic = await admin.post(endpointUrl(orderEndpoints.transition, { id: o.order.id }), { action: 'collect' });
      expect(generic.json()).toMatchObject({ status: 20, status_label: '已完成' });
      expect(await stockOf('highlighter')).toBe(before + 25);
      expect((await info(staff, o.order.id)).collected_by?.name).toBe('演示员工');
    });

    it('money in fen: a department’s collections of the month add up to the sum of their lines', async () => {
      const month = hubDate(new Date()).slice(0, 7); // the hub's month, as the server files collections (UTC is a month behind after 16:00 on the last day)
      const res = await admin.get(endpointUrl(goodsOrderEndpoints.departments, undefined, { month }));
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json<{ department: { name: string } | null; total_fen: number; lines: number }[]>();
      const it = rows.find((r) => r.department?.name === '信息中心');
      expect(it?.total_fen).toBeGreaterThan(0);
      expect(Number.isInteger(it?.total_fen)).toBe(true);
      expect((await staff.get(endpointUrl(goodsOrderEndpoints.departments, undefined, { month }))).statusCode).toBe(403);
    });
  },
  { extraDeliveries: [recorder] },
);
