import { beforeAll, describe, expect, it } from 'vitest';
import {
  approvalCountsSchema,
  approvalPageSchema,
  approvalStallEndpoints,
  approvalEndpoints,
  batchApproveResultSchema,
  copiedPageSchema,
  delegationSchema,
  endpointUrl,
  orderDetailSchema,
  orderEndpoints,
  orderUrgeResultSchema,
  type OrderDetail,
} from '@campus/contracts';
import { A, auth, describeOnEveryDatabase } from '../test/harness.ts';
import { clientOf, pushRecorder, uploadAs, type Client } from '../test/client.ts';
import { DEMO_RECEIPT_PNG } from '../files/seed.ts';
import { seedId } from '../seed/ids.ts';
import { and, inArray, sql } from 'drizzle-orm';
import { genericStatuses, registerOrderType } from './order-types.ts';
import { orderEvents, orders as ordersTable } from './schema.ts';

/**
 * Issue 41, approvals that never stall: urge, batch approval, the approval centre's counts and
 * copies, delegation, add a signer, the repeated approver, reminders and time-outs, on the one order
 * engine (so every family's orders get them). The server runs on a clock the test moves.
 */
registerOrderType({ type: 'test_stall', module: 'space', name: '测试催办', ...genericStatuses });
registerOrderType({ type: 'test_single', module: 'space', name: '测试单步', ...genericStatuses });

/** A clock the test moves forward (never the same instant twice). Starts Wednesday 2026-12-02 10:00 in Shanghai. */
function movableClock(startIso: string) {
  let base = Date.parse(startIso);
  let last = 0;
  const now = () => {
    last = Math.max(base, last + 1);
    return new Date(last);
  };
  return Object.assign(now, {
    advance(ms: number) {
      base = Math.max(base, last) + ms;
    },
    at: () => new Date(Math.max(base, last)),
  });
}

const HOUR = 3600_000;
const clock = movableClock('2026-12-02T02:00:00.000Z');
const recorder = pushRecorder();

describeOnEveryDatabase(
  'approvals that never stall (issue 41)',
  (h) => {
    let staff: Client; // 普通员工, the applicant
    let approver: Client; // 审批人 (行政部), step 1
    let admin: Client; // 演示员工, head of 行政部, step 2 of test_stall
    let patrolman: Client; // 巡检员
    let repairman: Client; // 维修员
    beforeAll(async () => {
      [staff, approver, admin, patrolman, repairman] = await Promise.all([
        clientOf(h(), A.id, '13800000005'),
        clientOf(h(), A.id, '13800000004'),
        clientOf(h(), A.id),
        clientOf(h(), A.id, '13800000001'),
        clientOf(h(), A.id, '13800000002'),
      ]);
      const head = { kind: 'department_head', department_id: seedId(A.id, 'department:admin') };
      const steps = [{ kind: 'staff', staff_id: approver.id }, head];
      expect((await admin.put(endpointUrl(approvalEndpoints.setChain, { order_type: 'test_stall' }), { steps })).statusCode).toBe(200);
      const single = { steps: [{ kind: 'staff', staff_id: approver.id }] };
      expect((await admin.put(endpointUrl(approvalEndpoints.setChain, { order_type: 'test_single' }), single)).statusCode).toBe(200);
    });

    const submit = async (orderType = 'test_stall', title = '借用会议室', by: Client = staff): Promise<OrderDetail> => {
      const res = await by.post(endpointUrl(orderEndpoints.submit), {
        order_type: orderType,
        title,
        fields: [{ label: '事由', value: title }],
      });
      expect(res.statusCode, res.body).toBe(201);
      return orderDetailSchema.parse(res.json());
    };
    const detail = async (by: Client, id: string): Promise<OrderDetail> => {
      const res = await by.get(endpointUrl(orderEndpoints.get, { id }));
      expect(res.statusCode, res.body).toBe(200);
      return orderDetailSchema.parse(res.json());
    };
    const approve = (by: Client, id: string, comment?: string) =>
      by.post(endpointUrl(orderEndpoints.approve, { id }), comment === undefined ? {} : { comment });
    const urge = (by: Client, id: string, comment?: string) =>
      by.post(endpointUrl(approvalStallEndpoints.urge, { id }), comment === undefined ? {} : { comment });
    const todo = async (by: Client) =>
      approvalPageSchema.parse((await by.get(endpointUrl(approvalEndpoints.todo, undefined, { page_size: 100 }))).json());
    const counts = async (by: Client) => approvalCountsSchema.parse((await by.get(endpointUrl(approvalStallEndpoints.counts))).json());
    const settings = async (value: object) => {
      const base = {
        skip_repeated_approver: true,
        work_start: '09:00',
        work_end: '18:00',
        workdays: [1, 2, 3, 4, 5],
        reminder_hours: {},
        timeouts: {},
      };
      const res = await admin.put(endpointUrl(approvalStallEndpoints.setSettings), { ...base, ...value });
      expect(res.statusCode, res.body).toBe(200);
    };
    const pushesTo = (who: Client, title: string) => recorder.sent.filter((p) => p.staffId === who.id && p.message.title === title);

    describe('urge (催办)', () => {
      it('the applicant urges: the approver is pushed, the history keeps it, the button says when it is open again', async () => {
        const order = await submit();
        recorder.clear();
        const res = await urge(staff, order.id, '明天要用');
        expect(res.statusCode, res.body).toBe(200);
        const result = orderUrgeResultSchema.parse(res.json());
        expect(Date.parse(result.next_urge_at) - Date.parse(result.urged_at)).toBe(HOUR);
        expect(pushesTo(approver, '催办')).toHaveLength(1);
        expect(pushesTo(approver, '催办')[0]?.message.content).toBe('普通员工催办测试催办「借用会议室」，请尽快审批：明天要用');
        const seen = await detail(staff, order.id);
        expect(seen.can.can_urge).toBe(false);
        expect(seen.can.urge_available_at).toBe(result.next_urge_at);
        expect(seen.events.at(-1)).toMatchObject({ action: 'urge', actor: { id: staff.id, name: '普通员工' }, remark: '明天要用' });
        const again = await urge(staff, order.id);
        expect(again.statusCode).toBe(400);
        expect(again.json().non_field_errors[0]).toMatch(/^每个审批步骤每小时只能催办一次，请于\d{2}:\d{2}后再试$/);
        clock.advance(HOUR);
        expect((await detail(staff, order.id)).can.can_urge).toBe(true);
        expect((await urge(staff, order.id)).statusCode).toBe(200);
      });

      it('50 concurrent urges of one step: one push, the others told to wait', async () => {
        const order = await submit();
        recorder.clear();
        const answers = await Promise.all(Array.from({ length: 50 }, () => urge(staff, order.id)));
        expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
        expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(49);
        expect(pushesTo(approver, '催办')).toHaveLength(1);
      });

      it('only the applicant urges, and only an order in approval', async () => {
        const order = await submit();
        expect((await urge(approver, order.id)).statusCode).toBe(403);
        await staff.post(endpointUrl(orderEndpoints.cancel, { id: order.id }), {});
        expect((await urge(staff, order.id)).statusCode).toBe(400);
      });
    });

    describe('approve in batches', () => {
      it('a batch of 200 while the applicant withdraws 20: each order ends in one state and the answer names the 20', async () => {
        const orders: OrderDetail[] = [];
        // ten at a time (PostgreSQL takes them together; PGlite in turn)
        for (let i = 0; i < 200; i += 10)
          orders.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => submit('test_single', `批量 ${i + j}`)))));
        const withdrawn = orders.slice(180).map((o) => o.id);
        // The withdrawn orders come last in the batch, so their withdrawals (sent at once) land first.
        const [batch, ...cancels] = await Promise.all([
          approver.post(endpointUrl(approvalStallEndpoints.batchApprove), { ids: orders.map((o) => o.id), comment: '同意' }),
          ...withdrawn.map((id) => staff.post(endpointUrl(orderEndpoints.cancel, { id }), {})),
        ]);
        expect(batch?.statusCode, batch?.body).toBe(200);
        const result = batchApproveResultSchema.parse(batch?.json());
        // A withdrawal either lands first (the batch names the order with its reason) or finds it approved (400).
        const cancelled = withdrawn.filter((_, i) => cancels[i]?.statusCode === 200);
        expect(cancels.every((c) => c.statusCode === 200 || c.statusCode === 400)).toBe(true);
        expect(result.failed.map((f) => f.id).sort()).toEqual([...cancelled].sort());
        for (const f of result.failed) expect(f.reason).toBe('单据不在审批中（当前状态：已取消）');
        expect(result.approved).toHaveLength(200 - cancelled.length);
        if (h().kind === 'postgres') expect(cancelled).toHaveLength(20); // truly concurrent: every withdrawal lands before the batch reaches it
        // every order in exactly one state, with exactly one decision in its history (one query, not 200 requests)
        const ids = orders.map((o) => o.id);
        const states = await h()
          .db.handle.db.select({ id: ordersTable.id, status: ordersTable.status })
          .from(ordersTable)
          .where(inArray(ordersTable.id, ids));
        expect(new Map(states.map((r) => [r.id, r.status]))).toEqual(new Map(ids.map((id) => [id, cancelled.includes(id) ? -10 : 20])));
        const decisions = await h()
          .db.handle.db.select({ orderId: orderEvents.orderId, n: sql<number>`count(*)::int` })
          .from(orderEvents)
          .where(and(inArray(orderEvents.orderId, ids), inArray(orderEvents.action, ['approve', 'cancel'])))
          .groupBy(orderEvents.orderId);
        expect(decisions).toHaveLength(200);
        expect(decisions.every((d) => d.n === 1)).toBe(true);
      }, 120_000); // 200 orders submitted and approved one by one (PGlite runs them in turn)

      it('refuses an empty batch and one over 200, with field errors', async () => {
        expect((await approver.post(endpointUrl(approvalStallEndpoints.batchApprove), { ids: [] })).json()).toEqual({
          ids: ['请选择要审批的单据'],
        });
        const tooMany = await approver.post(endpointUrl(approvalStallEndpoints.batchApprove), {
          ids: Array.from({ length: 201 }, (_, i) => `x${i}`),
        });
        expect(tooMany.json()).toEqual({ ids: ['一次最多审批200条'] });
      });
    });

    describe('the approval centre: counts and 抄送我的', () => {
      it('counts each tab; a copied colleague is pushed, finds the order unread, and reads it by opening it', async () => {
        const steps = [{ kind: 'staff', staff_id: approver.id }];
        const copies = [{ staff_id: patrolman.id, on: 'submit' }];
        const put = await admin.put(endpointUrl(approvalEndpoints.setChain, { order_type: 'test_single' }), { steps, copies });
        expect(put.json().copies).toEqual([{ staff_id: patrolman.id, on: 'submit', label: '巡检员' }]);
        const before = await counts(patrolman);
        recorder.clear();
        const order = await submit('test_single', '抄送的单据');
        expect(pushesTo(patrolman, '抄送')[0]?.message.content).toBe('普通员工提交的测试单步「抄送的单据」抄送给您');
        expect((await counts(patrolman)).cc_unread).toBe(before.cc_unread + 1);
        const page = copiedPageSchema.parse((await patrolman.get(endpointUrl(approvalStallEndpoints.copied))).json());
        expect(page.results[0]).toMatchObject({ id: order.id, read: false });
        await detail(patrolman, order.id);
        const after = copiedPageSchema.parse((await patrolman.get(endpointUrl(approvalStallEndpoints.copied))).json());
        expect(after.results[0]).toMatchObject({ id: order.id, read: true });
        expect((await counts(patrolman)).cc_unread).toBe(before.cc_unread);
        await approve(approver, order.id);
        const mine = await counts(approver);
        expect(mine.todo).toBeGreaterThan(0);
        expect(mine.todo).toBeLessThanOrEqual(100);
        await admin.put(endpointUrl(approvalEndpoints.setChain, { order_type: 'test_single' }), { steps, copies: [] });
      });
    });

    describe('delegation (代理审批)', () => {
      const today = () => clock.at().toISOString().slice(0, 10);
      const plusDays = (n: number) => new Date(clock.at().getTime() + n * 24 * HOUR).toISOString().slice(0, 10);
      const delegate = (by: Client, to: Client, startsOn: string, endsOn: string) =>
        by.post(endpointUrl(approvalStallEndpoints.createDelegation), { delegate_id: to.id, starts_on: startsOn, ends_on: endsOn });

      it('a step reaches the delegate, the history shows 由 X 代 Y, a loop is refused, a chain resolves, and the delegate never approves his own order', async () => {
        const created = await delegate(approver, repairman, today(), plusDays(2));
        expect(created.statusCode, created.body).toBe(201);
        const delegation = delegationSchema.parse(created.json());
        expect(delegation).toMatchObject({ state: 'active', delegate: { name: '维修员' } });

        const loop = await delegate(repairman, approver, today(), plusDays(1));
        expect(loop.statusCode).toBe(400);
        expect(loop.json().delegate_id[0]).toBe('不能形成循环代理：审批人已在该时间段内（直接或间接）委托给您');
        expect((await delegate(approver, approver, today(), today())).json()).toEqual({ delegate_id: ['不能委托给自己'] });

        const order = await submit('test_single', '代理的单据');
        const row = (await todo(repairman)).results.find((r) => r.id === order.id);
        expect(row?.my_step.delegated_from).toEqual({ id: approver.id, name: '审批人' });
        const done = orderDetailSchema.parse((await approve(repairman, order.id, '代为同意')).json());
        expect(done.status).toBe(20);
        expect(done.steps[0]).toMatchObject({ state: 'approved', acted_by: { name: '维修员' }, approver: { name: '审批人' } });
        expect(done.events.at(-1)).toMatchObject({ action: 'approve', actor: { name: '维修员' }, on_behalf_of: { name: '审批人' } });

        // The delegate's own order: the approver keeps it alone.
        const own = await submit('test_single', '维修员自己的单据', repairman);
        expect(own.steps[0]?.delegate).toBeNull();
        expect((await approve(repairman, own.id)).statusCode).toBe(403);

        // A chain: 维修员 delegates on to 巡检员, so the approver's steps reach 巡检员.
        expect((await delegate(repairman, patrolman, today(), plusDays(1))).statusCode).toBe(201);
        const chained = await submit('test_single', '链式代理');
        expect(chained.steps[0]?.delegate?.name).toBe('巡检员');
        const cancelled = await approver.post(endpointUrl(approvalStallEndpoints.cancelDelegation, { id: delegation.id }));
        expect(cancelled.json()).toMatchObject({ state: 'ended', cancelled: true });
        expect((await detail(approver, chained.id)).steps[0]?.delegate).toBeNull();
        await approve(approver, chained.id);
        await approve(approver, own.id);
      });

      it("a delegate's decisions are in his own 我已审批 (代 X 审批), counted in its tab; the approver's list keeps them too", async () => {
        const set = await delegate(approver, patrolman, today(), today());
        expect(set.statusCode, set.body).toBe(201);
        const doneOf = async (by: Client) =>
          approvalPageSchema.parse((await by.get(endpointUrl(approvalEndpoints.done, undefined, { page_size: 5 }))).json());
        const before = (await counts(patrolman)).done;
        const order = await submit('test_single', '代理人已审批的单据');
        expect((await approve(patrolman, order.id, '代为同意')).statusCode).toBe(200);
        const mine = await doneOf(patrolman);
        expect(mine.results[0]).toMatchObject({ id: order.id, my_step: { state: 'approved', delegated_from: { name: '审批人' } } });
        expect(mine.count).toBe(before + 1);
        expect((await counts(patrolman)).done).toBe(Math.min(before + 1, 100));
        // the approver's own row names who decided it for him (issue 41: 由X代审批); the delegate's does not
        expect((await doneOf(approver)).results[0]).toMatchObject({
          id: order.id,
          my_step: { delegated_from: null, decided_by: { id: patrolman.id, name: '巡检员' } },
        });
        expect(mine.results[0]?.my_step.decided_by).toBeNull();
        await approver.post(endpointUrl(approvalStallEndpoints.cancelDelegation, { id: set.json<{ id: string }>().id }));
      });

      it('the approver and his delegate approve at once: exactly one wins, the other is told who handled it', async () => {
        expect((await delegate(approver, patrolman, today(), today())).statusCode).toBe(201);
        for (let round = 0; round < 3; round += 1) {
          const order = await submit('test_single', `抢先 ${round}`);
          const answers = await Promise.all([approve(approver, order.id), approve(patrolman, order.id)]);
          expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
          const loser = answers.find((r) => r.statusCode === 409);
          expect(['该审批已由审批人处理', '该审批已由巡检员处理']).toContain(loser?.json().detail);
          expect((await detail(staff, order.id)).events.filter((e) => e.action === 'approve')).toHaveLength(1);
        }
        const mine = (await approver.get(endpointUrl(approvalStallEndpoints.listDelegations))).json();
        for (const d of mine.mine)
          if (d.state !== 'ended') await approver.post(endpointUrl(approvalStallEndpoints.cancelDelegation, { id: d.id }));
      });

      it('a delegation for next week starts with the sweep on its first day', async () => {
        const created = delegationSchema.parse((await delegate(approver, repairman, plusDays(7), plusDays(9))).json());
        expect(created.state).toBe('upcoming');
        const order = await submit('test_single', '下周的单据');
        expect(order.steps[0]?.delegate).toBeNull();
        await h().app.context.orders.sweepStalledSteps(new Date(clock.at().getTime() + 7 * 24 * HOUR));
        expect((await detail(staff, order.id)).steps[0]?.delegate?.name).toBe('维修员');
        await approver.post(endpointUrl(approvalStallEndpoints.cancelDelegation, { id: created.id }));
        expect((await detail(staff, order.id)).steps[0]?.delegate).toBeNull();
        await approve(approver, order.id);
      });
    });

    describe('add a signer (加签) and the repeated approver', () => {
      it('前加签 goes to the added signer first and comes back; 后加签 passes the step and the signer follows', async () => {
        const order = await submit();
        const before = await approver.post(endpointUrl(approvalStallEndpoints.addSigner, { id: order.id }), {
          staff_ids: [patrolman.id],
          position: 'before',
          comment: '请先看看',
        });
        expect(before.statusCode, before.body).toBe(200);
        let seen = orderDetailSchema.parse(before.json());
        expect(seen.steps.map((s) => [s.approver.name, s.state])).toEqual([
          ['巡检员', 'pending'],
          ['审批人', 'waiting'],
          ['演示员工', 'waiting'],
        ]);
        expect(seen.events.at(-1)).toMatchObject({ action: 'add_signer', actor: { name: '审批人' }, remark: '前加签：巡检员；请先看看' });
        await approve(patrolman, order.id);
        const after = await approver.post(endpointUrl(approvalStallEndpoints.addSigner, { id: order.id }), {
          staff_ids: [repairman.id],
          position: 'after',
        });
        seen = orderDetailSchema.parse(after.json());
        expect(seen.steps.map((s) => [s.approver.name, s.state])).toEqual([
          ['巡检员', 'approved'],
          ['审批人', 'approved'],
          ['维修员', 'pending'],
          ['演示员工', 'waiting'],
        ]);
        const self = await repairman.post(endpointUrl(approvalStallEndpoints.addSigner, { id: order.id }), {
          staff_ids: [repairman.id],
          position: 'after',
        });
        expect(self.json()).toEqual({ staff_ids: ['不能加签自己'] });
      });

      it('the same approver twice in a row passes the later step (系统 in the history); off when the company says so', async () => {
        const order = await submit();
        await approver.post(endpointUrl(orderEndpoints.transfer, { id: order.id }), { staff_id: admin.id });
        const done = orderDetailSchema.parse((await approve(admin, order.id)).json());
        expect(done.status).toBe(20);
        expect(done.events.at(-1)).toMatchObject({
          action: 'approve',
          actor: { id: '', name: '系统' },
          remark: '审批人与上一步相同，自动通过',
        });
        await settings({ skip_repeated_approver: false });
        const held = await submit();
        await approver.post(endpointUrl(orderEndpoints.transfer, { id: held.id }), { staff_id: admin.id });
        expect(orderDetailSchema.parse((await approve(admin, held.id)).json()).status).toBe(10);
        expect(orderDetailSchema.parse((await approve(admin, held.id)).json()).status).toBe(20);
        await settings({});
      });
    });

    describe('comments with photos and files', () => {
      const upload = async (by: Client, name: string) => {
        const res = await uploadAs(h(), by, { bytes: DEMO_RECEIPT_PNG, name, type: 'image/png' });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ id: string }>().id;
      };

      it("approve, reject and urge carry photos the actor uploaded; the history shows them; another's file is refused", async () => {
        const urged = await submit('test_single', '带附件催办');
        const urgePhoto = await upload(staff, '现场.png');
        expect((await urge(staff, urged.id)).statusCode).toBe(200);
        recorder.clear();
        const photo = await upload(approver, '审批附件.png');
        const foreign = await approver.post(endpointUrl(orderEndpoints.approve, { id: urged.id }), { attachments: [urgePhoto] });
        expect(foreign.statusCode).toBe(400);
        expect(foreign.json()).toEqual({ attachments: ['附件不存在或已失效，请重新上传'] });
        const approved = await approver.post(endpointUrl(orderEndpoints.approve, { id: urged.id }), {
          comment: '同意',
          attachments: [photo],
        });
        expect(approved.statusCode, approved.body).toBe(200);
        const event = orderDetailSchema.parse(approved.json()).events.find((e) => e.action === 'approve');
        expect(event?.attachments?.map((f) => [f.id, f.name])).toEqual([[photo, '审批附件.png']]);

        const later = await submit('test_single', '带附件的催办和驳回');
        const urgedWith = await staff.post(endpointUrl(approvalStallEndpoints.urge, { id: later.id }), {
          comment: '请看照片',
          attachments: [urgePhoto],
        });
        expect(urgedWith.statusCode, urgedWith.body).toBe(200);
        const proof = await upload(approver, '驳回依据.png');
        const rejected = await approver.post(endpointUrl(orderEndpoints.reject, { id: later.id }), {
          reason: '材料不全',
          attachments: [proof],
        });
        expect(rejected.statusCode, rejected.body).toBe(200);
        const history = orderDetailSchema.parse(rejected.json()).events;
        expect(history.find((e) => e.action === 'urge')?.attachments?.map((f) => f.id)).toEqual([urgePhoto]);
        expect(history.find((e) => e.action === 'reject')?.attachments?.map((f) => f.id)).toEqual([proof]);
        expect(history.find((e) => e.action === 'submit')?.attachments).toEqual([]);
      });
    });

    describe('reminders and time-outs (the sweep, on an injected clock)', () => {
      it('a reminder fires once per step and period, in working hours only, even with two servers sweeping at once', async () => {
        await settings({ reminder_hours: { test_single: 2 } });
        const second = await h().build({ extraDeliveries: [recorder], now: clock }, await h().db.openPeer());
        const sweepBoth = (at: Date) =>
          Promise.all([h().app.context.orders.sweepStalledSteps(at), second.context.orders.sweepStalledSteps(at)]);
        const order = await submit('test_single', '等待提醒');
        const since = clock.at().getTime();
        await sweepBoth(new Date(since + HOUR)); // not due yet (and every older step's reminder is taken now)
        recorder.clear();
        const [r1, r2] = await sweepBoth(new Date(since + 2 * HOUR + 60_000));
        expect((r1?.reminded ?? 0) + (r2?.reminded ?? 0)).toBe(1);
        expect(pushesTo(approver, '审批提醒').map((p) => p.message.extras.msg_id)).toEqual([order.id]);
        await sweepBoth(new Date(since + 3 * HOUR));
        expect(pushesTo(approver, '审批提醒')).toHaveLength(1);
        // 20:00 in Shanghai: out of working hours, nothing fires; the next morning it does, once.
        recorder.clear();
        const evening = Date.parse('2026-12-02T12:00:00.000Z');
        await sweepBoth(new Date(Math.max(evening, since + 5 * HOUR)));
        expect(pushesTo(approver, '审批提醒')).toHaveLength(0);
        await sweepBoth(new Date(Date.parse('2026-12-03T01:30:00.000Z')));
        expect(pushesTo(approver, '审批提醒').filter((p) => p.message.extras.msg_id === order.id)).toHaveLength(1);
        await approve(approver, order.id);
        await settings({});
      });

      it('a step past its time-out moves to the department head; the history records 系统 and why', async () => {
        await settings({ timeouts: { test_single: [{ after_hours: 4, action: 'department_head' }] } });
        const order = await submit('test_single', '超时的单据');
        const since = clock.at().getTime();
        await h().app.context.orders.sweepStalledSteps(new Date(since + 3 * HOUR));
        expect((await detail(staff, order.id)).steps).toHaveLength(1);
        recorder.clear();
        await h().app.context.orders.sweepStalledSteps(new Date(since + 4 * HOUR + 60_000));
        const seen = await detail(staff, order.id);
        expect(seen.steps.map((s) => [s.approver.name, s.state])).toEqual([
          ['审批人', 'transferred'],
          ['演示员工', 'pending'],
        ]);
        expect(seen.events.at(-1)).toMatchObject({ action: 'timeout', actor: { name: '系统' }, remark: '超过4小时未处理，转交给演示员工' });
        expect(pushesTo(admin, '待审批').map((p) => p.message.extras.msg_id)).toEqual([order.id]);
        await approve(admin, order.id);
      });

      it("the settings are the administrators' alone; bad values answer field errors in Chinese on their paths", async () => {
        const url = endpointUrl(approvalStallEndpoints.setSettings);
        expect((await approver.get(url)).statusCode).toBe(403);
        const base = { skip_repeated_approver: true, work_start: '09:00', work_end: '18:00', workdays: [1, 2, 3, 4, 5] };
        expect((await approver.put(url, { ...base, reminder_hours: {}, timeouts: {} })).statusCode).toBe(403);
        const bad = await admin.put(url, {
          ...base,
          work_end: '08:30',
          reminder_hours: { forms: 0 },
          timeouts: { forms: [{ after_hours: 24 * 91, action: 'staff' }] },
        });
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toEqual({
          work_end: ['下班时间应晚于上班时间'],
          'reminder_hours.forms': ['提醒周期应大于0小时'],
          'timeouts.forms.0.after_hours': ['超时时间不能超过2160小时'],
          'timeouts.forms.0.staff_id': ['请选择指定人员'],
        });
      });

      it("an administrator's sweep runs his company's time-outs as of an instant on a demo server only; others are refused", async () => {
        await settings({ timeouts: { test_single: [{ after_hours: 4, action: 'department_head' }] } });
        const order = await submit('test_single', '管理员巡检的单据');
        const asOf = new Date(clock.at().getTime() + 5 * HOUR).toISOString();
        const sweepUrl = endpointUrl(approvalStallEndpoints.sweep);
        expect((await approver.post(sweepUrl, { as_of: asOf })).statusCode).toBe(403);
        expect((await admin.post(sweepUrl, { as_of: 'tomorrow' })).json()).toHaveProperty('as_of');
        // a production server ignores as_of: nothing is due at its own time
        const prod = await h().build({ demoMode: false, now: clock });
        const ignored = await prod.inject({ method: 'POST', url: sweepUrl, headers: auth(admin.auth.token), payload: { as_of: asOf } });
        expect(ignored.json()).toMatchObject({ timed_out: 0 });
        await prod.close();
        expect((await detail(staff, order.id)).steps.map((s) => s.state)).toEqual(['pending']);
        const swept = await admin.post(sweepUrl, { as_of: asOf });
        expect(swept.statusCode, swept.body).toBe(200);
        expect(swept.json()).toMatchObject({ reminded: 0 });
        expect(swept.json<{ timed_out: number }>().timed_out).toBeGreaterThanOrEqual(1);
        const seen = await detail(staff, order.id);
        expect(seen.steps.map((s) => [s.approver.name, s.state])).toEqual([
          ['审批人', 'transferred'],
          ['演示员工', 'pending'],
        ]);
        expect(seen.events.at(-1)).toMatchObject({ action: 'timeout', actor: { name: '系统' }, remark: '超过4小时未处理，转交给演示员工' });
        await approve(admin, order.id);
        await settings({});
      });

      it('a time-out racing a human approval: one outcome', async () => {
        await settings({ timeouts: { test_single: [{ after_hours: 1, action: 'reject' }] } });
        for (let round = 0; round < 3; round += 1) {
          const order = await submit('test_single', `竞争 ${round}`);
          const due = new Date(clock.at().getTime() + 2 * HOUR);
          const [human] = await Promise.all([approve(approver, order.id), h().app.context.orders.sweepStalledSteps(due)]);
          const seen = await detail(staff, order.id);
          const decisions = seen.events.filter((e) => e.action === 'approve' || e.action === 'reject');
          expect(decisions).toHaveLength(1);
          expect(seen.status).toBe(human?.statusCode === 200 ? 20 : -20);
          if (seen.status === -20) expect(decisions[0]).toMatchObject({ actor: { name: '系统' }, remark: '超过1小时未处理，系统自动驳回' });
        }
        await settings({});
      });
    });
  },
  { extraDeliveries: [recorder], now: clock },
);
