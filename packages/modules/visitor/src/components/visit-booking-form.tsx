import type { PublicVisitCreate } from '@campus/contracts';
import { clearFieldErrors, FieldErrorText, submitFailureMessage } from '@campus/ui';
import { Button, Form, Input } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bookVisit } from '../api.ts';
import { newClientKey } from '../format.ts';
import { visitLinkPath } from '../navigation.ts';
import { PhoneCodeItems } from './phone-code-items.tsx';
import { NARROW_LABELS } from './form-style.ts';
import { VisitWindowItems } from './visit-window-items.tsx';
import { PublicCompanyName } from './public-company.tsx';

type BookingValues = Partial<Omit<PublicVisitCreate, 'company_id' | 'client_key'>>;

const blankToUndefined = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

/**
 * 访客预约 for a visitor without an account (/makingAppointment?company_id=): his phone proven by a
 * one-time code, the host named by name and phone (never picked from a directory), the window.
 * The host approves; the visit's own page (its link) then shows the pass.
 */
export function VisitBookingForm({ companyId }: { companyId: string }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<BookingValues>();
  const startTime = Form.useWatch('start_time', form);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const clientKey = useRef(newClientKey());

  const submit = async (values: BookingValues) => {
    setMessage(null);
    setBusy(true);
    try {
      const created = await bookVisit({
        company_id: companyId,
        phone: (values.phone ?? '').trim(),
        code: (values.code ?? '').trim(),
        visitor_name: (values.visitor_name ?? '').trim(),
        visitor_company: blankToUndefined(values.visitor_company),
        id_number: blankToUndefined(values.id_number),
        host_name: (values.host_name ?? '').trim(),
        host_phone: (values.host_phone ?? '').trim(),
        reason: (values.reason ?? '').trim(),
        start_time: values.start_time ?? '',
        end_time: values.end_time ?? '',
        plate: blankToUndefined(values.plate),
        companions: values.companions ?? 0,
        client_key: clientKey.current,
      });
      void navigate(visitLinkPath(created.link.token), { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PublicCompanyName companyId={companyId} />
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
              提交预约
            </Button>
          </>
        }
      >
        <Form.Header>访客信息</Form.Header>
        <Form.Item name="visitor_name" label="姓名" rules={[{ required: true, message: '请填写姓名' }]}>
          <Input placeholder="您的姓名" maxLength={30} />
        </Form.Item>
        <PhoneCodeItems form={form} companyId={companyId} purpose="visit" />
        <Form.Item name="visitor_company" label="单位">
          <Input placeholder="选填" maxLength={50} />
        </Form.Item>
        <Form.Item name="id_number" label="身份证号">
          <Input placeholder="选填，仅门岗核验" maxLength={18} />
        </Form.Item>
        <Form.Header>被访人</Form.Header>
        <Form.Item name="host_name" label="被访人" rules={[{ required: true, message: '请填写姓名' }]}>
          <Input placeholder="被访人姓名" maxLength={30} />
        </Form.Item>
        <Form.Item name="host_phone" label="被访人手机" rules={[{ required: true, message: '请输入11位手机号' }]}>
          <Input type="tel" inputMode="tel" placeholder="被访人手机号" maxLength={11} />
        </Form.Item>
        <Form.Header>来访安排</Form.Header>
        <VisitWindowItems startTime={startTime} platePlaceholder="选填，如 粤B12345" />
      </Form>
    </>
  );
}
