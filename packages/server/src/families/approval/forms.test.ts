import { beforeAll, expect, it } from 'vitest';
import {
  formTemplateSchema,
  formTemplatesResponseSchema,
  orderDetailSchema,
  formEndpoints,
  orderEndpoints,
  endpointUrl,
} from '@campus/contracts';
import { A, B, describeOnDatabase, staffId } from '../../platform/test/harness.ts';
import { clientOf, pushRecorder, type Client } from '../../platform/test/client.ts';
import { seedId } from '../../platform/seed/ids.ts';
import { formTemplateId } from './seed.ts';
import { validateFormValues } from './forms.ts';
import { ValidationError } from '../../platform/http/validation.ts';

const recorder = pushRecorder();

describeOnDatabase(
  'custom forms and generic flows (/flowSend [flowSendDetail, flowSendSelStaff, flowSendSelDept])',
  (h) => {
    let staff: Client;
    let approver: Client;
    const general = () => formTemplateId(A.id, 'general');
    const trip = () => formTemplateId(A.id, 'trip');
    beforeAll(async () => {
      staff = await clientOf(h(), A.id, '13800000005');
      approver = await clientOf(h(), A.id, '13800000004');
    });

    it('issue: templates list and detail with typed fields (text, textarea, number, date, select)', async () => {
      const list = formTemplatesResponseSchema.parse((await staff.get(endpointUrl(formEndpoints.listTemplates))).json());
      expect(list.map((t) => t.name)).toEqual(['通用申请', '出差申请']);
      const t = formTemplateSchema.parse((await staff.get(endpointUrl(formEndpoints.getTemplate, { id: trip() }))).json());
      expect(t.fields.find((f) => f.key === 'transport')).toEqual({
        key: 'transport',
        label: '交通方式',
        type: 'select',
        options: ['飞机', '火车', '汽车', '公务车'],
        required: true,
      });
      expect((await staff.get(endpointUrl(formEndpoints.getTemplate, { id: 'x' }))).statusCode).toBe(404);
    });

    it('issue: values are checked against the template: required, number, date, select; errors keyed by the field key', async () => {
      const res = await staff.post(endpointUrl(formEndpoints.startFlow), {
        template_id: trip(),
        values: { destination: '', start_date: '2026-02-30', end_date: '2026/03/01', transport: '飞船', budget: 'abc' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        destination: ['该字段是必填项。'],
        start_date: ['请输入有效的日期（YYYY-MM-DD）。'],
        end_date: ['请输入有效的日期（YYYY-MM-DD）。'],
        transport: ['“飞船”不是合法选项。'],
        budget: ['请输入有效的数字。'],
      });
      const missing = await staff.post(endpointUrl(formEndpoints.startFlow), { template_id: general() });
      expect(missing.json()).toEqual({ reason: ['该字段是必填项。'], date: ['该字段是必填项。'] });
      expect(
        (await staff.post(endpointUrl(formEndpoints.startFlow), { template_id: formTemplateId(B.id, 'general'), values: {} })).json(),
      ).toEqual({
        template_id: ['表单模板不存在'],
      });
      expect((await staff.post(endpointUrl(formEndpoints.startFlow), {})).json()).toEqual({ template_id: ['请选择表单'] });
      expect(() => validateFormValues([{ key: 'n', label: 'n', type: 'text', required: false }], { n: 'x'.repeat(201) })).toThrow(
        ValidationError,
      );
    });

    it('issue: a flow with chosen staff and departments: the chain is the staff in order, then the department heads; an order of type forms', async () => {
      recorder.clear();
      const res = await staff.post(endpointUrl(formEndpoints.startFlow), {
        template_id: trip(),
        title: '北京出差',
        values: { destination: '北京', start_date: '2026-03-02', end_date: '2026-03-04', transport: '火车', budget: '1500.5', remark: '' },
        approvers: [staffId(A.id, 'patrolman'), staffId(A.id, 'approver')],
        departments: [seedId(A.id, 'department:logistics')],
      });
      expect(res.statusCode, res.body).toBe(201);
      const o = orderDetailSchema.parse(res.json());
      expect(o).toMatchObject({ order_type: 'forms', module: 'forms', title: '北京出差', status: 10, status_label: '审批中' });
      expect(o.fields).toEqual([
        { label: '目的地', value: '北京' },
        { label: '出发日期', value: '2026-03-02' },
        { label: '返回日期', value: '2026-03-04' },
        { label: '交通方式', value: '火车' },
        { label: '预算（元）', value: '1500.5' },
      ]);
      expect(o.data).toMatchObject({ template_id: trip(), template_name: '出差申请', values: { budget: 1500.5, transport: '火车' } });
      expect(o.steps.map((s) => [s.approver.name, s.state])).toEqual([
        ['巡检员', 'pending'],
        ['审批人', 'waiting'],
        ['维修员', 'waiting'],
      ]);
      expect(recorder.sent.map((p) => [p.staffId, p.message.extras])).toEqual([
        [
          staffId(A.id, 'patrolman'),
          { msg_type: 'APPROVAL', msg_id: o.id, order_type: 'forms', extra_param: { module: 'forms', action_type: 'approve' } },
        ],
      ]);
    });

    it('issue: without chosen approvers the configured chain of forms applies (the approver 13800000004)', async () => {
      const res = await staff.post(endpointUrl(formEndpoints.startFlow), {
        template_id: general(),
        values: { reason: '购买耗材', date: '2026-03-01', amount: 88 },
      });
      expect(res.statusCode).toBe(201);
      const o = orderDetailSchema.parse(res.json());
      expect(o.title).toBe('通用申请');
      expect(o.steps.map((s) => s.approver.id)).toEqual([approver.id]);
      const approved = orderDetailSchema.parse((await approver.post(endpointUrl(orderEndpoints.approve, { id: o.id }))).json());
      expect(approved).toMatchObject({ status: 20, status_label: '已通过' });
    });

    it('issue: chosen approvers and departments must be of the caller company', async () => {
      const res = await staff.post(endpointUrl(formEndpoints.startFlow), {
        template_id: general(),
        values: { reason: 'x', date: '2026-03-01' },
        approvers: [staffId(B.id, 'approver')],
        departments: [seedId(B.id, 'department:admin')],
      });
      expect(res.json()).toEqual({ approvers: ['审批人不存在'], departments: ['部门不存在'] });
    });
  },
  { extraDeliveries: [recorder] },
);
