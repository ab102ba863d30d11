import { showToast } from '@campus/core';
import { Button, Form, Input } from 'antd-mobile';
import type { FormInstance, FormItemProps } from 'antd-mobile/es/components/form';
import { useEffect, useState } from 'react';
import { readServerErrors } from './form-helpers.tsx';
import { loadErrorText } from './load-states.tsx';
import { failedResponse } from './submit-failure.ts';

/** Seconds before another code may be asked for (the platform's phone codes: SMS_CODE_RESEND_SECONDS). */
export const PHONE_CODE_RESEND_SECONDS = 60;
export const SEND_CODE_LABEL = '获取验证码';
export const resendCodeLabel = (secondsLeft: number): string => `${String(secondsLeft)}秒后重新获取`;

const PHONE_RULES: FormItemProps['rules'] = [
  { required: true, message: '请输入手机号' },
  { pattern: /^1\d{10}$/, message: '请输入11位手机号' },
];
const CODE_RULES: FormItemProps['rules'] = [
  { required: true, message: '请输入验证码' },
  { pattern: /^\d{6}$/, message: '请输入6位验证码' },
];

/** Seconds a refusal (429 验证码发送过于频繁，请N秒后再试) says to wait, else null. */
export function waitSecondsOf(message: string | null, most = PHONE_CODE_RESEND_SECONDS): number | null {
  const match = message === null ? null : /请(\d+)秒后再试/.exec(message);
  return match?.[1] === undefined ? null : Math.min(Number(match[1]), most);
}

/** Seconds left of a countdown started with start(seconds); 0 when idle. */
export function useCountdown(): [secondsLeft: number, start: (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

export interface PhoneCodeFieldsProps {
  form: FormInstance;
  /** Sends a one-time code to the typed phone (its field checked first); answers what to say (shown as a toast). */
  send: (phone: string) => Promise<string>;
  /** Asked after the phone's check: false stops the send (the caller says why, e.g. 请先选择单位). */
  canSend?: () => boolean;
  /** A refused send, shown by the caller; by default the phone's error goes on the phone, anything else on the code. */
  onSendFailed?: (error: unknown) => void;
  phoneRules?: FormItemProps['rules'];
  codeRules?: FormItemProps['rules'];
  phonePlaceholder?: string;
  /** 'username' where the phone is the account's sign-in name (password managers), else 'tel'. */
  phoneAutoComplete?: 'tel' | 'username';
}

/** The default of a refused send: the server's phone error on the phone, anything else on the code. */
function showOnFields(form: FormInstance, error: unknown): void {
  const response = failedResponse(error);
  const { fields, message } =
    response !== null && response.status < 500 ? readServerErrors(response.data) : { fields: [], message: loadErrorText(error) };
  const phoneError = fields.find((f) => f.name[0] === 'phone');
  if (phoneError) form.setFields([{ name: 'phone', errors: phoneError.errors }]);
  else form.setFields([{ name: 'code', errors: [message ?? fields[0]?.errors[0] ?? ''] }]);
}

/**
 * 手机号 and 验证码 with its 获取验证码 button, which counts down after a code is sent (or for as long
 * as a refusal says to wait). The form's fields are `phone` and `code`; every page that proves a
 * phone with a one-time code uses it (forget password, bind phone, registration, the guest assistant,
 * visits).
 */
export function PhoneCodeFields({
  form,
  send,
  canSend,
  onSendFailed,
  phoneRules = PHONE_RULES,
  codeRules = CODE_RULES,
  phonePlaceholder = '请输入手机号',
  phoneAutoComplete = 'tel',
}: PhoneCodeFieldsProps) {
  const [secondsLeft, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);

  const sendCode = async () => {
    try {
      await form.validateFields(['phone']);
    } catch {
      return;
    }
    if (canSend !== undefined && !canSend()) return;
    setSending(true);
    try {
      const said = await send(String(form.getFieldValue('phone') ?? '').trim());
      startCountdown(PHONE_CODE_RESEND_SECONDS);
      void showToast(said);
    } catch (error) {
      const response = failedResponse(error);
      const wait = response === null ? null : waitSecondsOf(readServerErrors(response.data).message);
      if (wait !== null) startCountdown(wait);
      if (onSendFailed) onSendFailed(error);
      else showOnFields(form, error);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Form.Item name="phone" label="手机号" rules={phoneRules} validateTrigger="onBlur">
        <Input type="tel" inputMode="numeric" maxLength={11} placeholder={phonePlaceholder} autoComplete={phoneAutoComplete} clearable />
      </Form.Item>
      <Form.Item
        name="code"
        label="验证码"
        rules={codeRules}
        extra={
          <Button size="small" color="primary" fill="none" disabled={secondsLeft > 0} loading={sending} onClick={() => void sendCode()}>
            {secondsLeft > 0 ? resendCodeLabel(secondsLeft) : SEND_CODE_LABEL}
          </Button>
        }
      >
        <Input inputMode="numeric" maxLength={6} placeholder="请输入6位验证码" autoComplete="one-time-code" />
      </Form.Item>
    </>
  );
}
