import { beforeAll, expect, it } from 'vitest';
import {
  addHubDays,
  assetDetailSchema,
  assetMineSchema,
  assetPageSchema,
  borrowInfoSchema,
  endpointUrl,
  goodsAssetEndpoints,
  goodsBorrowEndpoints,
  goodsTransferEndpoints,
  hubDate,
  hubInstant,
  orderEndpoints,
  transferInfoSchema,
} from '@campus/contracts';
import { A, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, pushRecorder, type Client } from '../../platform/test/client.ts';
import { eventually } from '../../platform/test/eventually.ts';
import { goodsKey } from './seed.ts';
import { assetTag } from './seed-data.ts';
import { PHONES, clientKey } from './test-helpers.ts';

const recorder = pushRecorder();
let now = new Date();
const clock = { now: () => now, set: (date: string, time: string) => (now = hubInstant(date, time)) };

/**
 * Issue 36, assets: one row per item with its history; borrowing (`pBorrow`: -20 已驳回, -10 已取消, 10
 * 审批中, 20 待交接, 30 借用中, 40 已归还, 50 已逾期) with the borrower's hand-over, a late return with
 * 已逾期 and the COMPANY_PROPERTY reminder; transfer (`assetTransfer`: 10 审批中, 20 待接收, 30 已完成)
 * of a leaver's two assets to a colleague who accepts line by line.
 */
describeOnDatabase(
  'goods: assets, borrowing and transfer (issue 36)',
  (h) => {
    const c = A.id;
    const today = hubDate(new Date());
    let approver: Client;
    let keeper: Client;
    let staff: Client;
    let driver: Client;
    let patrolman: Client;

    beforeAll(async () => {
      clock.set(today, '09:00');
      approver = await clientOf(h(), c, PHONES.approver);
      keeper = await clientOf(h(), c, PHONES.keeper);
      staff = await clientOf(h(), c, PHONES.staff);
      driver = await clientOf(h(), c, PHONES.driver);
      patrolman = await clientOf(h(), c, PHONES.patrolman);
    });

    it('assetReceive: what I hold, an asset opened by its scanned tag (QR or CODE_128) with its history; lists of free items and of one holder', async () => {
      const mine = assetMineSchema.parse((await patrolman.get(endpointUrl(goodsAssetEndpoints.mine))).json());
      expect(mine.held.map((a) => a.tag)).toEqual(['ZC-NB-001', 'ZC-NB-002']);
      expect(mine.borrowed).toEqual([]);
      const byQr = assetDetailSchema.parse(
        (await staff.get(endpointUrl(goodsAssetEndpoints.byTag, undefined, { tag: 'ZC-NB-003' }))).json(),
      );
      expect(byQr).toMatchObject({
        model: { name: '笔记本电脑' },
        status: 'in_use',
        status_label: '使用中',
        holder: { name: '普通员工' },
        can_return: true,
      });
      expect(byQr.history.map((e) => e.action_label)).toEqual(['领用', '登记入库']);
      const byBarcode = await staff.get(endpointUrl(goodsAssetEndpoints.byTag, undefined, { tag: 'CODE_128,ZC-PJ-002' }));
      expect(byBarcode.json()).toMatchObject({ tag: 'ZC-PJ-002', status: 'free', can_return: false });
      expect((await staff.get(endpointUrl(goodsAssetEndpoints.byTag, undefined, { tag: 'ZC-XX-999' }))).statusCode).toBe(404);
      const free = assetPageSchema.parse(
        (await staff.get(endpointUrl(goodsAssetEndpoints.list, undefined, { status: 'free', page_size: 100 }))).json(),
      );
      expect(free.results.every((a) => a.status === 'free')).toBe(true);
      expect(free.count).toBe(16);
      const held = assetPageSchema.parse(
        (await keeper.get(endpointUrl(goodsAssetEndpoints.list, undefined, { holder_id: patrolman.id }))).json(),
      );
      expect(held.results.map((a) => a.tag)).toEqual(['ZC-NB-001', 'ZC-NB-002']);
    });

    it('pBorrow: apply (free assets only) -> approve (20 待交接, COMPANY_PROPERTY) -> the borrower confirms (30 借用中) -> late: 已逾期 and one reminder a day -> returned (40 已归还)', async () => {
      const laptop = goodsKey.asset(c, assetTag('NB', 4));
      const notFree = await staff.post(endpointUrl(goodsBorrowEndpoints.apply), {
        asset_ids: [goodsKey.asset(c, assetTag('NB', 1))],
        start_date: today,
        end_date: addHubDays(today, 2),
        purpose: '出差',
        client_key: clientKey('b'),
      });
      expect([notFree.statusCode, notFree.json()]).toEqual([400, { asset_ids: ['ZC-NB-001：只能借用空闲的资产'] }]);
      const backwards = await staff.post(endpointUrl(goodsBorrowEndpoints.apply), {
        asset_ids: [laptop],
        start_date: addHubDays(today, 2),
        end_date: today,
        purpose: '出差',
        client_key: clientKey('b'),
      });
      expect(backwards.json()).toEqual({ end_date: ['归还日期不能早于开始日期'] });
      const res = await staff.post(endpointUrl(goodsBorrowEndpoints.apply), {
        asset_ids: [laptop],
        start_date: today,
        end_date: addHubDays(today, 2),
        purpose: '上海出差',
        client_key: clientKey('b'),
      });
      expect(res.statusCode, res.body).toBe(201);
      const applied = borrowInfoSchema.parse(res.json());
      const id = applied.order.id;
      expect(applied.order).toMatchObject({ status: 10, status_label: '审批中', module: 'pBorrow' });
      await eventually(() => recorder.sent.some((p) => p.staffId === approver.id && p.message.extras.msg_id === id));
      recorder.clear();
      expect((await approver.post(endpointUrl(orderEndpoints.approve, { id }), {})).json()).toMatchObject({
        status: 20,
        status_label: '待交接',
      });
      await eventually(() => recorder.sent.some((p) => p.message.extras.msg_type === 'COMPANY_PROPERTY'));
      expect(recorder.sent.find((p) => p.message.extras.msg_type === 'COMPANY_PROPERTY')).toMatchObject({
        staffId: staff.id,
        message: { extras: { msg_id: id, order_type: 'pBorrow', extra_param: { module: 'pBorrow', action_type: 'hand_over' } } },
      });
      // the period is promised: another borrower of an overlapping period is refused
      const overlap = await driver.post(endpointUrl(goodsBorrowEndpoints.apply), {
        asset_ids: [laptop],
        start_date: addHubDays(today, 1),
        end_date: addHubDays(today, 3),
        purpose: '培训',
        client_key: clientKey('b'),
      });
      expect(overlap.json()).toEqual({ asset_ids: ['ZC-NB-004：该资产已被占用（该时段已被借用）'] });
      const byKeeper = await keeper.post(endpointUrl(goodsBorrowEndpoints.confirm, { id }), {});
      expect([byKeeper.statusCode, byKeeper.json()]).toEqual([403, { detail: '只有借用人可以确认交接' }]);
      const confirmed = borrowInfoSchema.parse((await staff.post(endpointUrl(goodsBorrowEndpoints.confirm, { id }), {})).json());
      expect(confirmed).toMatchObject({ order: { status: 30, status_label: '借用中' }, can_return: true, overdue: false });
      expect(confirmed.assets[0]).toMatchObject({ status: 'borrowed', holder: { name: '普通员工' }, due_date: addHubDays(today, 2) });
      const mine = assetMineSchema.parse((await staff.get(endpointUrl(goodsAssetEndpoints.mine))).json());
      expect(mine.borrowed.map((a) => [a.tag, a.due_date])).toEqual([['ZC-NB-004', addHubDays(today, 2)]]);
      // a borrowed asset is returned through its borrow order, not as a held one
      expect((await staff.post(endpointUrl(goodsAssetEndpoints.giveBack, { id: laptop }), {})).statusCode).toBe(400);
      // four days later: past the end date
      clock.set(addHubDays(today, 4), '10:00');
      expect(borrowInfoSchema.parse((await staff.get(endpointUrl(goodsBorrowEndpoints.get, { id }))).json())).toMatchObject({
        overdue: true,
        overdue_days: 2,
      });
      recorder.clear();
      expect((await staff.post(endpointUrl(goodsBorrowEndpoints.remind), {})).statusCode).toBe(403);
      const swept = await keeper.post(endpointUrl(goodsBorrowEndpoints.remind), {});
      expect(swept.json()).toEqual({ marked_overdue: 1, reminded: 1 });
      const reminder = recorder.sent.find((p) => p.message.extras.extra_param?.action_type === 'overdue');
      expect(reminder).toMatchObject({
        staffId: staff.id,
        message: { title: '借用已逾期', extras: { msg_type: 'COMPANY_PROPERTY', msg_id: id, extra_param: { module: 'pBorrow' } } },
      });
      expect(reminder?.message.content).toContain('已逾期2天');
      expect((await keeper.post(endpointUrl(goodsBorrowEndpoints.remind), {})).json()).toEqual({ marked_overdue: 0, reminded: 0 });
      const late = borrowInfoSchema.parse((await staff.get(endpointUrl(goodsBorrowEndpoints.get, { id }))).json());
      expect(late.order).toMatchObject({ status: 50, status_label: '已逾期' });
      // the next day: reminded again
      clock.set(addHubDays(today, 5), '10:00');
      expect((await keeper.post(endpointUrl(goodsBorrowEndpoints.remind), {})).json()).toEqual({ marked_overdue: 0, reminded: 1 });
      // only the holder or a store keeper returns it
      expect((await driver.post(endpointUrl(goodsBorrowEndpoints.giveBack, { id }), {})).json()).toEqual({
        detail: '只有持有人或库管员可以归还',
      });
      const back = borrowInfoSchema.parse(
        (await staff.post(endpointUrl(goodsBorrowEndpoints.giveBack, { id }), { remark: '晚还了' })).json(),
      );
      expect(back).toMatchObject({ order: { status: 40, status_label: '已归还' }, overdue: false, returned_by: { name: '普通员工' } });
      expect(back.assets[0]).toMatchObject({ status: 'free', holder: null, due_date: null });
      const history = assetDetailSchema.parse((await staff.get(endpointUrl(goodsAssetEndpoints.get, { id: laptop }))).json()).history;
      expect(history.map((e) => e.action)).toEqual(['borrow_return', 'borrow', 'register']);
      clock.set(today, '09:00');
    });

    it('pTrans: a leaver’s two laptops to a colleague: approve (20 待接收, APPROVAL to the receiver) -> accepts line by line -> 30 已完成; the assets are the receiver’s', async () => {
      const nb1 = goodsKey.asset(c, assetTag('NB', 1));
      const nb2 = goodsKey.asset(c, assetTag('NB', 2));
      const res = await keeper.post(endpointUrl(goodsTransferEndpoints.apply), {
        from_staff_id: patrolman.id,
        asset_ids: [nb1, nb2],
        to_staff_id: driver.id,
        reason: '巡检员离职，电脑交接',
        client_key: clientKey('t'),
      });
      expect(res.statusCode, res.body).toBe(201);
      const t = transferInfoSchema.parse(res.json());
      expect(t).toMatchObject({ order: { status: 10, module: 'assetTransfer' }, from: { name: '巡检员' }, to: { name: '公务车司机' } });
      expect(t.lines.map((l) => [l.asset.tag, l.state_label])).toEqual([
        ['ZC-NB-001', '待接收'],
        ['ZC-NB-002', '待接收'],
      ]);
      recorder.clear();
      expect((await approver.post(endpointUrl(orderEndpoints.approve, { id: t.order.id }), {})).json()).toMatchObject({
        status: 20,
        status_label: '待接收',
      });
      await eventually(() => recorder.sent.some((p) => p.staffId === driver.id));
      expect(recorder.sent.find((p) => p.staffId === driver.id)?.message.extras).toEqual({
        msg_type: 'APPROVAL',
        msg_id: t.order.id,
        order_type: 'assetTransfer',
        extra_param: { module: 'assetTransfer', action_type: 'approve' },
      });
      const seen = transferInfoSchema.parse((await driver.get(endpointUrl(goodsTransferEndpoints.get, { id: t.order.id }))).json());
      expect(seen.can_decide).toBe(true);
      const [l1, l2] = seen.lines;
      const notReceiver = await staff.post(endpointUrl(goodsTransferEndpoints.decide, { id: t.order.id }), {
        lines: [{ line_id: l1?.id, accept: true }],
      });
      expect([notReceiver.statusCode, notReceiver.json()]).toEqual([403, { detail: '只有接收人可以处理' }]);
      const first = transferInfoSchema.parse(
        (
          await driver.post(endpointUrl(goodsTransferEndpoints.decide, { id: t.order.id }), { lines: [{ line_id: l1?.id, accept: true }] })
        ).json(),
      );
      expect(first.order.status).toBe(20);
      expect(first.lines.map((l) => l.state)).toEqual(['accepted', 'pending']);
      const twice = await driver.post(endpointUrl(goodsTransferEndpoints.decide, { id: t.order.id }), {
        lines: [{ line_id: l1?.id, accept: true }],
      });
      expect(twice.statusCode).toBe(400);
      const done = transferInfoSchema.parse(
        (
          await driver.post(endpointUrl(goodsTransferEndpoints.decide, { id: t.order.id }), { lines: [{ line_id: l2?.id, accept: true }] })
        ).json(),
      );
      expect(done).toMatchObject({ order: { status: 30, status_label: '已完成' }, can_decide: false });
      expect(done.lines.map((l) => [l.asset.tag, l.state_label, l.asset.holder?.name])).toEqual([
        ['ZC-NB-001', '已接收', '公务车司机'],
        ['ZC-NB-002', '已接收', '公务车司机'],
      ]);
      expect(assetMineSchema.parse((await patrolman.get(endpointUrl(goodsAssetEndpoints.mine))).json()).held).toEqual([]);
      const history = assetDetailSchema.parse((await driver.get(endpointUrl(goodsAssetEndpoints.get, { id: nb1 }))).json()).history;
      expect(history[0]).toMatchObject({ action: 'transfer', from: { name: '巡检员' }, to: { name: '公务车司机' } });
      // the leaver holds it no more: a second transfer of it is refused and changes nothing
      const again = await keeper.post(endpointUrl(goodsTransferEndpoints.apply), {
        from_staff_id: patrolman.id,
        asset_ids: [nb1],
        to_staff_id: staff.id,
        reason: '再调',
        client_key: clientKey('t'),
      });
      expect(again.statusCode).toBe(409);
      // only its holder or a store keeper gives a held asset back
      expect((await staff.post(endpointUrl(goodsAssetEndpoints.giveBack, { id: nb2 }), {})).json()).toEqual({
        detail: '只有持有人或库管员可以归还',
      });
      expect((await driver.post(endpointUrl(goodsAssetEndpoints.giveBack, { id: nb2 }), {})).json()).toMatchObject({
        status: 'free',
        holder: null,
      });
    });

    it('pTrans: the receiver declines a line: the asset stays with the giver; rejected and cancelled transfers move nothing', async () => {
      const monitor = goodsKey.asset(c, assetTag('MN', 1)); // 普通员工's
      const res = await staff.post(endpointUrl(goodsTransferEndpoints.apply), {
        from_staff_id: staff.id,
        asset_ids: [monitor],
        to_staff_id: patrolman.id,
        reason: '换岗',
        client_key: clientKey('t'),
      });
      expect(res.statusCode, res.body).toBe(201);
      const t = transferInfoSchema.parse(res.json());
      await approver.post(endpointUrl(orderEndpoints.approve, { id: t.order.id }), {});
      const declined = transferInfoSchema.parse(
        (
          await patrolman.post(endpointUrl(goodsTransferEndpoints.decide, { id: t.order.id }), {
            lines: [{ line_id: t.lines[0]?.id, accept: false }],
          })
        ).json(),
      );
      expect(declined).toMatchObject({
        order: { status: 30 },
        lines: [{ state: 'declined', state_label: '已拒收', asset: { holder: { name: '普通员工' } } }],
      });
      const r2 = await staff.post(endpointUrl(goodsTransferEndpoints.apply), {
        from_staff_id: staff.id,
        asset_ids: [monitor],
        to_staff_id: patrolman.id,
        reason: '换岗',
        client_key: clientKey('t'),
      });
      const t2 = transferInfoSchema.parse(r2.json());
      expect((await approver.post(endpointUrl(orderEndpoints.reject, { id: t2.order.id }), { reason: '不同意' })).json()).toMatchObject({
        status: -20,
        status_label: '已驳回',
      });
      const r3 = await staff.post(endpointUrl(goodsTransferEndpoints.apply), {
        from_staff_id: staff.id,
        asset_ids: [monitor],
        to_staff_id: patrolman.id,
        reason: '换岗',
        client_key: clientKey('t'),
      });
      const t3 = transferInfoSchema.parse(r3.json());
      expect((await staff.post(endpointUrl(orderEndpoints.cancel, { id: t3.order.id }), {})).json()).toMatchObject({
        status: -10,
        status_label: '已取消',
      });
      expect(assetDetailSchema.parse((await staff.get(endpointUrl(goodsAssetEndpoints.get, { id: monitor }))).json()).holder?.name).toBe(
        '普通员工',
      );
    });

    it('pBorrow: rejected (-20) and cancelled (-10) borrows promise nothing', async () => {
      const projector = goodsKey.asset(c, assetTag('PJ', 3));
      const body = () => ({
        asset_ids: [projector],
        start_date: today,
        end_date: addHubDays(today, 1),
        purpose: '会议',
        client_key: clientKey('b'),
      });
      const a = borrowInfoSchema.parse((await staff.post(endpointUrl(goodsBorrowEndpoints.apply), body())).json());
      expect((await approver.post(endpointUrl(orderEndpoints.reject, { id: a.order.id }), { reason: '设备检修' })).json()).toMatchObject({
        status: -20,
      });
      const b = borrowInfoSchema.parse((await staff.post(endpointUrl(goodsBorrowEndpoints.apply), body())).json());
      expect((await staff.post(endpointUrl(orderEndpoints.cancel, { id: b.order.id }), {})).json()).toMatchObject({ status: -10 });
      const d = await driver.post(endpointUrl(goodsBorrowEndpoints.apply), body());
      expect(d.statusCode, d.body).toBe(201);
    });
  },
  { now: () => clock.now(), extraDeliveries: [recorder] },
);
