import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as core from '@campus/core';
import { httpError } from './testing.tsx';
import { PhoneCodeFields, resendCodeLabel, SEND_CODE_LABEL, waitSecondsOf, type PhoneCodeFieldsProps } from './phone-code-fields.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Harness(props: Omit<PhoneCodeFieldsProps, 'form'> & { onForm?: (form: FormInstance) => void }) {
  const [form] = Form.useForm();
  props.onForm?.(form);
  return (
    <Form form={form} name="proof">
      <PhoneCodeFields form={form} {...props} />
    </Form>
  );
}

const typePhone = (value: string) => {
  const input = document.querySelector('input[type="tel"]');
  if (!input) throw new Error('no 手机号 field');
  fireEvent.change(input, { target: { value } });
};
const clickSend = () => act(async () => fireEvent.click(screen.getByRole('button', { name: SEND_CODE_LABEL })));

describe('手机号 + 验证码 (issue 40: one form for every page that proves a phone with a one-time code)', () => {
  it('the button counts down once a code is sent and says what the server said', async () => {
    const toast = vi.spyOn(core, 'showToast').mockResolvedValue(undefined as never);
    const send = vi.fn(async () => '验证码已发送');
    render(<Harness send={send} />);
    typePhone('13912345678');
    await clickSend();
    expect(send).toHaveBeenCalledWith('13912345678');
    expect(toast).toHaveBeenCalledWith('验证码已发送');
    expect((screen.getByRole('button', { name: resendCodeLabel(60) }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a wrong phone is refused on its field before anything is sent; canSend false stops it too', async () => {
    const send = vi.fn(async () => '');
    render(<Harness send={send} canSend={() => false} />);
    typePhone('139');
    await clickSend();
    expect(await screen.findByText('请输入11位手机号')).toBeTruthy();
    typePhone('13912345678');
    await clickSend();
    expect(send).not.toHaveBeenCalled();
  });

  it('a refusal goes on the phone when it names the phone, else on the code; a wait it names starts the countdown', async () => {
    const send = vi
      .fn<(phone: string) => Promise<string>>()
      .mockRejectedValueOnce(httpError(400, { phone: ['该手机号未注册'] }))
      .mockRejectedValueOnce(httpError(429, { detail: '验证码发送过于频繁，请37秒后再试' }));
    render(<Harness send={send} />);
    typePhone('13912345678');
    await clickSend();
    expect(await screen.findByText('该手机号未注册')).toBeTruthy();
    await clickSend();
    expect(await screen.findByText('验证码发送过于频繁，请37秒后再试')).toBeTruthy();
    expect(screen.getByRole('button', { name: resendCodeLabel(37) })).toBeTruthy();
  });

  it('reads the wait a refusal names, at most a minute', () => {
    expect(waitSecondsOf('验证码发送过于频繁，请37秒后再试')).toBe(37);
    expect(waitSecondsOf('验证码发送过于频繁，请300秒后再试')).toBe(60);
    expect(waitSecondsOf('请求过于频繁，请稍后再试')).toBeNull();
    expect(waitSecondsOf(null)).toBeNull();
  });
});
