import type { PhoneCodeRequest } from '@campus/contracts';
import { showToast } from '@campus/core';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { sendPhoneCode } from '../api.ts';
import { refusalText } from '../refusal.ts';

/** Seconds before another code may be asked for. */
export const RESEND_SECONDS = 60;

export interface CodeButtonProps {
  companyId: string;
  purpose: PhoneCodeRequest['purpose'];
  /** The phone typed so far; a wrong one is refused here with the server's words. */
  phone: () => string;
  /** Tells the form what went wrong with the phone (shown on its field). */
  onPhoneError: (message: string) => void;
}

/** 获取验证码: sends a one-time code to the phone, then counts down before another may be sent. */
export function CodeButton({ companyId, purpose, phone, onPhoneError }: CodeButtonProps) {
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    const number = phone().trim();
    if (!/^1\d{10}$/.test(number)) {
      onPhoneError('请输入11位手机号');
      return;
    }
    setBusy(true);
    try {
      const answer = await sendPhoneCode({ company_id: companyId, phone: number, purpose });
      void showToast(answer.detail);
      setLeft(RESEND_SECONDS);
    } catch (error) {
      onPhoneError(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="small" color="primary" disabled={left > 0} loading={busy} onClick={() => void send()}>
      {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
    </Button>
  );
}
