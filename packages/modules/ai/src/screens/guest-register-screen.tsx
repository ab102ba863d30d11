/** @jsxImportSource @emotion/react */
import { SMS_CODE_RESEND_SECONDS } from '@campus/contracts';
import { showToast } from '@campus/core';
import { FieldErrorText, PageFrame, submitFailureMessage } from '@campus/ui';
import { Button, ErrorBlock, Form, Input } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { registerGuest, sendRegisterCode } from '../api.ts';
import { s } from '../components/styles.ts';
import { deviceId, guestCompanyId, keepGuestToken } from '../guest/guest-identity.ts';
import { PATHS, withQuery } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

interface RegisterValues {
  phone: string;
  code: string;
  name: string;
}

const PHONE = /^1\d{10}$/;
const CODE = /^\d{6}$/;

/** Seconds left before another code may be asked for; start(seconds) begins counting. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/**
 * /lxdzAiRegister (no login): a guest signs up with phone and a one-time code; the device's
 * conversations move to the guest account, whose token this device keeps; back to /aiUser.
 */
export default function GuestRegisterScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const companyId = guestCompanyId(params.get('companyId'));
  const [form] = Form.useForm<RegisterValues>();
  const [secondsLeft, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  if (companyId === null) {
    return (
      <PageFrame title={titleOf('lxdzAiRegister')}>
        <ErrorBlock status="empty" title={TEXT.noCompany} description={null} />
      </PageFrame>
    );
  }

  const sendCode = async () => {
    setMessage(null);
    try {
      await form.validateFields(['phone']);
    } catch {
      return;
    }
    setSending(true);
    try {
      const answer = await sendRegisterCode(companyId, String(form.getFieldValue('phone')).trim());
      startCountdown(SMS_CODE_RESEND_SECONDS);
      void showToast(answer.detail);
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: RegisterValues) => {
    setMessage(null);
    setSubmitting(true);
    try {
      const answer = await registerGuest({
        company_id: companyId,
        device_id: deviceId(),
        phone: values.phone.trim(),
        code: values.code.trim(),
        name: (values.name ?? '').trim(),
      });
      keepGuestToken(companyId, answer.guest_token);
      void showToast(TEXT.registered(answer.moved));
      navigate(withQuery(PATHS.guest, { companyId }), { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
      setSubmitting(false);
    }
  };

  return (
    <PageFrame title={titleOf('lxdzAiRegister')}>
      <p css={s.hint}>{TEXT.registerIntro}</p>
      <Form
        form={form}
        layout="vertical"
        mode="card"
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setMessage(null)}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={submitting}>
              {TEXT.register}
            </Button>
          </>
        }
      >
        <Form.Item
          name="phone"
          label={TEXT.phone}
          validateTrigger="onBlur"
          rules={[
            { required: true, message: '请输入手机号' },
            { pattern: PHONE, message: '请输入11位手机号' },
          ]}
        >
          <Input type="tel" inputMode="numeric" maxLength={11} placeholder={TEXT.phonePlaceholder} autoComplete="tel" clearable />
        </Form.Item>
        <Form.Item
          name="code"
          label={TEXT.code}
          rules={[
            { required: true, message: '请输入验证码' },
            { pattern: CODE, message: '请输入6位验证码' },
          ]}
          extra={
            <Button size="small" color="primary" fill="none" disabled={secondsLeft > 0} loading={sending} onClick={() => void sendCode()}>
              {secondsLeft > 0 ? TEXT.resend(secondsLeft) : TEXT.sendCode}
            </Button>
          }
        >
          <Input inputMode="numeric" maxLength={6} placeholder={TEXT.codePlaceholder} autoComplete="one-time-code" />
        </Form.Item>
        <Form.Item name="name" label={TEXT.name}>
          <Input maxLength={30} placeholder={TEXT.namePlaceholder} autoComplete="name" />
        </Form.Item>
      </Form>
    </PageFrame>
  );
}
