import { beforeAll, beforeEach, expect, it } from 'vitest';
import {
  approvalStallEndpoints,
  endpointUrl,
  orderEndpoints,
  PUSH_MSG_TYPES,
  receptionApprovalPageSchema,
  receptionDetailSchema,
  receptionEndpoints as R,
  receptionFeeSchema,
  receptionFeesSchema,
  receptionPageSchema,
  receptionSharedSchema,
  receptionShareLinkSchema,
  receptionTaskSchema,
  visitorMessages as M,
  VISITOR_PUSH,
  addHubDays,
  hubInstant,
  hubToday,
} from '@campus/contracts';
import { A, B, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, pushRecorder, uploadAs, type Client } from '../../platform/test/client.ts';
import { DEMO_RECEIPT_PNG } from '../../platform/files/seed.ts';
import { anonymous, approve, clientKey, send, testClock, together } from './test-kit.ts';

const pushes = pushRecorder();
const clock = testClock();

describeOnDatabase(
  'receptions (issue 37: /reception, /RApprove, /RSP, /RSC, /receptionShareComment)',
  (h) => {
    let applicant: Client;
    let host: Client;
    let approver: Client;
    let patrolman: Client;
    let outsider: Client;
    let staffB: Client;
    beforeAll(async () => {
      applicant = await clientOf(h(), A.id, '13800000005');
      host = await clientOf(h(), A.id, '13800000003');
      approver = await clientOf(h(), A.id, '13800000004');
      patrolman = await clientOf(h(), A.id, '13800000001');
      outsider = await clientOf(h(), A.id, '13800000002');
      staffB = await clientOf(h(), B.id, '13800000005');
    });
    beforeEach(() => {
      clock.reset();
      pushes.clear();
    });

    const today = () => hubToday(new Date());
    async function created(days = { start: 1, end: 2 }) {
      const res = await applicant.post(endpointUrl(R.create), {
        title: '客户来访接待',
        guest_company: '华南电子',
        guests: [{ name: '孙总', title: '总经理' }, { name: '周工' }],
        start_date: addHubDays(today(), days.start),
        end_date: addHubDays(today(), days.end),
        place: '一号会议室',
        budget_fen: 300_000,
        host_ids: [host.id],
        contacts: [{ name: '接待联系人', phone: '0512-12345678' }],
        client_key: clientKey(),
      });
      expect(res.statusCode, res.body).toBe(201);
      return receptionDetailSchema.parse(res.json());
    }
    async function approved(days?: { start: number; end: number }) {
      const r = await created(days);
      expect((await approve(approver, r.id)).statusCode).toBe(200);
      return r;
    }
    const task = (kind: 'child' | 'prepare', assignee: string, title = '布置会场') => ({
      kind,
      title,
      assignee_ids: [assignee],
      due_time: `${addHubDays(today(), 1)} 09:00`,
    });

    it('issue 37: a reception is created with guests, dates, hosts and budget; the approver is pushed, lists it on RApprove and approves it', async () => {
      const r = await created();
      expect(r).toMatchObject({
        status: { code: 10, label: '审批中' },
        guest_count: 2,
        budget_fen: 300_000,
        hosts: [{ id: host.id }],
        my_roles: ['host', 'arranger'],
      });
      const push = pushes.sent.find((p) => p.staffId === approver.id);
      expect(push?.message.extras).toMatchObject({
        msg_type: PUSH_MSG_TYPES.approval,
        extra_param: { module: 'reception', action_type: 'approve' },
      });
      const todo = receptionApprovalPageSchema.parse((await approver.get(endpointUrl(R.approvals))).json());
      expect(todo.results.find((i) => i.id === r.id)?.reception.guest_company).toBe('华南电子');
      const asApprover = receptionDetailSchema.parse((await approver.get(endpointUrl(R.get, { id: r.id }))).json());
      expect(asApprover.can.approve).toBe(true);
      expect((await approve(approver, r.id)).statusCode).toBe(200);
      const done = receptionApprovalPageSchema.parse((await approver.get(endpointUrl(R.approvals, undefined, { state: 'done' }))).json());
      expect(done.results.map((i) => i.id)).toContain(r.id);
      const mine = receptionPageSchema.parse((await host.get(endpointUrl(R.list, undefined, { scope: 'mine' }))).json());
      expect(mine.results.find((x) => x.id === r.id)?.status.code).toBe(20);
      // start and finish by the applicant (the workflow's transition/)
      expect((await applicant.post(endpointUrl(orderEndpoints.transition, { id: r.id }), { action: 'start' })).statusCode).toBe(200);
      expect((await applicant.post(endpointUrl(orderEndpoints.transition, { id: r.id }), { action: 'finish' })).statusCode).toBe(200);
      expect(receptionDetailSchema.parse((await applicant.get(endpointUrl(R.get, { id: r.id }))).json()).status.code).toBe(40);
    });

    it('issue 37: 开始接待 and 完成接待 (can.start, can.finish) are offered to the applicant alone, each in its status; a host, an arranger, another staff and another company may not', async () => {
      const r = await created();
      const can = async (c: Client) => receptionDetailSchema.parse((await c.get(endpointUrl(R.get, { id: r.id }))).json()).can;
      const run = (c: Client, action: 'start' | 'finish') => c.post(endpointUrl(orderEndpoints.transition, { id: r.id }), { action });
      expect(await can(applicant)).toMatchObject({ start: false, finish: false }); // 审批中
      expect((await run(applicant, 'start')).statusCode).toBe(400);
      expect((await approve(approver, r.id)).statusCode).toBe(200);
      const auth = await applicant.put(endpointUrl(R.updateAuth, { id: r.id }), {
        viewer_ids: [outsider.id],
        arranger_ids: [patrolman.id],
      });
      expect(auth.statusCode, auth.body).toBe(200);
      // 待接待: the applicant may start it, nobody else (each sees the reception, none is offered the action)
      expect(await can(applicant)).toMatchObject({ start: true, finish: false });
      for (const other of [host, patrolman, outsider, approver]) expect(await can(other)).toMatchObject({ start: false, finish: false });
      // the workflow's order is the applicant's (and its approvers'): a host running it gets 404, as another company does
      expect((await run(host, 'start')).statusCode).toBe(404);
      expect((await staffB.get(endpointUrl(R.get, { id: r.id }))).statusCode).toBe(404);
      expect((await run(staffB, 'start')).statusCode).toBe(404);
      expect((await run(applicant, 'start')).statusCode).toBe(200);
      // 接待中: the applicant may finish it
      expect(await can(applicant)).toMatchObject({ start: false, finish: true });
      expect(await can(host)).toMatchObject({ start: false, finish: false });
      expect((await run(host, 'finish')).statusCode).toBe(404);
      expect((await run(applicant, 'finish')).statusCode).toBe(200);
      // 已完成: nothing more
      const done = receptionDetailSchema.parse((await applicant.get(endpointUrl(R.get, { id: r.id }))).json());
      expect(done).toMatchObject({ status: { code: 40, label: '已完成' }, can: { start: false, finish: false } });
    });

    it('issue 41: a step delegated to the viewer is on his RApprove (代 X 审批), its detail lets him approve, and it is then in his 已处理', async () => {
      const set = await approver.post(endpointUrl(approvalStallEndpoints.createDelegation), {
        delegate_id: patrolman.id,
        starts_on: today(),
        ends_on: today(),
      });
      expect(set.statusCode, set.body).toBe(201);
      try {
        const r = await created();
        const todo = receptionApprovalPageSchema.parse((await patrolman.get(endpointUrl(R.approvals))).json());
        expect(todo.results.find((i) => i.id === r.id)?.my_step.delegated_from).toEqual({ id: approver.id, name: '审批人' });
        const seen = receptionDetailSchema.parse((await patrolman.get(endpointUrl(R.get, { id: r.id }))).json());
        expect(seen).toMatchObject({ delegated_from: { id: approver.id, name: '审批人' }, can: { approve: true } });
        // the approver himself still may act, and is not told he acts for anyone
        const own = receptionDetailSchema.parse((await approver.get(endpointUrl(R.get, { id: r.id }))).json());
        expect(own).toMatchObject({ delegated_from: null, can: { approve: true } });
        expect((await approve(patrolman, r.id)).statusCode).toBe(200);
        const done = receptionApprovalPageSchema.parse(
          (await patrolman.get(endpointUrl(R.approvals, undefined, { state: 'done' }))).json(),
        );
        expect(done.results.find((i) => i.id === r.id)?.my_step).toMatchObject({ state: 'approved', delegated_from: { name: '审批人' } });
      } finally {
        await approver.post(endpointUrl(approvalStallEndpoints.cancelDelegation, { id: set.json<{ id: string }>().id }));
      }
    });

    it('issue 37: the agenda, preparations, the main task and child tasks are arranged; each assignee is pushed a message that opens the task', async () => {
      const r = await approved();
      const plans = await applicant.put(endpointUrl(R.updatePlans, { id: r.id }), {
        items: [
          {
            start_time: `${addHubDays(today(), 1)} 09:00`,
            end_time: `${addHubDays(today(), 1)} 10:00`,
            title: '欢迎致辞',
            place: '一号会议室',
          },
          { start_time: `${addHubDays(today(), 1)} 10:00`, title: '参观展厅' },
        ],
      });
      expect(receptionDetailSchema.parse(plans.json()).plans.map((p) => p.title)).toEqual(['欢迎致辞', '参观展厅']);
      const child = await host.post(endpointUrl(R.createTask, { id: r.id }), task('child', patrolman.id));
      expect(child.statusCode, child.body).toBe(201);
      const childTask = receptionTaskSchema.parse(child.json());
      const push = pushes.sent.find((p) => p.staffId === patrolman.id && p.message.extras.msg_type === PUSH_MSG_TYPES.visitor);
      expect(push?.message.extras).toMatchObject({ msg_id: childTask.id, extra_param: VISITOR_PUSH.task });
      await host.post(endpointUrl(R.createTask, { id: r.id }), task('prepare', outsider.id, '准备茶歇'));
      const main1 = receptionTaskSchema.parse(
        (
          await host.put(endpointUrl(R.putMainTask, { id: r.id }), {
            title: '总负责',
            assignee_ids: [host.id],
            due_time: `${addHubDays(today(), 2)} 18:00`,
          })
        ).json(),
      );
      const main2 = receptionTaskSchema.parse(
        (
          await host.put(endpointUrl(R.putMainTask, { id: r.id }), {
            title: '总负责（改）',
            assignee_ids: [host.id, approver.id],
            due_time: `${addHubDays(today(), 2)} 18:00`,
          })
        ).json(),
      );
      expect(main2.id).toBe(main1.id);
      expect(pushes.sent.filter((p) => p.staffId === approver.id && p.message.extras.msg_id === main1.id)).toHaveLength(1);
      const detail = receptionDetailSchema.parse((await host.get(endpointUrl(R.get, { id: r.id }))).json());
      expect(detail.main_task?.title).toBe('总负责（改）');
      expect(detail.children.map((t) => t.title)).toEqual(['布置会场']);
      expect(detail.prepares.map((t) => t.title)).toEqual(['准备茶歇']);
      // the assignee lists it, opens his task, moves its state; he cannot edit it
      const assigned = receptionPageSchema.parse((await patrolman.get(endpointUrl(R.list, undefined, { scope: 'assigned' }))).json());
      expect(assigned.results.map((x) => x.id)).toContain(r.id);
      expect(receptionTaskSchema.parse((await patrolman.get(endpointUrl(R.task, { id: childTask.id }))).json()).can_update_state).toBe(
        true,
      );
      const done = await patrolman.post(endpointUrl(R.setTaskState, { id: childTask.id }), { state: 'done' });
      expect(receptionTaskSchema.parse(done.json())).toMatchObject({ state: 'done', state_label: '已完成' });
      expect((await send(h(), patrolman, 'PATCH', endpointUrl(R.updateTask, { id: childTask.id }), { title: '改标题' })).statusCode).toBe(
        403,
      );
      expect((await outsider.post(endpointUrl(R.setTaskState, { id: childTask.id }), { state: 'done' })).statusCode).toBe(403);
      // reassigning: the new assignee is pushed, the old one leaves the assigned list
      pushes.clear();
      const moved = await send(h(), host, 'PATCH', endpointUrl(R.updateTask, { id: childTask.id }), { assignee_ids: [approver.id] });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(pushes.sent.map((p) => p.staffId)).toEqual([approver.id]);
      const after = receptionPageSchema.parse((await patrolman.get(endpointUrl(R.list, undefined, { scope: 'assigned' }))).json());
      expect(after.results.map((x) => x.id)).not.toContain(r.id);
      expect((await send(h(), host, 'DELETE', endpointUrl(R.removeTask, { id: childTask.id }))).statusCode).toBe(200);
    });

    it('issue 37: fees per task in integer fen with a photo add up to the fen; the same client key answers the same fee', async () => {
      const r = await approved();
      const a = receptionTaskSchema.parse(
        (await host.post(endpointUrl(R.createTask, { id: r.id }), task('child', host.id, '用车'))).json(),
      );
      const b = receptionTaskSchema.parse(
        (await host.post(endpointUrl(R.createTask, { id: r.id }), task('prepare', patrolman.id, '物料'))).json(),
      );
      const photo = async (c: Client) =>
        (await uploadAs(h(), c, { bytes: DEMO_RECEIPT_PNG, name: '票据.png', type: 'image/png' })).json<{ id: string }>().id;
      const add = (c: Client, taskId: string, amount: number, key = clientKey(), photoId?: string) =>
        photoId
          ? c.post(endpointUrl(R.addFee, { id: r.id }), {
              task_id: taskId,
              name: '费用',
              amount_fen: amount,
              photo_id: photoId,
              client_key: key,
            })
          : photo(c).then((p) =>
              c.post(endpointUrl(R.addFee, { id: r.id }), {
                task_id: taskId,
                name: '费用',
                amount_fen: amount,
                photo_id: p,
                client_key: key,
              }),
            );
      const amounts = [1, 33, 3333, 10_001];
      for (const amount of amounts) expect((await add(host, a.id, amount)).statusCode).toBe(201);
      // an assignee adds to his own task, not to another's
      expect((await add(patrolman, b.id, 999)).statusCode).toBe(201);
      expect((await add(patrolman, a.id, 5)).statusCode).toBe(403);
      const key = clientKey();
      const p = await photo(host);
      const first = receptionFeeSchema.parse((await add(host, b.id, 700, key, p)).json());
      const again = await add(host, b.id, 700, key, p);
      expect(again.statusCode).toBe(200);
      expect(receptionFeeSchema.parse(again.json()).id).toBe(first.id);
      expect((await add(host, a.id, 0)).json()).toEqual({ amount_fen: [M.amount] });
      expect(
        (
          await host.post(endpointUrl(R.addFee, { id: r.id }), {
            task_id: a.id,
            name: '费用',
            amount_fen: 5,
            photo_id: '00000000-0000-4000-8000-000000000000',
            client_key: clientKey(),
          })
        ).statusCode,
      ).toBe(400);
      const fees = receptionFeesSchema.parse((await host.get(endpointUrl(R.fees, { id: r.id }))).json());
      const byTask = new Map(fees.tasks.map((t) => [t.task.id, t.total_fen]));
      expect(byTask.get(a.id)).toBe(amounts.reduce((s, x) => s + x, 0));
      expect(byTask.get(b.id)).toBe(999 + 700);
      expect(fees.total_fen).toBe(fees.tasks.reduce((s, t) => s + t.total_fen, 0));
      expect(fees.total_fen).toBe(1 + 33 + 3333 + 10_001 + 999 + 700);
      expect(fees.tasks.find((t) => t.task.id === a.id)?.fees[0]?.photo?.mime).toBe('image/png');
      // a task with fees is not removed
      expect((await send(h(), host, 'DELETE', endpointUrl(R.removeTask, { id: a.id }))).json()).toEqual({
        non_field_errors: [M.taskHasFees],
      });
      const removed = await send(h(), host, 'DELETE', endpointUrl(R.removeFee, { id: first.id }));
      expect(receptionFeesSchema.parse(removed.json()).total_fen).toBe(fees.total_fen - 700);
    });

    it('issue 37: who may view and who may arrange; nobody else (nor another company) sees the reception', async () => {
      const r = await approved();
      expect((await outsider.get(endpointUrl(R.get, { id: r.id }))).statusCode).toBe(404);
      expect((await staffB.get(endpointUrl(R.get, { id: r.id }))).statusCode).toBe(404);
      const auth = await host.put(endpointUrl(R.updateAuth, { id: r.id }), { viewer_ids: [outsider.id], arranger_ids: [patrolman.id] });
      expect(auth.statusCode, auth.body).toBe(200);
      expect(receptionDetailSchema.parse(auth.json())).toMatchObject({ viewers: [{ id: outsider.id }], arrangers: [{ id: patrolman.id }] });
      const asViewer = receptionDetailSchema.parse((await outsider.get(endpointUrl(R.get, { id: r.id }))).json());
      expect(asViewer).toMatchObject({ my_roles: ['viewer'], can: { arrange: false }, share: null });
      expect((await outsider.put(endpointUrl(R.updatePlans, { id: r.id }), { items: [] })).statusCode).toBe(403);
      expect((await patrolman.put(endpointUrl(R.updatePlans, { id: r.id }), { items: [] })).statusCode).toBe(200);
      expect((await patrolman.put(endpointUrl(R.updateAuth, { id: r.id }), { viewer_ids: [], arranger_ids: [] })).statusCode).toBe(403);
      const viewable = receptionPageSchema.parse((await outsider.get(endpointUrl(R.list, undefined, { scope: 'viewable' }))).json());
      expect(viewable.results.map((x) => x.id)).toContain(r.id);
      expect(
        (
          await host.put(endpointUrl(R.updateAuth, { id: r.id }), {
            viewer_ids: ['00000000-0000-4000-8000-000000000000'],
            arranger_ids: [],
          })
        ).json(),
      ).toEqual({
        viewer_ids: [M.staffUnknown],
      });
      // a staff of another company is unknown here
      expect((await host.put(endpointUrl(R.updateAuth, { id: r.id }), { viewer_ids: [staffB.id], arranger_ids: [] })).statusCode).toBe(400);
    });

    it("issue 37: the guests' page shows only its reception (agenda, place, contacts), expires after the visit, and takes one comment per link (50 concurrent -> one)", async () => {
      const pending = await created();
      expect((await applicant.post(endpointUrl(R.share, { id: pending.id }))).statusCode).toBe(403);
      const r = await approved({ start: 0, end: 0 });
      await applicant.put(endpointUrl(R.updatePlans, { id: r.id }), { items: [{ start_time: `${today()} 15:00`, title: '座谈会' }] });
      const link = receptionShareLinkSchema.parse((await applicant.post(endpointUrl(R.share, { id: r.id }))).json());
      expect(link.path).toBe(`/RSP?share=${link.token}`);
      expect(receptionShareLinkSchema.parse((await host.post(endpointUrl(R.share, { id: r.id }))).json()).token).toBe(link.token);
      const guest = anonymous(h());
      const page = await guest.get(endpointUrl(R.shared, { token: link.token }));
      expect(page.statusCode, page.body).toBe(200);
      const shared = receptionSharedSchema.parse(page.json());
      expect(shared).toMatchObject({ title: '客户来访接待', place: '一号会议室', contacts: [{ name: '接待联系人' }], can_comment: false });
      expect(page.body).not.toContain('13800000005');
      expect(page.body).not.toContain('budget');
      const plan = shared.plans[0];
      expect((await guest.get(endpointUrl(R.sharedPlan, { token: link.token, plan: plan?.id ?? '' }))).statusCode).toBe(200);
      // an agenda item of another reception is not reachable through this link
      const other = await approved();
      const otherDetail = receptionDetailSchema.parse(
        (
          await applicant.put(endpointUrl(R.updatePlans, { id: other.id }), {
            items: [{ start_time: `${today()} 16:00`, title: '别的日程' }],
          })
        ).json(),
      );
      expect((await guest.get(endpointUrl(R.sharedPlan, { token: link.token, plan: otherDetail.plans[0]?.id ?? '' }))).statusCode).toBe(
        404,
      );
      expect((await guest.get(endpointUrl(R.shared, { token: `${link.token.slice(0, -1)}x` }))).statusCode).toBe(404);
      // before the reception is over: no comment
      expect((await guest.post(endpointUrl(R.sharedComment, { token: link.token }), { rating: 5 })).json()).toEqual({
        non_field_errors: [M.commentTooEarly],
      });
      clock.set(hubInstant(addHubDays(today(), 1), '08:00'));
      const answers = await together(50, () =>
        anonymous(h()).post(endpointUrl(R.sharedComment, { token: link.token }), { rating: 4, content: '安排周到', guest_name: '孙总' }),
      );
      expect(answers.filter((s) => s === 200)).toHaveLength(1);
      expect(answers.filter((s) => s === 400)).toHaveLength(49);
      const after = receptionSharedSchema.parse((await guest.get(endpointUrl(R.shared, { token: link.token }))).json());
      expect(after).toMatchObject({ can_comment: false, comment: { rating: 4, content: '安排周到' } });
      expect(receptionDetailSchema.parse((await applicant.get(endpointUrl(R.get, { id: r.id }))).json()).comment?.rating).toBe(4);
      expect((await guest.post(endpointUrl(R.sharedComment, { token: link.token }), { rating: 0 })).json()).toEqual({ rating: [M.rating] });
      // seven days after the last day the link is dead
      clock.set(hubInstant(addHubDays(today(), 8), '00:01'));
      expect((await guest.get(endpointUrl(R.shared, { token: link.token }))).statusCode).toBe(404);
    });

    it('issue 37: the same client key answers the same reception; bad input answers field errors in Chinese', async () => {
      const body = {
        title: '重复提交',
        guest_company: '某单位',
        guests: [{ name: '甲' }],
        start_date: today(),
        end_date: today(),
        place: '会议室',
        budget_fen: 0,
        host_ids: [host.id],
        client_key: clientKey(),
      };
      const answers = await Promise.all([applicant.post(endpointUrl(R.create), body), applicant.post(endpointUrl(R.create), body)]);
      const ids = answers.map((a) => receptionDetailSchema.parse(a.json()).id);
      expect(ids[0]).toBe(ids[1]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
      const bad = await applicant.post(endpointUrl(R.create), {
        ...body,
        client_key: clientKey(),
        end_date: addHubDays(today(), -1),
        guests: [],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ guests: ['请添加来宾'] });
      const order = await applicant.post(endpointUrl(R.create), { ...body, client_key: clientKey(), end_date: addHubDays(today(), -1) });
      expect(order.json()).toEqual({ end_date: [M.dateOrder] });
      expect((await applicant.post(endpointUrl(R.create), { ...body, client_key: clientKey(), host_ids: [staffB.id] })).json()).toEqual({
        host_ids: [M.staffUnknown],
      });
    });
  },
  { extraDeliveries: [pushes], now: clock.now },
);
