import { SMS_CODE_RESEND_SECONDS, smsCodeSchema, smsPhoneSchema, type SmsCodePurpose } from '@campus/contracts';
import { showToast } from '@campus/core';
import { failedResponse, loadErrorText, readServerErrors, schemaRule } from '@campus/ui';
import { Button, Form, Input } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { useState } from 'react';
import { sendPhoneCode } from '../api.ts';
import { sendCodeLabel, useCountdown, waitSecondsOf } from '../countdown.ts';

export interface PhoneCodeFieldsProps {
  form: FormInstance;
  companyId: string | null;
  purpose: SmsCodePurpose;
  /** Shown when no company is chosen yet. */
  onNoCompany: () => void;
}

/** 手机号 and 验证码 with its send button (a countdown after sending; a refusal sits on the field). */
export function PhoneCodeFields({ form, companyId, purpose, onNoCompany }: PhoneCodeFieldsProps) {
  const [secondsLeft, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    try {
      await form.validateFields(['phone']);
    } catch {
      return;
    }
    if (companyId === null) return onNoCompany();
    setSending(true);
    try {
      const { detail } = await sendPhoneCode(companyId, form.getFieldValue('phone') as string, purpose);
      startCountdown(SMS_CODE_RESEND_SECONDS);
      void showToast(detail);
    } catch (error) {
      const response = failedResponse(error);
      const { fields, message } =
        response !== null && response.status < 500 ? readServerErrors(response.data) : { fields: [], message: loadErrorText(error) };
      const phoneError = fields.find((f) => f.name[0] === 'phone');
      if (phoneError) form.setFields([{ name: 'phone', errors: phoneError.errors }]);
      else form.setFields([{ name: 'code', errors: [message ?? fields[0]?.errors[0] ?? ''] }]);
      const wait = waitSecondsOf(message);
      if (wait !== null) startCountdown(wait);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Form.Item name="phone" label="手机号" rules={[schemaRule(smsPhoneSchema)]} validateTrigger="onBlur">
        <Input type="tel" inputMode="numeric" maxLength={11} placeholder="请输入手机号" autoComplete="tel" clearable />
      </Form.Item>
      <Form.Item
        name="code"
        label="验证码"
        rules={[schemaRule(smsCodeSchema)]}
        extra={
          <Button size="small" color="primary" fill="none" disabled={secondsLeft > 0} loading={sending} onClick={() => void send()}>
            {sendCodeLabel(secondsLeft)}
          </Button>
        }
      >
        <Input inputMode="numeric" maxLength={6} placeholder="6位验证码" autoComplete="one-time-code" />
      </Form.Item>
    </>
  );
}
