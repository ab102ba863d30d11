import { eventually } from '../test/eventually.ts';
import { beforeAll, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  approvalChainSchema,
  approvalPageSchema,
  orderDetailSchema,
  orderPageSchema,
  orderTypesResponseSchema,
  type OrderDetail,
  orderEndpoints,
  messageEndpoints,
  approvalEndpoints,
  directoryEndpoints,
  endpointUrl,
} from '@campus/contracts';
import { A, B, describeOnEveryDatabase, staffId } from '../test/harness.ts';
import { clientOf, pushRecorder, type Client } from '../test/client.ts';
import { strictlyIncreasingClock } from '../test/clock.ts';
import { seedId } from '../seed/ids.ts';
import { departments } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import { dormStatuses, genericStatuses, registerOrderType } from './order-types.ts';

/**
 * Issue "Orders and approvals": one workflow for every module. Company A's seeded chains:
 * goods/dorm/repair/space = 审批人 (13800000004), then the head of 行政部 (演示员工, admin).
 */
const recorder = pushRecorder();

// A module plugging in with hooks (the registry is the plug-in point).
const hookCalls: string[] = [];
registerOrderType({
  type: 'test_visit',
  module: 'visit',
  name: '测试来访',
  ...genericStatuses,
  hooks: {
    async beforeSubmit({ order }) {
      hookCalls.push(`beforeSubmit:${order.title}`);
      if (order.title === '冲突') throw badRequest('该时段已被预约');
    },
    async onApproved({ order }) {
      hookCalls.push(`onApproved:${order.status}`);
    },
    async onTransition({ action, from, to }) {
      hookCalls.push(`onTransition:${action}:${from}->${to}`);
    },
  },
});

// The dorm status table (spec §3) on a generic type: the dorm family's own `dorm` validates its data
// and assigns beds through its endpoints (families/dorm); the workflow itself is checked here.
registerOrderType({ type: 'test_dorm', module: 'dorm', name: '测试住宿', ...dormStatuses });
// the generic table on its own (repair and space have their families' tables since issues 38 and 39)
registerOrderType({ type: 'test_generic', module: 'forms', name: '测试申请', ...genericStatuses });

// A transition only a module's endpoint may run (it carries data for the hook).
const viaModuleInputs: unknown[] = [];
registerOrderType({
  type: 'test_via',
  module: 'visit',
  name: '测试模块操作',
  ...genericStatuses,
  transitions: [{ action: 'place', name: '安置', from: 20, to: 30, by: 'admin', viaModule: true }],
  hooks: {
    async onTransition({ input }) {
      viaModuleInputs.push(input);
    },
  },
});

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describeOnEveryDatabase(
  'orders and approvals: one workflow for every module (issue "Orders and approvals")',
  (h) => {
    let staff: Client; // 普通员工 13800000005, the applicant
    let approver: Client; // 审批人 13800000004, step 1
    let admin: Client; // 演示员工 13800000000, head of 行政部, step 2
    let patrolman: Client; // 巡检员 13800000001, unrelated
    beforeAll(async () => {
      staff = await clientOf(h(), A.id, '13800000005');
      approver = await clientOf(h(), A.id, '13800000004');
      admin = await clientOf(h(), A.id);
      patrolman = await clientOf(h(), A.id, '13800000001');
      const chain = {
        steps: [
          { kind: 'staff', staff_id: approver.id },
          { kind: 'department_head', department_id: seedId(A.id, 'department:admin') },
        ],
      };
      expect((await admin.put(endpointUrl(approvalEndpoints.getChain, { order_type: 'test_dorm' }), chain)).statusCode).toBe(200);
      expect((await admin.put(endpointUrl(approvalEndpoints.getChain, { order_type: 'test_generic' }), chain)).statusCode).toBe(200);
    });

    const submit = async (orderType = 'goods', title = '领用 A4 纸', by: Client = staff): Promise<OrderDetail> => {
      const res = await by.post(endpointUrl(orderEndpoints.submit), {
        order_type: orderType,
        title,
        fields: [
          { label: '物品', value: 'A4 纸' },
          { label: '数量', value: '5' },
        ],
        data: { qty: 5 },
      });
      expect(res.statusCode, res.body).toBe(201);
      return orderDetailSchema.parse(res.json());
    };
    const act = async (by: Client, action: 'approve' | 'reject' | 'transfer' | 'cancel' | 'transition', id: string, payload?: object) => {
      const url = endpointUrl(orderEndpoints[action], { id });
      return by.post(url, payload);
    };
    const ok = async (p: ReturnType<typeof act>): Promise<OrderDetail> => {
      const res = await p;
      expect(res.statusCode, res.body).toBe(200);
      return orderDetailSchema.parse(res.json());
    };
    /** Submit and approve both steps: the order is after approval. */
    const approved = async (orderType: string): Promise<OrderDetail> => {
      const o = await submit(orderType);
      await ok(act(approver, 'approve', o.id));
      return ok(act(admin, 'approve', o.id));
    };

    it('issue: submit creates the order in approval (10 审批中), materialises the chain, and pushes the first approver only', async () => {
      recorder.clear();
      const o = await submit();
      expect(o).toMatchObject({
        order_type: 'goods',
        order_type_name: '物资领用',
        module: 'goods',
        status: 10,
        status_label: '审批中',
        applicant: { id: staff.id, name: '普通员工', department: '信息中心' },
        approved_at: null,
        approve_time: null,
        reject_reason: null,
        fields: [
          { label: '物品', value: 'A4 纸' },
          { label: '数量', value: '5' },
        ],
        data: { qty: 5 },
      });
      expect(o.created_time).toMatch(TIME);
      expect(o.steps.map((s) => [s.seq, s.approver.name, s.state])).toEqual([
        [1, '审批人', 'pending'],
        [2, '演示员工', 'waiting'],
      ]);
      expect(o.events).toMatchObject([
        { action: 'submit', actor: { id: staff.id, name: '普通员工' }, from_status: null, to_status: 10, to_label: '审批中' },
      ]);
      expect(o.can).toEqual({
        can_approve: false,
        can_reject: false,
        can_transfer: false,
        can_cancel: true,
        transitions: [],
        // issue 41: the applicant may urge (催办) the waiting step
        can_urge: true,
        urge_available_at: null,
        urge_available_time: null,
        can_add_signer: false,
      });
      expect(recorder.sent).toHaveLength(1);
      expect(recorder.sent[0]).toMatchObject({
        companyId: A.id,
        staffId: approver.id,
        message: {
          title: '待审批',
          content: '普通员工提交的物资领用「领用 A4 纸」待您审批',
          extras: { msg_type: 'APPROVAL', msg_id: o.id, order_type: 'goods', extra_param: { module: 'goods', action_type: 'approve' } },
        },
      });
      // ... and it is in the approver's message list (spec §3 push message shape).
      const msgs = (await approver.get(endpointUrl(messageEndpoints.list))).json<{ results: { extras: unknown }[] }>();
      expect(msgs.results[0]?.extras).toEqual(recorder.sent[0]?.message.extras);
      const mine = (await approver.get(endpointUrl(orderEndpoints.get, { id: o.id }))).json<OrderDetail>();
      expect(mine.can).toMatchObject({ can_approve: true, can_reject: true, can_transfer: true, can_cancel: false });
    });

    it('issue: approve step by step; the last approval moves to afterApproval (goods 8 待领取), sets the approval time and pushes the applicant', async () => {
      const o = await submit();
      recorder.clear();
      const first = await ok(act(approver, 'approve', o.id, { comment: '同意' }));
      expect(first.status).toBe(10);
      expect(first.steps.map((s) => s.state)).toEqual(['approved', 'pending']);
      expect(first.steps[0]).toMatchObject({ comment: '同意', acted_at: expect.any(String), act_time: expect.stringMatching(TIME) });
      expect(first.can.can_approve).toBe(false);
      expect(recorder.sent.map((p) => [p.staffId, p.message.title, p.message.extras.extra_param?.action_type])).toEqual([
        [admin.id, '待审批', 'approve'],
      ]);

      recorder.clear();
      const last = await ok(act(admin, 'approve', o.id));
      expect(last).toMatchObject({
        status: 8,
        status_label: '待领取',
        approved_at: expect.any(String),
        approve_time: expect.stringMatching(TIME),
      });
      expect(last.steps.map((s) => s.state)).toEqual(['approved', 'approved']);
      expect(recorder.sent).toHaveLength(1);
      expect(recorder.sent[0]).toMatchObject({
        staffId: staff.id,
        message: {
          title: '审批通过',
          content: '您提交的物资领用「领用 A4 纸」已审批通过',
          extras: { msg_type: 'APPROVAL', msg_id: o.id, order_type: 'goods', extra_param: { module: 'goods', action_type: 'result' } },
        },
      });
      // The applicant sees the new status.
      const seen = orderDetailSchema.parse((await staff.get(endpointUrl(orderEndpoints.get, { id: o.id }))).json());
      expect(seen).toMatchObject({ status: 8, status_label: '待领取' });
      expect(seen.approve_time?.slice(0, 16)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    });

    it('issue: the audit trail records every transition (who, when, from, to, remark)', async () => {
      const o = await submit('test_generic', '空调不制冷');
      await ok(act(approver, 'approve', o.id, { comment: '同意维修' }));
      const done = await ok(act(admin, 'approve', o.id, { comment: '尽快处理' }));
      const started = await ok(act(staff, 'transition', o.id, { action: 'start_use', remark: '已开始' }));
      expect(done.events.map((e) => [e.action, e.actor.name, e.from_status, e.to_status, e.remark])).toEqual([
        ['submit', '普通员工', null, 10, null],
        ['approve', '审批人', 10, 10, '同意维修'],
        ['approve', '演示员工', 10, 20, '尽快处理'],
      ]);
      expect(started.events.at(-1)).toMatchObject({
        action: 'start_use',
        from_status: 20,
        from_label: '已通过',
        to_status: 30,
        to_label: '进行中',
        remark: '已开始',
        created_time: expect.stringMatching(TIME),
      });
      for (const e of started.events) expect(Date.parse(e.created_at)).not.toBeNaN();
    });

    it('issue: only the pending approver approves (403 您不是当前审批人); a waiting approver or the applicant cannot', async () => {
      const o = await submit();
      for (const who of [admin, staff]) {
        const res = await act(who, 'approve', o.id);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ detail: '您不是当前审批人' });
      }
      // An unrelated staff does not even see it.
      expect((await act(patrolman, 'approve', o.id)).statusCode).toBe(404);
    });

    it('issue: reject needs a reason (400 {reason: [请填写驳回原因]}); with one the order is rejected and the applicant pushed 已驳回：<reason>', async () => {
      const o = await submit();
      for (const payload of [undefined, {}, { reason: '' }, { reason: '   ' }]) {
        const res = await act(approver, 'reject', o.id, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ reason: ['请填写驳回原因'] });
      }
      recorder.clear();
      const r = await ok(act(approver, 'reject', o.id, { reason: '库存不足' }));
      expect(r).toMatchObject({ status: -20, status_label: '已驳回', reject_reason: '库存不足', approved_at: null });
      expect(r.steps.map((s) => [s.state, s.comment])).toEqual([
        ['rejected', '库存不足'],
        ['cancelled', null],
      ]);
      expect(r.events.at(-1)).toMatchObject({ action: 'reject', from_status: 10, to_status: -20, remark: '库存不足' });
      expect(recorder.sent.map((p) => [p.staffId, p.message.title, p.message.content, p.message.extras.extra_param?.action_type])).toEqual([
        [staff.id, '已驳回', '您提交的物资领用「领用 A4 纸」已驳回：库存不足', 'result'],
      ]);
      const seen = (await staff.get(endpointUrl(orderEndpoints.get, { id: o.id }))).json<OrderDetail>();
      expect(seen).toMatchObject({ status: -20, reject_reason: '库存不足' });
      // The dorm table has its own rejected code (spec §3: -5).
      const d = await submit('test_dorm', '申请宿舍');
      expect(await ok(act(approver, 'reject', d.id, { reason: '暂无空床' }))).toMatchObject({ status: -5, status_label: '已驳回' });
      // Nothing more happens to a rejected order.
      expect((await act(admin, 'approve', o.id)).json()).toEqual({ non_field_errors: ['单据不在审批中（当前状态：已驳回）'] });
    });

    it('issue: transfer hands the step to another staff: a new pending step after it, the new approver pushed', async () => {
      const o = await submit();
      recorder.clear();
      const t = await ok(act(approver, 'transfer', o.id, { staff_id: patrolman.id, comment: '请巡检员确认' }));
      expect(t.status).toBe(10);
      expect(t.steps.map((s) => [s.seq, s.approver.name, s.state, s.transferred_to?.name ?? null])).toEqual([
        [1, '审批人', 'transferred', '巡检员'],
        [2, '巡检员', 'pending', null],
        [3, '演示员工', 'waiting', null],
      ]);
      expect(t.events.at(-1)).toMatchObject({
        action: 'transfer',
        actor: { name: '审批人' },
        from_status: 10,
        to_status: 10,
        remark: '转交给巡检员：请巡检员确认',
      });
      expect(recorder.sent).toHaveLength(1);
      expect(recorder.sent[0]).toMatchObject({
        staffId: patrolman.id,
        message: {
          title: '待审批',
          content: '审批人将普通员工提交的物资领用「领用 A4 纸」转交给您审批',
          extras: { msg_id: o.id, extra_param: { module: 'goods', action_type: 'transfer' } },
        },
      });
      // The former approver can no longer act; the new one can, and the chain goes on.
      expect((await act(approver, 'approve', o.id)).statusCode).toBe(403);
      const p = await ok(act(patrolman, 'approve', o.id));
      expect(p.steps.map((s) => s.state)).toEqual(['transferred', 'approved', 'pending']);
      // The former approver still sees the order (it acted on it).
      expect((await approver.get(endpointUrl(orderEndpoints.get, { id: o.id }))).statusCode).toBe(200);
    });

    it('issue: transfer to oneself, to the applicant, or to a staff of another company is a 400 on staff_id', async () => {
      const o = await submit();
      const cases: [string, string][] = [
        [approver.id, '不能转交给自己'],
        [staff.id, '不能转交给申请人'],
        [staffId(B.id, 'patrolman'), '审批人不存在'],
        ['not-a-uuid', '审批人不存在'],
      ];
      for (const [id, msg] of cases) {
        const res = await act(approver, 'transfer', o.id, { staff_id: id });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ staff_id: [msg] });
      }
      expect((await act(approver, 'transfer', o.id, {})).json()).toEqual({ staff_id: ['请选择转交的审批人'] });
      // Only the pending approver transfers.
      expect((await act(admin, 'transfer', o.id, { staff_id: patrolman.id })).statusCode).toBe(403);
      const still = (await staff.get(endpointUrl(orderEndpoints.get, { id: o.id }))).json<OrderDetail>();
      expect(still.steps.map((s) => s.state)).toEqual(['pending', 'waiting']);
    });

    it('issue: the applicant cancels while in approval (-10 已取消); the pending approver is told', async () => {
      const o = await submit();
      recorder.clear();
      const c = await ok(act(staff, 'cancel', o.id, { remark: '不需要了' }));
      expect(c).toMatchObject({ status: -10, status_label: '已取消' });
      expect(c.steps.map((s) => s.state)).toEqual(['cancelled', 'cancelled']);
      expect(c.events.at(-1)).toMatchObject({ action: 'cancel', from_status: 10, to_status: -10, remark: '不需要了' });
      expect(c.can).toMatchObject({ can_cancel: false, can_approve: false });
      expect(recorder.sent.map((p) => [p.staffId, p.message.title, p.message.extras.extra_param?.action_type])).toEqual([
        [approver.id, '审批已撤销', 'result'],
      ]);
      // Approving a cancelled order: 400.
      expect((await act(approver, 'approve', o.id)).statusCode).toBe(400);
      // A cancel without a body works too (action calls send none).
      const o2 = await submit();
      expect((await ok(act(staff, 'cancel', o2.id))).status).toBe(-10);
    });

    it('issue: cancel by others: the approver 403 只有申请人可以撤销, an unrelated staff 404; after approval 400', async () => {
      const o = await submit();
      const byApprover = await act(approver, 'cancel', o.id);
      expect(byApprover.statusCode).toBe(403);
      expect(byApprover.json()).toEqual({ detail: '只有申请人可以撤销' });
      expect((await act(admin, 'cancel', o.id)).statusCode).toBe(403);
      const byOther = await act(patrolman, 'cancel', o.id);
      expect(byOther.statusCode).toBe(404);
      expect(byOther.json()).toEqual({ detail: '未找到' });
      await ok(act(approver, 'approve', o.id));
      await ok(act(admin, 'approve', o.id));
      const late = await act(staff, 'cancel', o.id);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ non_field_errors: ['只有审批中的单据可以撤销'] });
    });

    it('issue: later transitions follow the registry: goods 8 -> 20 collect by an admin; illegal ones answer 400', async () => {
      const o = await approved('goods');
      expect(o.can.transitions).toEqual([{ action: 'collect', name: '确认领取', to: 20, to_label: '已完成' }]);
      const mine = (await staff.get(endpointUrl(orderEndpoints.get, { id: o.id }))).json<OrderDetail>();
      expect(mine.can.transitions).toEqual([]);
      const byApplicant = await act(staff, 'transition', o.id, { action: 'collect' });
      expect(byApplicant.statusCode).toBe(403);
      expect(byApplicant.json()).toEqual({ detail: '只有管理员可以执行该操作' });
      recorder.clear();
      const c = await ok(act(admin, 'transition', o.id, { action: 'collect', remark: '已发放' }));
      expect(c).toMatchObject({ status: 20, status_label: '已完成' });
      expect(c.events.at(-1)).toMatchObject({
        action: 'collect',
        actor: { name: '演示员工' },
        from_status: 8,
        to_status: 20,
        remark: '已发放',
      });
      expect(recorder.sent.map((p) => [p.staffId, p.message.extras.extra_param?.action_type])).toEqual([[staff.id, 'result']]);
      const again = await act(admin, 'transition', o.id, { action: 'collect' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ non_field_errors: ['当前状态不能执行该操作（当前状态：已完成）'] });
      expect((await act(admin, 'transition', o.id, { action: 'fly' })).json()).toEqual({ action: ['不支持的操作'] });
      expect((await act(admin, 'transition', o.id, {})).json()).toEqual({ action: ['请指定操作'] });
      // A transition while in approval is illegal too.
      const fresh = await submit();
      expect((await act(admin, 'transition', fresh.id, { action: 'collect' })).statusCode).toBe(400);
    });

    it('issue: dorm: assign, check in (admin), apply check-out (applicant), check out (admin) through every label of spec §3', async () => {
      const o = await approved('test_dorm');
      expect(o).toMatchObject({ status: 20, status_label: '待分配' });
      const steps: [Client, string, number, string][] = [
        [admin, 'assign', 30, '待入住'],
        [admin, 'check_in', 40, '已入住'],
        [staff, 'apply_check_out', 50, '待退宿'],
        [admin, 'check_out', 60, '已退宿'],
      ];
      for (const [who, action, status, label] of steps) {
        const other = who === admin ? staff : admin;
        const offered = (await other.get(endpointUrl(orderEndpoints.get, { id: o.id }))).json<OrderDetail>();
        expect(offered.can.transitions.map((t) => t.action)).not.toContain(action);
        expect((await act(other, 'transition', o.id, { action })).statusCode).toBe(403);
        const before = (await who.get(endpointUrl(orderEndpoints.get, { id: o.id }))).json<OrderDetail>();
        expect(before.can.transitions.map((t) => t.action)).toEqual([action]);
        expect(await ok(act(who, 'transition', o.id, { action }))).toMatchObject({ status, status_label: label });
      }
      // Out of order: check_in on a checked-out order.
      expect((await act(admin, 'transition', o.id, { action: 'check_in' })).statusCode).toBe(400);
    });

    it('a viaModule transition: the generic call refuses it and `can` omits it; a module endpoint runs it with the data its hook reads', async () => {
      viaModuleInputs.length = 0;
      const o = await submit('test_via', '安置申请'); // no chain configured: after approval at once
      expect(o).toMatchObject({ status: 20 });
      const seen = (await admin.get(endpointUrl(orderEndpoints.get, { id: o.id }))).json<OrderDetail>();
      expect(seen.can.transitions).toEqual([]);
      const generic = await act(admin, 'transition', o.id, { action: 'place' });
      expect(generic.statusCode).toBe(400);
      expect(generic.json()).toEqual({ action: ['该操作请在对应模块中办理'] });
      const actor = { companyId: A.id, staffId: admin.id, role: 'admin' as const };
      await h().app.context.orders.runTransition(actor, o.id, 'place', undefined, { input: { bed: 'B-1' } });
      expect(viaModuleInputs).toEqual([{ bed: 'B-1' }]);
      expect((await staff.get(endpointUrl(orderEndpoints.get, { id: o.id }))).json()).toMatchObject({ status: 30 });
    });

    it('issue: generic table: start use and complete by the applicant', async () => {
      for (const type of ['test_generic']) {
        const o = await approved(type);
        expect(o).toMatchObject({ status: 20, status_label: '已通过' });
        expect((await act(admin, 'transition', o.id, { action: 'start_use' })).statusCode).toBe(403);
        expect((await act(staff, 'transition', o.id, { action: 'complete' })).statusCode).toBe(400);
        expect(await ok(act(staff, 'transition', o.id, { action: 'start_use' }))).toMatchObject({ status: 30, status_label: '进行中' });
        expect(await ok(act(staff, 'transition', o.id, { action: 'complete' }))).toMatchObject({ status: 40, status_label: '已完成' });
      }
    });

    it('issue: two approvers acting at once cannot both win: concurrent approve/approve and approve/cancel, exactly one 200', async () => {
      // The order waits for its last step (the admin), so every pair below conflicts: whichever runs first, the other is illegal.
      type Call = (id: string) => ReturnType<typeof act>;
      const pairs: [Call, Call][] = [
        [(id) => act(admin, 'approve', id), (id) => act(admin, 'approve', id)],
        [(id) => act(admin, 'approve', id), (id) => act(staff, 'cancel', id)],
        [(id) => act(admin, 'reject', id, { reason: '不同意' }), (id) => act(admin, 'approve', id)],
        [(id) => act(admin, 'transfer', id, { staff_id: patrolman.id }), (id) => act(admin, 'approve', id)],
      ];
      for (const [x, y] of [...pairs, ...pairs]) {
        const o = await submit();
        await ok(act(approver, 'approve', o.id));
        const results = await Promise.all([x(o.id), y(o.id)]);
        const codes = results.map((r) => r.statusCode);
        expect(
          codes.filter((c) => c === 200),
          codes.join(','),
        ).toHaveLength(1);
        for (const c of codes) expect([200, 400, 403, 409]).toContain(c);
        const final = (await admin.get(endpointUrl(orderEndpoints.get, { id: o.id }))).json<OrderDetail>();
        // One transition after submit, whichever won.
        expect(final.events.map((e) => e.action).filter((a) => a !== 'submit')).toHaveLength(2);
        expect(final.steps.filter((s) => s.state === 'pending').length).toBeLessThanOrEqual(1);
        expect(final.steps[1]?.state).not.toBe('pending');
      }
    });

    it('issue: the optimistic check: a transition that read a version another one has moved answers 409 单据状态已变化，请刷新后重试', async () => {
      const o = await submit();
      const wf = h().app.context.orders as unknown as { load: (...args: unknown[]) => Promise<unknown> };
      const original = wf.load.bind(wf);
      const stale = await original(h().db.handle.db, { companyId: A.id, staffId: approver.id, role: 'approver' }, o.id);
      await ok(act(staff, 'cancel', o.id)); // moves the order meanwhile
      const spy = vi.spyOn(wf, 'load').mockImplementationOnce(async () => stale);
      try {
        const res = await act(approver, 'approve', o.id);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ detail: '单据状态已变化，请刷新后重试' });
      } finally {
        spy.mockRestore();
      }
      const final = (await staff.get(endpointUrl(orderEndpoints.get, { id: o.id }))).json<OrderDetail>();
      expect(final.status).toBe(-10);
      expect(final.steps.map((s) => s.state)).toEqual(['cancelled', 'cancelled']);
      expect(final.events.map((e) => e.action)).toEqual(['submit', 'cancel']);
    });

    it('issue: todo lists the steps pending for me (newest first), done the orders I acted on with the approval time', async () => {
      const first = await submit('test_generic', '待办一');
      const second = await submit('test_generic', '待办二');
      const todo = approvalPageSchema.parse((await approver.get(`${endpointUrl(approvalEndpoints.todo)}?page_size=100`)).json());
      const ids = todo.results.map((r) => r.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      expect(todo.results.find((r) => r.id === second.id)).toMatchObject({
        title: '待办二',
        status_label: '审批中',
        my_step: { seq: 1, state: 'pending', act_time: null },
      });
      for (const r of todo.results) expect(r.my_step.state).toBe('pending');
      // The admin's todo has none of these yet (its step waits).
      const adminTodo = approvalPageSchema.parse((await admin.get(`${endpointUrl(approvalEndpoints.todo)}?page_size=100`)).json());
      expect(adminTodo.results.map((r) => r.id)).not.toContain(first.id);

      await ok(act(approver, 'approve', first.id, { comment: '好' }));
      const after = approvalPageSchema.parse((await approver.get(`${endpointUrl(approvalEndpoints.todo)}?page_size=100`)).json());
      expect(after.results.map((r) => r.id)).not.toContain(first.id);
      expect(after.count).toBe(todo.count - 1);
      const done = approvalPageSchema.parse((await approver.get(`${endpointUrl(approvalEndpoints.done)}?page_size=5`)).json());
      expect(done.results[0]).toMatchObject({
        id: first.id,
        my_step: { state: 'approved', comment: '好', act_time: expect.stringMatching(TIME) },
      });
      const adminNow = approvalPageSchema.parse(
        (await admin.get(`${endpointUrl(approvalEndpoints.todo)}?order_type=test_generic&page_size=100`)).json(),
      );
      expect(adminNow.results.map((r) => r.id)).toContain(first.id);
      for (const r of adminNow.results) expect(r.order_type).toBe('test_generic');
      // Paging.
      const p1 = approvalPageSchema.parse((await approver.get(`${endpointUrl(approvalEndpoints.done)}?page=1&page_size=1`)).json());
      expect(p1.results).toHaveLength(1);
      expect(p1.next).toBe(p1.count > 1 ? 2 : null);
      // The seeded demo data: a pending order for the approver (applicant 13800000005).
      const seeded = approvalPageSchema.parse((await approver.get(`${endpointUrl(approvalEndpoints.todo)}?page_size=100`)).json());
      expect(seeded.results.some((r) => r.applicant.id === staff.id && r.title === '领用办公用品')).toBe(true);
    });

    it('issue 33: done shows an order once, at the latest step, when a transfer came back to the approver', async () => {
      const o = await submit('test_generic', '转回来的单据');
      await ok(act(approver, 'transfer', o.id, { staff_id: patrolman.id, comment: '请巡检员确认' }));
      await ok(act(patrolman, 'transfer', o.id, { staff_id: approver.id, comment: '还是您来批' }));
      await ok(act(approver, 'approve', o.id, { comment: '已确认' }));
      const done = approvalPageSchema.parse((await approver.get(`${endpointUrl(approvalEndpoints.done)}?page_size=100`)).json());
      const mine = done.results.filter((r) => r.id === o.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]?.my_step).toMatchObject({ state: 'approved', comment: '已确认' });
      expect(done.results[0]?.id).toBe(o.id);
      expect(done.count).toBe(new Set(done.results.map((r) => r.id)).size);
    });

    it('issue: my orders: paged, newest first, filtered by status; detail for applicant, approvers and admins only', async () => {
      const o = await submit('test_generic', '我的单据');
      const list = orderPageSchema.parse((await staff.get(`${endpointUrl(orderEndpoints.submit)}?status=10&page_size=100`)).json());
      expect(list.results[0]?.id).toBe(o.id);
      for (const r of list.results) expect(r.status).toBe(10);
      const rejected = orderPageSchema.parse((await staff.get(`${endpointUrl(orderEndpoints.submit)}?status=-20&page_size=100`)).json());
      expect(rejected.results.some((r) => r.reject_reason === '该时段会议室已被占用，请改约其他时间')).toBe(true);
      const none = orderPageSchema.parse((await patrolman.get(endpointUrl(orderEndpoints.submit))).json());
      expect(none.results.map((r) => r.id)).not.toContain(o.id);
      expect((await patrolman.get(endpointUrl(orderEndpoints.get, { id: o.id }))).statusCode).toBe(404);
      expect((await admin.get(endpointUrl(orderEndpoints.get, { id: o.id }))).statusCode).toBe(200);
      expect((await approver.get(endpointUrl(orderEndpoints.get, { id: o.id }))).statusCode).toBe(200);
      expect((await staff.get(endpointUrl(orderEndpoints.get, { id: 'nope' }))).json()).toEqual({ detail: '未找到' });
      expect((await staff.get(endpointUrl(orderEndpoints.get, { id: seedId(A.id, 'x') }))).statusCode).toBe(404);
      expect((await staff.get(`${endpointUrl(orderEndpoints.submit)}?page=0`)).statusCode).toBe(400);
    });

    it('issue: submit validates: unknown order type, forms only through its module, empty title', async () => {
      expect((await staff.post(endpointUrl(orderEndpoints.submit), { order_type: 'nope', title: 'x', fields: [] })).json()).toEqual({
        order_type: ['未知的单据类型'],
      });
      expect((await staff.post(endpointUrl(orderEndpoints.submit), { order_type: 'forms', title: 'x', fields: [] })).json()).toEqual({
        order_type: ['该类型的单据请在对应模块提交'],
      });
      const bad = await staff.post(endpointUrl(orderEndpoints.submit), {
        order_type: 'goods',
        title: '',
        fields: [{ label: '', value: 'x' }],
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json()).sort()).toEqual(['fields.0.label', 'title']);
    });

    it('issue: chains per company and order type (admin): GET/PUT, checked ids, department heads resolved at submit, an empty chain approves at once', async () => {
      expect((await staff.get(endpointUrl(approvalEndpoints.getChain, { order_type: 'goods' }))).json()).toEqual({ detail: '没有权限' });
      expect((await admin.get(endpointUrl(approvalEndpoints.getChain, { order_type: 'nope' }))).statusCode).toBe(404);
      const goods = approvalChainSchema.parse((await admin.get(endpointUrl(approvalEndpoints.getChain, { order_type: 'goods' }))).json());
      expect(goods.steps).toEqual([
        { kind: 'staff', staff_id: approver.id, label: '审批人' },
        { kind: 'department_head', department_id: seedId(A.id, 'department:admin'), label: '行政部负责人（演示员工）' },
      ]);
      const bad = await admin.put(endpointUrl(approvalEndpoints.getChain, { order_type: 'space' }), {
        steps: [
          { kind: 'staff', staff_id: staffId(B.id, 'approver') },
          { kind: 'department_head', department_id: seedId(B.id, 'department:admin') },
          { kind: 'robot' },
        ],
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json())).toEqual(['steps.2.kind']);
      const badIds = await admin.put(endpointUrl(approvalEndpoints.getChain, { order_type: 'space' }), {
        steps: [
          { kind: 'staff', staff_id: staffId(B.id, 'approver') },
          { kind: 'department_head', department_id: seedId(B.id, 'department:admin') },
        ],
      });
      expect(badIds.json()).toEqual({ 'steps.0.staff_id': ['员工不存在'], 'steps.1.department_id': ['部门不存在'] });

      // The head of 后勤部 (维修员) is resolved when the order is submitted.
      const put = await admin.put(endpointUrl(approvalEndpoints.getChain, { order_type: 'space' }), {
        steps: [{ kind: 'department_head', department_id: seedId(A.id, 'department:logistics') }],
      });
      expect(put.statusCode).toBe(200);
      expect(approvalChainSchema.parse(put.json()).steps[0]?.label).toBe('后勤部负责人（维修员）');
      const o = await submit('space', '借用会议室');
      expect(o.steps.map((s) => [s.approver.name, s.state])).toEqual([['维修员', 'pending']]);

      // A department whose head was removed cannot take new orders.
      await h()
        .db.handle.db.update(departments)
        .set({ headStaffId: null })
        .where(and(eq(departments.companyId, A.id), eq(departments.id, seedId(A.id, 'department:logistics'))));
      const headless = await staff.post(endpointUrl(orderEndpoints.submit), { order_type: 'space', title: 'x', fields: [] });
      expect(headless.json()).toEqual({ non_field_errors: ['审批流程配置有误：后勤部未设置负责人'] });
      await h()
        .db.handle.db.update(departments)
        .set({ headStaffId: staffId(A.id, 'repairman') })
        .where(and(eq(departments.companyId, A.id), eq(departments.id, seedId(A.id, 'department:logistics'))));

      // Empty chain: approved at once (afterApproval), one event, no push.
      recorder.clear();
      expect((await admin.put(endpointUrl(approvalEndpoints.getChain, { order_type: 'space' }), { steps: [] })).statusCode).toBe(200);
      const auto = await submit('space', '无需审批');
      expect(auto).toMatchObject({ status: 20, status_label: '已通过', approved_at: expect.any(String), steps: [] });
      expect(auto.events).toMatchObject([{ action: 'submit', from_status: null, to_status: 20, remark: '无需审批，自动通过' }]);
      expect(recorder.sent).toEqual([]);
      // Restore the seeded chain for the rest of the file.
      await admin.put(endpointUrl(approvalEndpoints.getChain, { order_type: 'space' }), {
        steps: [
          { kind: 'staff', staff_id: approver.id },
          { kind: 'department_head', department_id: seedId(A.id, 'department:admin') },
        ],
      });
    });

    it('issue: the registry is the plug-in point: a module type with hooks (conflict check at submit, on approval, on later transitions)', async () => {
      const types = orderTypesResponseSchema.parse((await staff.get(endpointUrl(orderEndpoints.listTypes))).json());
      expect(types.find((t) => t.type === 'goods')).toMatchObject({
        module: 'goods',
        name: '物资领用',
        statuses: [
          { code: -20, label: '已驳回' },
          { code: -10, label: '已取消' },
          { code: 8, label: '待领取' },
          { code: 10, label: '审批中' },
          { code: 20, label: '已完成' },
        ],
        in_approval: 10,
        after_approval: 8,
        rejected: -20,
        cancelled: -10,
      });
      expect(types.find((t) => t.type === 'dorm')?.statuses.map((s) => `${s.code} ${s.label}`)).toEqual([
        '-10 已取消',
        '-5 已驳回',
        '10 审批中',
        '20 待分配',
        '30 待入住',
        '40 已入住',
        '50 待退宿',
        '60 已退宿',
      ]);
      expect(types.map((t) => t.type)).toEqual(
        expect.arrayContaining(['forms', 'goods', 'dorm', 'repair', 'space', 'car2', 'car3_trip', 'test_visit']),
      );

      hookCalls.length = 0;
      await admin.put(endpointUrl(approvalEndpoints.getChain, { order_type: 'test_visit' }), {
        steps: [{ kind: 'staff', staff_id: approver.id }],
      });
      const refused = await staff.post(endpointUrl(orderEndpoints.submit), { order_type: 'test_visit', title: '冲突', fields: [] });
      expect(refused.json()).toEqual({ non_field_errors: ['该时段已被预约'] });
      expect(orderPageSchema.parse((await staff.get(`${endpointUrl(orderEndpoints.submit)}?order_type=test_visit`)).json()).count).toBe(0);
      const o = await submit('test_visit', '来访登记');
      await ok(act(approver, 'approve', o.id));
      await ok(act(staff, 'transition', o.id, { action: 'start_use' }));
      expect(hookCalls).toEqual(['beforeSubmit:冲突', 'beforeSubmit:来访登记', 'onApproved:20', 'onTransition:start_use:20->30']);
    });

    it('issue: directory for the pickers: staff search and departments with their heads (caller company only)', async () => {
      const found = (await staff.get(`${endpointUrl(directoryEndpoints.listStaffs)}?search=审批`)).json<{
        count: number;
        results: { name: string; phone: string; department: string }[];
      }>();
      expect(found.count).toBe(1);
      expect(found.results[0]).toMatchObject({ name: '审批人', phone: '13800000004', department: '行政部' });
      const byPhone = (await staff.get(`${endpointUrl(directoryEndpoints.listStaffs)}?search=0000005`)).json<{
        results: { name: string }[];
      }>();
      expect(byPhone.results.map((r) => r.name)).toEqual(['普通员工']);
      const all = (await staff.get(`${endpointUrl(directoryEndpoints.listStaffs)}?page_size=100`)).json<{
        count: number;
        results: { id: string }[];
      }>();
      expect(all.count).toBe(7);
      const it = (await staff.get(`${endpointUrl(directoryEndpoints.listStaffs)}?department_id=${seedId(A.id, 'department:it')}`)).json<{
        results: { name: string }[];
      }>();
      expect(it.results.map((r) => r.name).sort()).toEqual(['普通员工', '微信员工'].sort());
      expect((await staff.get(`${endpointUrl(directoryEndpoints.listStaffs)}?search=%25`)).json<{ count: number }>().count).toBe(0);
      const depts = (await staff.get(endpointUrl(directoryEndpoints.listDepartments))).json<
        { name: string; head: { name: string } | null; staff_count: number }[]
      >();
      expect(depts.map((d) => [d.name, d.head?.name, d.staff_count])).toEqual([
        ['行政部', '演示员工', 2],
        ['后勤部', '维修员', 2],
        ['信息中心', '普通员工', 2],
        ['保卫部', '巡检员', 1],
      ]);
    });

    it('issue 33: the picker at scale: departments count staff by trigger, a short search matches the start, the list walks departments in order', async () => {
      const list = async (query: string) =>
        (await staff.get(`${endpointUrl(directoryEndpoints.listStaffs)}?${query}`)).json<{
          count: number;
          next: number | null;
          results: { name: string; department: string | null }[];
        }>();
      const counts = async () =>
        Object.fromEntries(
          (await staff.get(endpointUrl(directoryEndpoints.listDepartments)))
            .json<{ name: string; staff_count: number }[]>()
            .map((d) => [d.name, d.staff_count]),
        );
      // One or two characters: the start of a name (a surname), not any part of it.
      expect((await list(`search=${encodeURIComponent('员')}`)).count).toBe(0);
      expect((await list(`search=${encodeURIComponent('审批')}`)).results.map((r) => r.name)).toEqual(['审批人']);
      // Three or more: any part of a name or phone; digits shorter than that match no phone.
      expect((await list(`search=${encodeURIComponent('员工')}`)).count).toBe(0);
      expect((await list(`search=${encodeURIComponent('普通员')}`)).results.map((r) => r.name)).toEqual(['普通员工']);
      expect((await list('search=13')).count).toBe(0);
      const db = h().db.handle.db;
      // The start of a Latin name in either case; matches in name order, whatever the case, pages joined up.
      await db.execute(sql`UPDATE staff SET name = 'Wang Fang' WHERE company_id = ${A.id} AND phone = '13800000001'`);
      await db.execute(sql`UPDATE staff SET name = 'wang Bo' WHERE company_id = ${A.id} AND phone = '13800000003'`);
      expect((await list('search=WA')).results.map((r) => r.name)).toEqual(['wang Bo', 'Wang Fang']);
      expect(
        [...(await list('search=wa&page_size=1')).results, ...(await list('search=wa&page=2&page_size=1')).results].map((r) => r.name),
      ).toEqual(['wang Bo', 'Wang Fang']);
      await db.execute(sql`UPDATE staff SET name = '巡检员' WHERE company_id = ${A.id} AND phone = '13800000001'`);
      await db.execute(sql`UPDATE staff SET name = '公务车司机' WHERE company_id = ${A.id} AND phone = '13800000003'`);
      // The walk: departments in their order, then the staff without one; pages join up.
      await db.execute(sql`UPDATE staff SET department_id = NULL WHERE company_id = ${A.id} AND phone = '13800000003'`);
      await db.execute(sql`UPDATE staff SET is_active = false WHERE company_id = ${A.id} AND phone = '13800000002'`);
      const whole = await list('page_size=100');
      expect(whole.results.map((r) => r.department)).toEqual(['行政部', '行政部', '信息中心', '信息中心', '保卫部', null]);
      // The count is the departments' kept counts plus the staff without one: exact, without walking the staff.
      expect(whole.count).toBe(6);
      expect((await list(`department_id=${seedId(A.id, 'department:logistics')}`)).count).toBe(0);
      expect((await list(`page=2&page_size=4`)).count).toBe(6);
      const paged = [];
      for (let page = 1; page <= 4; page += 1) paged.push(...(await list(`page=${page}&page_size=2`)).results);
      expect(paged.map((r) => r.name)).toEqual(whole.results.map((r) => r.name));
      expect((await list('page=3&page_size=2')).next).toBeNull();
      // The counts follow deactivation and moves, whoever writes them.
      // The list is cached per company (platform/cache): served fresh as soon as the writes' NOTIFY lands.
      const countsBecome = (expected: Record<string, number>) =>
        eventually(async () => JSON.stringify(await counts()) === JSON.stringify(expected));
      await countsBecome({ 行政部: 2, 后勤部: 0, 信息中心: 2, 保卫部: 1 });
      await db.execute(
        sql`UPDATE staff SET department_id = ${seedId(A.id, 'department:logistics')} WHERE company_id = ${A.id} AND phone = '13800000003'`,
      );
      await db.execute(sql`UPDATE staff SET is_active = true WHERE company_id = ${A.id} AND phone = '13800000002'`);
      await countsBecome({ 行政部: 2, 后勤部: 2, 信息中心: 2, 保卫部: 1 });
      expect((await list(`department_id=${seedId(A.id, 'department:logistics')}`)).count).toBe(2);
      expect((await list('page_size=1')).count).toBe(7);
    });
  },
  { extraDeliveries: [recorder], now: strictlyIncreasingClock() },
);
