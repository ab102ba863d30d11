/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Form, Input } from 'antd-mobile';
import { confirmProblem, PASSWORD_RULES } from '../reset-password-form.ts';

const rulesStyle = css({ color: 'var(--adm-color-weak)', fontSize: 13 });

/** Turns a check returning a message into an antd-mobile Form rule. */
export const problemRule = (problem: (value: string) => string | null) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const message = problem(value ?? '');
    if (message !== null) throw new Error(message);
  },
});

/**
 * 新密码 with the server's rules shown before typing, and 确认新密码 checked against it: the fields
 * 忘记密码 and 修改密码 share.
 */
export function NewPasswordFields({
  name,
  problem,
  dependencies,
}: {
  /** The form field of the new password. */
  name: string;
  /** Its check before sending (the server's rules; 修改密码 also refuses the old one again). */
  problem: (password: string) => string | null;
  dependencies?: string[];
}) {
  return (
    <>
      <Form.Item
        name={name}
        label="新密码"
        {...(dependencies ? { dependencies } : {})}
        rules={[problemRule(problem)]}
        description={<span css={rulesStyle}>{PASSWORD_RULES}</span>}
      >
        <Input type="password" placeholder="请输入新密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认新密码"
        dependencies={[name]}
        rules={[
          ({ getFieldValue }) => problemRule((confirm) => confirmProblem((getFieldValue(name) as string | undefined) ?? '', confirm)),
        ]}
      >
        <Input type="password" placeholder="请再次输入新密码" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
