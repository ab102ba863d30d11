import { beforeAll, expect, it } from 'vitest';
import {
  orderEndpoints,
  approvalEndpoints,
  directoryEndpoints,
  formEndpoints,
  noticeEndpoints,
  messageEndpoints,
  surveyEndpoints,
  interactEndpoints,
  endpointUrl,
} from '@campus/contracts';
import { A, A2, B, describeOnDatabase, staffId } from './platform/test/harness.ts';
import { clientOf, type Client } from './platform/test/client.ts';
import { seedStaff } from './platform/seed/data.ts';
import { seedId } from './platform/seed/ids.ts';
import { demoOrderId, demoOrders, formTemplateId, seedFormTemplates } from './families/approval/seed.ts';
import { noticeId, seedNotices, surveyId, surveyQuestionId } from './families/notice/seed.ts';

/**
 * Issue "Orders and approvals, notices, messages, surveys": tenant isolation for every new endpoint.
 * Callers are company A's admin and approver; every id tried belongs to company B (another tenant)
 * or A2 (another company of the same tenant). Each answers 404 {detail: '未找到'} (or, where an id
 * is a field of a body, a 400 on that field), and no list contains any of it.
 */
describeOnDatabase('tenant isolation of orders, approvals, forms, notices, surveys and interaction', (h) => {
  let admin: Client;
  let approver: Client;
  let staff: Client;
  const others = [B.id, A2.id];
  const otherIds = (f: (c: string) => string[]) => others.flatMap(f);
  const foreign = () => [
    ...others,
    ...otherIds((c) => seedStaff.map((s) => staffId(c, s.key))),
    ...otherIds((c) => demoOrders.map((o) => demoOrderId(c, o.key))),
    ...otherIds((c) => seedNotices.map((n) => noticeId(c, n.key))),
    ...otherIds((c) => [surveyId(c), ...seedFormTemplates.map((t) => formTemplateId(c, t.key)), seedId(c, 'leave_word:canteen')]),
    ...otherIds((c) => ['admin', 'logistics', 'it', 'security'].map((d) => seedId(c, `department:${d}`))),
  ];
  const expectNone = (body: string) => {
    for (const id of foreign()) expect(body).not.toContain(id);
  };
  const expect404 = async (res: Promise<{ statusCode: number; json: () => unknown; body: string }>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(404);
    expect(r.json()).toEqual({ detail: '未找到' });
  };

  beforeAll(async () => {
    admin = await clientOf(h(), A.id);
    approver = await clientOf(h(), A.id, '13800000004');
    staff = await clientOf(h(), A.id, '13800000005');
  });

  it('orders: another company order ids answer 404 on detail and every transition, and stay unchanged', async () => {
    for (const c of others) {
      for (const o of demoOrders) {
        const id = demoOrderId(c, o.key);
        for (const who of [admin, approver, staff]) {
          await expect404(who.get(endpointUrl(orderEndpoints.get, { id })));
          await expect404(who.post(endpointUrl(orderEndpoints.approve, { id })));
          await expect404(who.post(endpointUrl(orderEndpoints.reject, { id }), { reason: 'x' }));
          await expect404(who.post(endpointUrl(orderEndpoints.transfer, { id }), { staff_id: staffId(A.id, 'patrolman') }));
          await expect404(who.post(endpointUrl(orderEndpoints.cancel, { id })));
          await expect404(who.post(endpointUrl(orderEndpoints.transition, { id }), { action: 'start_use' }));
        }
      }
    }
    const bApprover = await clientOf(h(), B.id, '13800000004');
    const pending = await bApprover.get(endpointUrl(orderEndpoints.get, { id: demoOrderId(B.id, 'goods-pending') }));
    expect(pending.json()).toMatchObject({ status: 10, steps: [{ state: 'pending' }, { state: 'waiting' }] });
  });

  it('orders: lists (mine, todo, done) contain nothing of another company', async () => {
    for (const who of [admin, approver, staff]) {
      for (const url of [endpointUrl(orderEndpoints.submit), endpointUrl(approvalEndpoints.todo), endpointUrl(approvalEndpoints.done)]) {
        const res = await who.get(`${url}?page_size=100`);
        expect(res.statusCode).toBe(200);
        expectNone(res.body);
      }
    }
    // Each company sees its own seeded orders only.
    const todo = (await approver.get(`${endpointUrl(approvalEndpoints.todo)}?page_size=100`)).json<{ results: { id: string }[] }>();
    expect(todo.results.map((r) => r.id)).toEqual(
      expect.arrayContaining([demoOrderId(A.id, 'goods-pending'), demoOrderId(A.id, 'forms-pending')]),
    );
  });

  it('orders: a submit or transfer never reaches another company staff; chains accept no foreign ids', async () => {
    const o = (await staff.post(endpointUrl(orderEndpoints.submit), { order_type: 'goods', title: 'x', fields: [] })).json<{
      id: string;
    }>();
    for (const c of others) {
      const r = await approver.post(endpointUrl(orderEndpoints.transfer, { id: o.id }), { staff_id: staffId(c, 'patrolman') });
      expect(r.json()).toEqual({ staff_id: ['审批人不存在'] });
      const chain = await admin.put(endpointUrl(approvalEndpoints.getChain, { order_type: 'goods' }), {
        steps: [{ kind: 'staff', staff_id: staffId(c, 'approver') }],
      });
      expect(chain.statusCode).toBe(400);
    }
    const chain = await admin.get(endpointUrl(approvalEndpoints.getChain, { order_type: 'goods' }));
    expectNone(chain.body);
  });

  it('directory: staff and departments of the caller company only', async () => {
    for (const url of [
      `${endpointUrl(directoryEndpoints.listStaffs)}?page_size=100`,
      `${endpointUrl(directoryEndpoints.listStaffs)}?search=13800000`,
      endpointUrl(directoryEndpoints.listDepartments),
    ]) {
      const res = await staff.get(url);
      expect(res.statusCode).toBe(200);
      expectNone(res.body);
    }
    for (const c of others) {
      const res = await staff.get(`${endpointUrl(directoryEndpoints.listStaffs)}?department_id=${seedId(c, 'department:it')}`);
      expect(res.json()).toMatchObject({ count: 0, results: [] });
    }
  });

  it('forms: another company templates answer 404, and cannot start a flow', async () => {
    expectNone((await staff.get(endpointUrl(formEndpoints.listTemplates))).body);
    for (const c of others) {
      for (const t of seedFormTemplates) {
        await expect404(staff.get(endpointUrl(formEndpoints.getTemplate, { id: formTemplateId(c, t.key) })));
        const flow = await staff.post(endpointUrl(formEndpoints.startFlow), { template_id: formTemplateId(c, t.key), values: {} });
        expect(flow.json()).toEqual({ template_id: ['表单模板不存在'] });
      }
      const flow = await staff.post(endpointUrl(formEndpoints.startFlow), {
        template_id: formTemplateId(A.id, 'general'),
        values: { reason: 'x', date: '2026-03-01' },
        approvers: [staffId(c, 'approver')],
        departments: [seedId(c, 'department:it')],
      });
      expect(flow.statusCode).toBe(400);
    }
  });

  it('notices: another company notices answer 404 (detail, comments); the list and unread count show none of them', async () => {
    const before = (await staff.get(endpointUrl(noticeEndpoints.unreadCount))).json();
    for (const c of others) {
      for (const n of seedNotices) {
        const id = noticeId(c, n.key);
        await expect404(admin.get(endpointUrl(noticeEndpoints.get, { id })));
        await expect404(admin.get(endpointUrl(noticeEndpoints.listComments, { id })));
        await expect404(admin.post(endpointUrl(noticeEndpoints.listComments, { id }), { content: '越权评论' }));
      }
    }
    expect((await staff.get(endpointUrl(noticeEndpoints.unreadCount))).json()).toEqual(before);
    const list = await admin.get(`${endpointUrl(noticeEndpoints.list)}?page_size=100`);
    expectNone(list.body);
    // B's own notices got no read mark or comment from A.
    const bStaff = await clientOf(h(), B.id, '13800000005');
    const bComments = (await bStaff.get(endpointUrl(noticeEndpoints.listComments, { id: noticeId(B.id, 'fire') }))).json<{
      count: number;
    }>();
    expect(bComments.count).toBe(0);
  });

  it('notices: a new notice pushes the publisher company only', async () => {
    const bStaff = await clientOf(h(), B.id, '13800000005');
    const before = (await bStaff.get(endpointUrl(messageEndpoints.unreadCount))).json<{ count: number }>();
    expect((await admin.post(endpointUrl(noticeEndpoints.list), { title: '仅本单位', content: 'A' })).statusCode).toBe(201);
    expect((await bStaff.get(endpointUrl(messageEndpoints.unreadCount))).json()).toEqual(before);
    expect((await bStaff.get(endpointUrl(noticeEndpoints.list))).body).not.toContain('仅本单位');
  });

  it('surveys: another company surveys answer 404 (detail, answers, results); the list shows none', async () => {
    for (const c of others) {
      const id = surveyId(c);
      await expect404(admin.get(endpointUrl(surveyEndpoints.get, { id })));
      await expect404(admin.get(endpointUrl(surveyEndpoints.results, { id })));
      await expect404(
        staff.post(endpointUrl(surveyEndpoints.answer, { id }), { answers: [{ question_id: surveyQuestionId(c, 'q1'), choice: 0 }] }),
      );
    }
    expectNone((await admin.get(`${endpointUrl(surveyEndpoints.list)}?page_size=100`)).body);
    // Answering A's survey with B's question ids: unknown questions.
    const res = await staff.post(endpointUrl(surveyEndpoints.answer, { id: surveyId(A.id) }), {
      answers: [{ question_id: surveyQuestionId(B.id, 'q1'), choice: 0 }],
    });
    expect(res.statusCode).toBe(400);
  });

  it('interaction: another company words answer 404 on reply; ?all=1 shows none of them', async () => {
    for (const c of others)
      await expect404(
        admin.post(endpointUrl(interactEndpoints.replyLeaveWord, { id: seedId(c, 'leave_word:canteen') }), { reply: '越权回复' }),
      );
    const all = await admin.get(`${endpointUrl(interactEndpoints.listLeaveWords)}?all=1&page_size=100`);
    expect(all.statusCode).toBe(200);
    expectNone(all.body);
    const bStaff = await clientOf(h(), B.id, '13800000005');
    expect((await bStaff.get(endpointUrl(interactEndpoints.listLeaveWords))).body).not.toContain('越权回复');
  });
});
