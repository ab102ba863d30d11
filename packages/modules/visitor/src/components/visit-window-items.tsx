import { Form, Input } from 'antd-mobile';
import { CountInput } from './count-input.tsx';
import { DateTimeInput, hoursAfter } from './date-time-input.tsx';

/**
 * 事由, 到访时间, 离开时间 (suggested two hours after the arrival), 车牌号 and 随行人数 of a visit, as the host's
 * invitation and the visitor's own booking both ask them. `startTime`: the form's watched start_time.
 */
export function VisitWindowItems({ startTime, platePlaceholder = '选填' }: { startTime: string | undefined; platePlaceholder?: string }) {
  return (
    <>
      <Form.Item name="reason" label="事由" rules={[{ required: true, message: '请填写事由' }]}>
        <Input placeholder="如：商务洽谈" maxLength={200} />
      </Form.Item>
      <Form.Item name="start_time" label="到访时间" rules={[{ required: true, message: '请选择到访时间' }]}>
        <DateTimeInput title="到访时间" />
      </Form.Item>
      <Form.Item name="end_time" label="离开时间" rules={[{ required: true, message: '请选择离开时间' }]}>
        <DateTimeInput title="离开时间" suggest={hoursAfter(startTime, 2)} />
      </Form.Item>
      <Form.Item name="plate" label="车牌号">
        <Input placeholder={platePlaceholder} maxLength={8} />
      </Form.Item>
      <Form.Item name="companions" label="随行人数">
        <CountInput label="随行人数" max={20} />
      </Form.Item>
    </>
  );
}
