import { beforeAll, expect, it } from 'vitest';
import { orderDetailSchema, orderEndpoints, approvalEndpoints, formEndpoints, endpointUrl } from '@campus/contracts';
import { A, describeOnDatabase, staffId } from '../test/harness.ts';
import { clientOf, type Client } from '../test/client.ts';
import { seedId } from '../seed/ids.ts';
import { formTemplateId } from '../../families/approval/seed.ts';
import { workflowMessages } from './workflow.ts';

describeOnDatabase('the applicant is never an approver of his own order (issue 9)', (h) => {
  let admin: Client;
  let staff: Client;
  beforeAll(async () => {
    admin = await clientOf(h(), A.id);
    staff = await clientOf(h(), A.id, '13800000005');
  });
  const submitGoods = async (who: Client) => {
    const res = await who.post(endpointUrl(orderEndpoints.submit), { order_type: 'goods', title: '自审测试', fields: [] });
    expect(res.statusCode, res.body).toBe(201);
    return orderDetailSchema.parse(res.json());
  };

  it('skips him in a configured chain: the next step takes it', async () => {
    const put = await admin.put(endpointUrl(approvalEndpoints.getChain, { order_type: 'goods' }), {
      steps: [
        { kind: 'staff', staff_id: staff.id },
        { kind: 'staff', staff_id: staffId(A.id, 'approver') },
      ],
    });
    expect(put.statusCode).toBe(200);
    const order = await submitGoods(staff);
    expect(order.steps.map((s) => s.approver.id)).toEqual([staffId(A.id, 'approver')]);
    const self = await staff.post(endpointUrl(orderEndpoints.approve, { id: order.id }), {});
    expect(self.statusCode).toBe(403);
  });

  it('skips him as the head of a configured department; alone in the chain, the fallback admin takes it', async () => {
    // 普通员工 heads 信息中心.
    const put = await admin.put(endpointUrl(approvalEndpoints.getChain, { order_type: 'goods' }), {
      steps: [{ kind: 'department_head', department_id: seedId(A.id, 'department:it') }],
    });
    expect(put.statusCode).toBe(200);
    const order = await submitGoods(staff);
    expect(order.steps.map((s) => s.approver.id)).toEqual([admin.id]);
    expect(order.steps[0]?.state).toBe('pending');
  });

  it('refuses himself or a department he heads when he chooses the approvers (400 with a field error)', async () => {
    const base = { template_id: formTemplateId(A.id, 'general'), values: { reason: '自审', date: '2026-03-01' } };
    const self = await staff.post(endpointUrl(formEndpoints.startFlow), { ...base, approvers: [staff.id] });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ approvers: [workflowMessages.selfApprover] });
    const dept = await staff.post(endpointUrl(formEndpoints.startFlow), { ...base, departments: [seedId(A.id, 'department:it')] });
    expect(dept.statusCode).toBe(400);
    expect(dept.json()).toEqual({ departments: [workflowMessages.selfHeadedDepartment] });
    const ok = await staff.post(endpointUrl(formEndpoints.startFlow), { ...base, approvers: [staffId(A.id, 'approver')] });
    expect(ok.statusCode).toBe(201);
  });
});
