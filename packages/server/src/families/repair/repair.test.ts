import { beforeAll, expect, it } from 'vitest';
import {
  endpointUrl,
  orderEndpoints,
  payEndpoints,
  permissionEndpoints,
  repairEndpoints,
  repairMeSchema,
  repairOrderPageSchema,
  repairScoresSchema,
  repairTypeSchema,
  REPAIR_PAY_PURPOSE,
} from '@campus/contracts';
import { A, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, pushRecorder, type Client } from '../../platform/test/client.ts';
import { eventually } from '../../platform/test/eventually.ts';
import { repairKey } from './seed.ts';
import { PHONES, act, clientKey, info, photo, refused, report, reportBody } from './test-kit.ts';

const recorder = pushRecorder();

/**
 * Issue 39, repairs end to end: the `repair` order type's own status table (10 审批中, 20 待派单, 30 待接单,
 * 40 维修中, 50 待确认, 60 已完成, -20 已驳回, -10 已取消), a report with photos and the reporter's room, approval
 * of charged repairs by the company's chain, dispatch, take, finish with a charge paid through the pay
 * service, confirm or send back, withdraw, and the REPAIR / APPROVAL pushes of spec 7.
 */
describeOnDatabase(
  'repair: reports, approval, dispatch, work, charges and confirmation (issue 39)',
  (h) => {
    const c = A.id;
    let admin: Client; // 演示员工: repair administrator, head of 行政部 (the chain's second step)
    let approver: Client;
    let repairman: Client;
    let staff: Client; // 普通员工: lives in 3号宿舍楼 502
    let patrolman: Client;

    beforeAll(async () => {
      admin = await clientOf(h(), c, PHONES.admin);
      approver = await clientOf(h(), c, PHONES.approver);
      repairman = await clientOf(h(), c, PHONES.repairman);
      staff = await clientOf(h(), c, PHONES.staff);
      patrolman = await clientOf(h(), c, PHONES.patrolman);
    });

    it('issue 39: the form starts from the reporter’s own room; roles and the fault items with their charge', async () => {
      const me = repairMeSchema.parse((await staff.get(endpointUrl(repairEndpoints.me))).json());
      expect(me).toMatchObject({ home_place: { label: '3号宿舍楼 502' }, is_repair_admin: false, is_repairman: false });
      expect(repairMeSchema.parse((await admin.get(endpointUrl(repairEndpoints.me))).json()).is_repair_admin).toBe(true);
      expect(repairMeSchema.parse((await repairman.get(endpointUrl(repairEndpoints.me))).json())).toMatchObject({
        is_repairman: true,
        home_place: null,
      });
      const types = repairTypeSchema.array().parse((await staff.get(endpointUrl(repairEndpoints.types))).json());
      expect(types.find((t) => t.name === '门窗')?.items).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: '更换门锁', charge_fen: 3000 })]),
      );
      const places = (await staff.get(`${endpointUrl(repairEndpoints.places)}?q=宿舍`)).json<{ label: string }[]>();
      expect(places.map((p) => p.label)).toContain('3号宿舍楼 502');
      // the menu lists 报修 and 告警 for everyone; 整改任务 is authorised; 报修派单 for admins only
      const entries = async (by: Client) =>
        (await by.get(endpointUrl(permissionEndpoints.rules)))
          .json<{ child: { keyword: string; isShow: boolean }[] }[]>()
          .flatMap((r) => r.child);
      const mine = await entries(staff);
      expect(mine.filter((c) => c.isShow).map((c) => c.keyword)).toEqual(expect.arrayContaining(['saRepairRoom', 'alarm']));
      expect(mine.map((c) => c.keyword)).toContain('saReformTaskList');
      expect(mine.map((c) => c.keyword)).not.toContain('saRepairApprove');
      expect((await entries(admin)).map((c) => c.keyword)).toContain('saRepairApprove');
    });

    it('issue 39: a free repair: report with photos -> 20 待派单 (no approval) -> dispatch -> take -> finish with a charge -> paid -> confirm -> 60 已完成', async () => {
      const pic = await photo(h(), staff);
      recorder.clear();
      const o = await report(staff, reportBody(c, 'tap', { photos: [pic], place_detail: '卫生间' }));
      expect(o.order).toMatchObject({ order_type: 'repair', status: 20, status_label: '待派单' });
      expect(o.photos.map((p) => p.id)).toEqual([pic]);
      expect(o.place_detail).toBe('卫生间');
      expect(o.order_no).toMatch(/^R\d{12}\d{4}$/);
      expect(o.can).toMatchObject({ withdraw: true, dispatch: false });
      // the repair administrators are told it waits for dispatch (REPAIR, opens saRepairOrderDetail)
      await eventually(() => recorder.sent.some((p) => p.staffId === admin.id && p.message.extras.msg_id === o.order.id));
      expect(recorder.sent.find((p) => p.staffId === admin.id && p.message.extras.msg_id === o.order.id)?.message.extras).toMatchObject({
        msg_type: 'REPAIR',
        extra_param: { module: 'repair', action_type: 'to_dispatch' },
      });
      // the administrator's list and his dispatch
      const waiting = repairOrderPageSchema.parse((await admin.get(`${endpointUrl(repairEndpoints.list)}?scope=admin&status=20`)).json());
      expect(waiting.results.map((r) => r.id)).toContain(o.order.id);
      expect((await staff.get(`${endpointUrl(repairEndpoints.list)}?scope=admin`)).statusCode).toBe(403);
      const men = (await admin.get(endpointUrl(repairEndpoints.repairmen, { id: o.order.id }))).json<
        { id: string; covers_type: boolean }[]
      >();
      expect(men[0]).toMatchObject({ id: repairman.id, covers_type: true });
      expect(
        (await staff.post(endpointUrl(repairEndpoints.dispatch, { id: o.order.id }), { repairman_ids: [repairman.id] })).statusCode,
      ).toBe(403);
      expect((await admin.post(endpointUrl(repairEndpoints.dispatch, { id: o.order.id }), { repairman_ids: [staff.id] })).json()).toEqual({
        repairman_ids: ['请选择本公司的维修员'],
      });
      recorder.clear();
      const dispatched = await act(admin, repairEndpoints.dispatch, o.order.id, { repairman_ids: [repairman.id], remark: '请今天处理' });
      expect(dispatched).toMatchObject({ order: { status: 30, status_label: '待接单' }, candidates: [{ id: repairman.id }] });
      const toRepairman = recorder.sent.find((p) => p.staffId === repairman.id);
      expect(toRepairman?.message).toMatchObject({
        title: '新的维修任务',
        extras: { msg_type: 'REPAIR', msg_id: o.order.id, extra_param: { module: 'repair', action_type: 'dispatched' } },
      });
      // the reporter hears of it as REPAIR too (his own order's detail, repairOrderId)
      expect(recorder.sent.find((p) => p.staffId === staff.id)?.message.extras).toMatchObject({ msg_type: 'REPAIR', msg_id: o.order.id });
      // only a dispatched repairman takes; others are refused
      expect((await patrolman.post(endpointUrl(repairEndpoints.take, { id: o.order.id }), {})).json()).toEqual({
        detail: '该报修单未派给您',
      });
      const work = repairOrderPageSchema.parse((await repairman.get(`${endpointUrl(repairEndpoints.list)}?scope=work&status=30`)).json());
      expect(work.results.map((r) => r.id)).toContain(o.order.id);
      expect((await info(repairman, o.order.id)).can.take).toBe(true);
      const taken = await act(repairman, repairEndpoints.take, o.order.id);
      expect(taken).toMatchObject({ order: { status: 40, status_label: '维修中' }, repairman: { id: repairman.id } });
      // finish: photos are required, the charge is integer fen
      expect((await repairman.post(endpointUrl(repairEndpoints.finish, { id: o.order.id }), { photos: [], charge_fen: 0 })).json()).toEqual(
        {
          photos: ['请上传维修照片'],
        },
      );
      expect(
        (await repairman.post(endpointUrl(repairEndpoints.finish, { id: o.order.id }), { photos: [pic], charge_fen: 1.5 })).statusCode,
      ).toBe(400);
      expect((await staff.post(endpointUrl(repairEndpoints.finish, { id: o.order.id }), { photos: [pic], charge_fen: 0 })).statusCode).toBe(
        403,
      );
      const donePic = await photo(h(), repairman);
      const finished = await act(repairman, repairEndpoints.finish, o.order.id, {
        photos: [donePic],
        charge_fen: 1500,
        remark: '更换了阀芯',
      });
      expect(finished).toMatchObject({
        order: { status: 50, status_label: '待确认' },
        fee_fen: 1500,
        paid: false,
        finish_remark: '更换了阀芯',
      });
      // the reporter must pay before confirming
      const mine = await info(staff, o.order.id);
      expect(mine.can).toMatchObject({ pay: true, confirm: false, send_back: true });
      expect(await refused(staff, repairEndpoints.confirm, o.order.id, {}, 400)).toEqual({ non_field_errors: ['请先支付维修费用'] });
      const created = await staff.post(endpointUrl(payEndpoints.createOrder), {
        purpose: REPAIR_PAY_PURPOSE,
        ref_id: o.order.id,
        provider: 'balance',
        client_key: clientKey('pay'),
      });
      expect(created.statusCode, created.body).toBe(201);
      const payOrder = created.json<{ id: string; amount_fen: number }>();
      expect(payOrder.amount_fen).toBe(1500);
      // a second payment of the same charge (the screen opened twice) is created, but it cannot pay twice
      const second = await staff.post(endpointUrl(payEndpoints.createOrder), {
        purpose: REPAIR_PAY_PURPOSE,
        ref_id: o.order.id,
        provider: 'sandbox',
        client_key: clientKey('pay'),
      });
      expect(second.statusCode, second.body).toBe(201);
      const third = await staff.post(endpointUrl(payEndpoints.createOrder), {
        purpose: REPAIR_PAY_PURPOSE,
        ref_id: o.order.id,
        provider: 'balance',
        client_key: clientKey('pay'),
      });
      expect(third.statusCode, third.body).toBe(201);
      expect((await staff.post(endpointUrl(payEndpoints.payFromBalance, { id: payOrder.id }))).statusCode).toBe(200);
      const paid = await info(staff, o.order.id);
      expect(paid).toMatchObject({ paid: true, pay_order_id: payOrder.id, can: { confirm: true, pay: false } });
      // from the wallet: refused, nobody is charged
      const wallet = await staff.get(endpointUrl(payEndpoints.wallet));
      const refusedPay = await staff.post(endpointUrl(payEndpoints.payFromBalance, { id: third.json<{ id: string }>().id }));
      expect(refusedPay.json()).toEqual({ non_field_errors: ['维修费用已支付'] });
      expect((await staff.get(endpointUrl(payEndpoints.wallet))).json()).toEqual(wallet.json());
      // through a provider (it cannot be refused): paid, then refunded in full once committed
      const sandbox = second.json<{ id: string; pay_params: { token: string } }>();
      const confirmedPay = await staff.post(endpointUrl(payEndpoints.sandboxConfirm, { id: sandbox.id }), {
        token: sandbox.pay_params.token,
        outcome: 'pay',
      });
      expect(confirmedPay.statusCode, confirmedPay.body).toBe(200);
      await eventually(
        async () =>
          (await staff.get(endpointUrl(payEndpoints.getOrder, { id: sandbox.id }))).json<{ status: string }>().status === 'refunded',
        3000,
      );
      expect(await info(staff, o.order.id)).toMatchObject({ paid: true, pay_order_id: payOrder.id });
      const again = await staff.post(endpointUrl(payEndpoints.createOrder), {
        purpose: REPAIR_PAY_PURPOSE,
        ref_id: o.order.id,
        provider: 'balance',
        client_key: clientKey('pay'),
      });
      expect(again.json()).toEqual({ non_field_errors: ['维修费用已支付'] });
      recorder.clear();
      const confirmed = await act(staff, repairEndpoints.confirm, o.order.id, {});
      expect(confirmed).toMatchObject({ order: { status: 60, status_label: '已完成' }, can: { appraise: true }, appraised: false });
      expect(recorder.sent.find((p) => p.staffId === repairman.id)?.message.extras).toMatchObject({
        msg_type: 'REPAIR',
        extra_param: { action_type: 'confirmed' },
      });
      // the whole history, in order
      expect(confirmed.order.events.map((e) => [e.action, e.to_label])).toEqual([
        ['submit', '待派单'],
        ['dispatch', '待接单'],
        ['take', '维修中'],
        ['finish', '待确认'],
        ['confirm', '已完成'],
      ]);
    });

    it('issue 39: a charged repair goes through the company’s chain (APPROVAL module repair, msg_id the order); rejection with a reason', async () => {
      recorder.clear();
      const o = await report(staff, reportBody(c, 'new-lock', { description: '钥匙丢了' }));
      expect(o.order).toMatchObject({ status: 10, status_label: '审批中' });
      expect(o.order.steps.map((s) => s.approver.id)).toEqual([approver.id, admin.id]);
      await eventually(() => recorder.sent.some((p) => p.staffId === approver.id));
      // the client opens approvalRepairDetail with _approvalRepairDetailData {id, type}: id = msg_id, module repair
      expect(recorder.sent.find((p) => p.staffId === approver.id)?.message.extras).toEqual({
        msg_type: 'APPROVAL',
        msg_id: o.order.id,
        order_type: 'repair',
        extra_param: { module: 'repair', action_type: 'approve' },
      });
      // the approver reads the repair's own detail (approvalRepairDetail)
      expect((await info(approver, o.order.id)).fault_item).toMatchObject({ name: '更换门锁', charge_fen: 3000 });
      expect((await approver.post(endpointUrl(orderEndpoints.approve, { id: o.order.id }), { comment: '同意' })).statusCode).toBe(200);
      recorder.clear();
      expect((await admin.post(endpointUrl(orderEndpoints.approve, { id: o.order.id }), {})).statusCode).toBe(200);
      const approved = await info(staff, o.order.id);
      expect(approved.order).toMatchObject({ status: 20, status_label: '待派单' });
      // the reporter's result is REPAIR (saRepairOrderDetail)
      expect(recorder.sent.find((p) => p.staffId === staff.id)?.message.extras).toMatchObject({ msg_type: 'REPAIR', msg_id: o.order.id });
      // rejected
      const r = await report(staff, reportBody(c, 'clean', { description: '空调需要清洗' }));
      expect((await approver.post(endpointUrl(orderEndpoints.reject, { id: r.order.id }), { reason: '本月已清洗过' })).statusCode).toBe(
        200,
      );
      expect((await info(staff, r.order.id)).order).toMatchObject({ status: -20, status_label: '已驳回', reject_reason: '本月已清洗过' });
      const mine = repairOrderPageSchema.parse((await staff.get(`${endpointUrl(repairEndpoints.list)}?status=-20`)).json());
      expect(mine.results.map((x) => x.id)).toContain(r.order.id);
    });

    it('issue 39: sent back to the repairman with a reason (50 -> 40); withdrawn before anyone takes it (-10 已取消)', async () => {
      const o = await report(staff, reportBody(c, 'light'));
      await act(admin, repairEndpoints.dispatch, o.order.id, { repairman_ids: [repairman.id] });
      await act(repairman, repairEndpoints.take, o.order.id);
      const pic = await photo(h(), repairman);
      await act(repairman, repairEndpoints.finish, o.order.id, { photos: [pic], charge_fen: 0 });
      expect((await staff.post(endpointUrl(repairEndpoints.sendBack, { id: o.order.id }), {})).json()).toEqual({
        reason: ['请填写退回原因'],
      });
      recorder.clear();
      const back = await act(staff, repairEndpoints.sendBack, o.order.id, { reason: '灯还是不亮' });
      expect(back).toMatchObject({ order: { status: 40 }, sent_back_count: 1 });
      expect(recorder.sent.find((p) => p.staffId === repairman.id)?.message).toMatchObject({
        title: '维修被退回',
        extras: { msg_type: 'REPAIR', extra_param: { action_type: 'sent_back' } },
      });
      await act(repairman, repairEndpoints.finish, o.order.id, { photos: [pic], charge_fen: 0 });
      expect((await act(staff, repairEndpoints.confirm, o.order.id)).order.status).toBe(60);
      // withdraw
      const w = await report(staff, reportBody(c, 'socket'));
      expect((await patrolman.post(endpointUrl(repairEndpoints.withdraw, { id: w.order.id }), {})).json()).toEqual({
        detail: '只有报修人可以操作',
      });
      expect((await act(staff, repairEndpoints.withdraw, w.order.id, { remark: '已自行修好' })).order).toMatchObject({
        status: -10,
        status_label: '已取消',
      });
      expect(
        (await admin.post(endpointUrl(repairEndpoints.dispatch, { id: w.order.id }), { repairman_ids: [repairman.id] })).statusCode,
      ).toBe(400);
    });

    it('issue 39: bad input answers the field errors in Chinese; the same client key makes one order; an unrelated staff gets 404', async () => {
      const empty = await staff.post(endpointUrl(repairEndpoints.report), { client_key: clientKey() });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({
        place_id: ['请选择报修地点'],
        fault_item_id: ['请选择故障项目'],
        description: ['请填写故障描述'],
      });
      expect((await staff.post(endpointUrl(repairEndpoints.report), reportBody(c, 'tap', { place_id: 'nope' }))).json()).toEqual({
        place_id: ['报修地点不存在'],
      });
      const body = reportBody(c, 'tap');
      const [x, y] = await Promise.all([
        staff.post(endpointUrl(repairEndpoints.report), body),
        staff.post(endpointUrl(repairEndpoints.report), body),
      ]);
      expect([x.statusCode, y.statusCode].sort()).toEqual([200, 201]);
      expect(x.json<{ order: { id: string } }>().order.id).toBe(y.json<{ order: { id: string } }>().order.id);
      expect((await patrolman.get(endpointUrl(repairEndpoints.get, { id: x.json<{ order: { id: string } }>().order.id }))).json()).toEqual({
        detail: '未找到',
      });
      // someone else's photo cannot be attached
      const theirs = await photo(h(), patrolman);
      expect((await staff.post(endpointUrl(repairEndpoints.report), reportBody(c, 'tap', { photos: [theirs] }))).json()).toEqual({
        photos: ['附件不存在或已失效，请重新上传'],
      });
    });

    it('issue 39: the seeded week of history (every state) and the approval family’s 报修单 now 20 待派单', async () => {
      const mine = repairOrderPageSchema.parse((await staff.get(`${endpointUrl(repairEndpoints.list)}?page_size=100`)).json());
      const labels = new Set(mine.results.map((r) => r.status_label));
      for (const l of ['审批中', '待派单', '待接单', '已完成', '已取消', '待确认']) expect(labels).toContain(l);
      const legacy = await info(admin, repairKey.approvalOrder(c));
      expect(legacy.order).toMatchObject({ status: 20, status_label: '待派单' });
      const scores = repairScoresSchema.parse((await repairman.get(endpointUrl(repairEndpoints.scores))).json());
      expect(scores.count).toBeGreaterThanOrEqual(1);
    });
  },
  { extraDeliveries: [recorder] },
);
