import { clearFieldErrors, FieldErrorText, submitFailureMessage } from '@campus/ui';
import { Button, Form, Input } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createOutApply } from '../api.ts';
import { newClientKey } from '../format.ts';
import { PATHS, withQuery } from '../navigation.ts';
import { NARROW_LABELS } from './form-style.ts';
import { DateTimeInput, hoursAfter } from './date-time-input.tsx';
import type { OutIdentity } from './out-identity.tsx';

interface OutValues {
  reason?: string;
  destination?: string;
  start_time?: string;
  end_time?: string;
  contact_phone?: string;
}

/** 外出申请 (/outApplyList/outApply): reason, destination, from–to and a contact phone; it goes to the approver. */
export function OutApplyForm({ identity, phone }: { identity: OutIdentity; phone: string | null }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<OutValues>();
  const startTime = Form.useWatch('start_time', form);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const clientKey = useRef(newClientKey());

  const submit = async (values: OutValues) => {
    setMessage(null);
    setBusy(true);
    try {
      const created = await createOutApply(identity.session, {
        reason: (values.reason ?? '').trim(),
        destination: (values.destination ?? '').trim(),
        start_time: values.start_time ?? '',
        end_time: values.end_time ?? '',
        contact_phone: (values.contact_phone ?? '').trim(),
        client_key: clientKey.current,
      });
      void navigate(withQuery(PATHS.outApply, { id: created.id }), { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      mode="card"
      layout="horizontal"
      style={NARROW_LABELS}
      initialValues={{ contact_phone: phone ?? '' }}
      onFinish={(v) => void submit(v)}
      onValuesChange={(changed) => {
        clearFieldErrors(form, changed);
        setMessage(null);
      }}
      footer={
        <>
          <FieldErrorText message={message} />
          <Button block type="submit" color="primary" size="large" loading={busy}>
            提交申请
          </Button>
        </>
      }
    >
      <Form.Header>申请人：{identity.name}</Form.Header>
      <Form.Item name="reason" label="外出事由" rules={[{ required: true, message: '请填写事由' }]}>
        <Input placeholder="如：到市政务中心办理证照" maxLength={200} />
      </Form.Item>
      <Form.Item name="destination" label="目的地" rules={[{ required: true, message: '请填写目的地' }]}>
        <Input placeholder="如：市政务服务中心" maxLength={100} />
      </Form.Item>
      <Form.Item name="start_time" label="外出时间" rules={[{ required: true, message: '请选择外出时间' }]}>
        <DateTimeInput title="外出时间" />
      </Form.Item>
      <Form.Item name="end_time" label="返回时间" rules={[{ required: true, message: '请选择返回时间' }]}>
        <DateTimeInput title="返回时间" suggest={hoursAfter(startTime, 2)} />
      </Form.Item>
      <Form.Item name="contact_phone" label="联系电话" rules={[{ required: true, message: '请输入11位手机号' }]}>
        <Input type="tel" inputMode="tel" placeholder="外出期间的联系电话" maxLength={11} />
      </Form.Item>
    </Form>
  );
}
