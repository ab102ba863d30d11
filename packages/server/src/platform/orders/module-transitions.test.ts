import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { approvalEndpoints, endpointUrl, orderDetailSchema, orderEndpoints, type OrderDetail, type PushMessage } from '@campus/contracts';
import { A, describeOnDatabase, staffId } from '../test/harness.ts';
import { clientOf, pushRecorder, type Client } from '../test/client.ts';
import { badRequest } from '../errors.ts';
import { registerOrderType } from './order-types.ts';
import { workflowMessages } from './workflow.ts';

/**
 * The order engine's two plug-in points for families whose later steps carry data and have their own
 * actors and push kinds: `by: 'module'` transitions (run only through the family's endpoint, with its
 * rows written in the same transaction) and `pushMessage` (the family's own push kind).
 */
const recorder = pushRecorder();
const afterSubmitSaw: number[] = [];

registerOrderType({
  type: 'test_module_step',
  module: 'carRepair',
  name: '测试模块步骤',
  statuses: { [-20]: '已驳回', [-10]: '已取消', 10: '审批中', 20: '已通过', 30: '已处理' },
  inApproval: 10,
  afterApproval: 20,
  rejected: -20,
  cancelled: -10,
  transitions: [{ action: 'handle', name: '处理', from: 20, to: 30, by: 'module' }],
  hooks: {
    async afterSubmit({ tx, order }) {
      // the order is stored already: a family's row may reference it
      const found = await tx.execute(sql`select 1 from orders where company_id = ${order.companyId} and id = ${order.id}`);
      afterSubmitSaw.push(Array.isArray(found) ? found.length : (found as { rows: unknown[] }).rows.length);
    },
  },
  pushMessage: (message: PushMessage, action) => ({
    ...message,
    extras: { ...message.extras, msg_type: 'TEST_KIND', extra_param: { module: 'carRepair', action_type: `test_${action}` } },
  }),
});

describeOnDatabase(
  'order engine: module transitions and push kinds of a family',
  (h) => {
    let staff: Client;
    let admin: Client;
    beforeAll(async () => {
      staff = await clientOf(h(), A.id, '13800000005');
      admin = await clientOf(h(), A.id);
      // No chain: the order is after approval at once.
      await admin.put(endpointUrl(approvalEndpoints.getChain, { order_type: 'test_module_step' }), { steps: [] });
    });

    const submitted = async (): Promise<OrderDetail> => {
      const res = await staff.post(endpointUrl(orderEndpoints.submit), { order_type: 'test_module_step', title: '模块步骤', fields: [] });
      expect(res.statusCode, res.body).toBe(201);
      return orderDetailSchema.parse(res.json());
    };

    it('a `module` transition is never offered nor run by the generic endpoint, not even for an admin', async () => {
      const o = await submitted();
      expect(o.status).toBe(20);
      expect(afterSubmitSaw.at(-1)).toBe(1);
      const seen = orderDetailSchema.parse((await admin.get(endpointUrl(orderEndpoints.get, { id: o.id }))).json());
      expect(seen.can.transitions).toEqual([]);
      const refused = await admin.post(endpointUrl(orderEndpoints.transition, { id: o.id }), { action: 'handle' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: workflowMessages.onlyInModule });
    });

    it("the family's endpoint runs it: its rows in the same transaction (a refusal rolls the move back), its pushes after the commit", async () => {
      const o = await submitted();
      const orders = h().app.context.orders;
      // 巡检员 is neither applicant, approver nor admin: the family decided he may act (a driver would)
      const actor = { companyId: A.id, staffId: staffId(A.id, 'patrolman'), role: 'staff' as const };
      await expect(
        orders.runTransition(actor, o.id, 'handle', undefined, {
          apply: async () => {
            throw badRequest('车辆已被占用');
          },
        }),
      ).rejects.toMatchObject({ statusCode: 400, body: { non_field_errors: ['车辆已被占用'] } });
      expect(orderDetailSchema.parse((await staff.get(endpointUrl(orderEndpoints.get, { id: o.id }))).json()).status).toBe(20);

      recorder.clear();
      let seenStatus = 0;
      await orders.runTransition(actor, o.id, 'handle', '已处理完', {
        apply: async (tx, moved) => {
          seenStatus = moved.status;
          await tx.execute(sql`select 1`);
          return [{ staffId: admin.id, message: { title: '额外', content: '给处理人', extras: { msg_type: 'TEST_KIND', msg_id: o.id } } }];
        },
      });
      expect(seenStatus).toBe(30);
      const after = orderDetailSchema.parse((await staff.get(endpointUrl(orderEndpoints.get, { id: o.id }))).json());
      expect(after).toMatchObject({ status: 30, status_label: '已处理' });
      expect(after.events.at(-1)).toMatchObject({ action: 'handle', remark: '已处理完', to_status: 30, actor: { name: '巡检员' } });
      // the applicant hears of it in the family's own push kind; the extra push goes out too
      expect(recorder.sent.map((p) => [p.staffId, p.message.extras.msg_type, p.message.extras.extra_param?.action_type])).toEqual([
        [staff.id, 'TEST_KIND', 'test_result'],
        [admin.id, 'TEST_KIND', undefined],
      ]);
    });
  },
  { extraDeliveries: [recorder] },
);
