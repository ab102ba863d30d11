import { Button, Form, Input } from 'antd-mobile';
import { codeProblem, phoneProblem, resendLabel, SEND_CODE } from '../reset-password-form.ts';
import { problemRule as rule } from './new-password-fields.tsx';

/**
 * 手机号 and 验证码 with its 获取验证码 button counting down: the fields 忘记密码 and 绑定手机号
 * (issue 40) share. The form fields are `phone` and `code`.
 */
export function PhoneCodeFields({
  secondsLeft,
  sending,
  onSend,
}: {
  /** Seconds before another code may be asked for (0: now). */
  secondsLeft: number;
  sending: boolean;
  onSend: () => void;
}) {
  return (
    <>
      <Form.Item name="phone" label="手机号" rules={[rule(phoneProblem)]} validateTrigger="onBlur">
        <Input type="tel" inputMode="numeric" maxLength={11} placeholder="请输入手机号" autoComplete="username" clearable />
      </Form.Item>
      <Form.Item
        name="code"
        label="验证码"
        rules={[rule(codeProblem)]}
        extra={
          <Button size="small" color="primary" fill="none" disabled={secondsLeft > 0} loading={sending} onClick={onSend}>
            {secondsLeft > 0 ? resendLabel(secondsLeft) : SEND_CODE}
          </Button>
        }
      >
        <Input inputMode="numeric" maxLength={6} placeholder="请输入6位验证码" autoComplete="one-time-code" />
      </Form.Item>
    </>
  );
}
