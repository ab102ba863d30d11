import type { VisitInvite } from '@campus/contracts';
import { showToast } from '@campus/core';
import { clearFieldErrors, FieldErrorText, submitFailureMessage } from '@campus/ui';
import { Button, Form, Input } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { inviteVisit } from '../api.ts';
import { newClientKey } from '../format.ts';
import { PATHS, withQuery } from '../navigation.ts';
import { NARROW_LABELS } from './form-style.ts';
import { VisitWindowItems } from './visit-window-items.tsx';

type InviteValues = Partial<Omit<VisitInvite, 'client_key'>>;

const blankToUndefined = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

/** 邀请访客 (/makingAppointment?view=invite): the host invites a visitor; the visit is approved at once with its pass. */
export function InviteForm() {
  const navigate = useNavigate();
  const [form] = Form.useForm<InviteValues>();
  const startTime = Form.useWatch('start_time', form);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const clientKey = useRef(newClientKey());

  const submit = async (values: InviteValues) => {
    setMessage(null);
    setBusy(true);
    try {
      const visit = await inviteVisit({
        phone: (values.phone ?? '').trim(),
        visitor_name: (values.visitor_name ?? '').trim(),
        visitor_company: blankToUndefined(values.visitor_company),
        id_number: blankToUndefined(values.id_number),
        reason: (values.reason ?? '').trim(),
        start_time: values.start_time ?? '',
        end_time: values.end_time ?? '',
        plate: blankToUndefined(values.plate),
        companions: values.companions ?? 0,
        client_key: clientKey.current,
      });
      void showToast('已邀请，请把访客页面链接发给访客', { icon: 'success' });
      void navigate(withQuery(PATHS.visits, { view: 'visit', id: visit.id }), { replace: true });
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
      initialValues={{ companions: 0 }}
      onFinish={(v) => void submit(v)}
      onValuesChange={(changed) => {
        clearFieldErrors(form, changed);
        setMessage(null);
      }}
      footer={
        <>
          <FieldErrorText message={message} />
          <Button block type="submit" color="primary" size="large" loading={busy}>
            邀请并生成通行码
          </Button>
        </>
      }
    >
      <Form.Item name="visitor_name" label="访客姓名" rules={[{ required: true, message: '请填写姓名' }]}>
        <Input placeholder="访客姓名" maxLength={30} />
      </Form.Item>
      <Form.Item name="phone" label="访客手机" rules={[{ required: true, message: '请输入11位手机号' }]}>
        <Input type="tel" inputMode="tel" placeholder="访客手机号" maxLength={11} />
      </Form.Item>
      <Form.Item name="visitor_company" label="单位">
        <Input placeholder="选填" maxLength={50} />
      </Form.Item>
      <VisitWindowItems startTime={startTime} />
    </Form>
  );
}
