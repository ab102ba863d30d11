import { SMS_CODE_RESEND_SECONDS } from '@campus/contracts';
import { useEffect, useState } from 'react';

/** The send-code button's words: 获取验证码, or the seconds until another may be asked for. */
export const sendCodeLabel = (secondsLeft: number): string => (secondsLeft > 0 ? `${String(secondsLeft)}秒后重发` : '获取验证码');

/** Seconds a refusal (429 验证码发送过于频繁，请N秒后再试) says to wait, else null. */
export function waitSecondsOf(message: string | null): number | null {
  const match = message === null ? null : /请(\d+)秒后再试/.exec(message);
  return match?.[1] === undefined ? null : Math.min(Number(match[1]), SMS_CODE_RESEND_SECONDS);
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
