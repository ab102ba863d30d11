import { newPasswordSchema, type RegisterResult } from '@campus/contracts';
import { showToast, useStores } from '@campus/core';
import { completeSignIn } from '@campus/core/auth';
import { FieldErrorText, schemaRule, submitFailureMessage } from '@campus/ui';
import { Button, Form, Input, List } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { setFirstPassword } from '../api.ts';

interface PasswordValues {
  password: string;
  confirm: string;
}

export const CONFIRM_MISMATCH = '两次输入的密码不一致';

/**
 * An account that is active: the login is kept (as the login screen does) and, for an account
 * without a password yet, the first password is asked for, so the usual login works next time.
 */
export function SignedIn({ result }: { result: RegisterResult & { auth: NonNullable<RegisterResult['auth']> } }) {
  const stores = useStores();
  const navigate = useNavigate();
  const [form] = Form.useForm<PasswordValues>();
  const [ready, setReady] = useState(false);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    completeSignIn(stores, result.auth).then(
      () => setReady(true),
      () => setReady(true), // the rules load again on the home screen
    );
  }, [stores, result.auth]);

  // a sign-in that bound the app's device (the company requires one) goes on to show it, as the login does
  const home = () => navigate(result.auth.device_bound === true ? '/login/bindHardware' : '/mPage', { replace: true });
  const save = async (values: PasswordValues) => {
    setMessage(null);
    setSaving(true);
    try {
      const { detail } = await setFirstPassword(values.password);
      void showToast(detail);
      home();
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setSaving(false);
    }
  };

  if (!result.needs_password) {
    return (
      <List mode="card">
        <List.Item>
          <Button block color="primary" size="large" loading={!ready} onClick={home}>
            进入首页
          </Button>
        </List.Item>
      </List>
    );
  }
  return (
    <Form
      form={form}
      layout="vertical"
      mode="card"
      onFinish={(values) => void save(values)}
      footer={
        <>
          <FieldErrorText message={message} />
          <Button block type="submit" color="primary" size="large" loading={saving} disabled={!ready}>
            设置密码并进入首页
          </Button>
          <Button block fill="none" color="primary" onClick={home} disabled={!ready} style={{ marginTop: 8 }}>
            暂不设置，进入首页
          </Button>
        </>
      }
    >
      <Form.Header>设置登录密码（以后可用手机号和密码登录）</Form.Header>
      <Form.Item name="password" label="登录密码" rules={[schemaRule(newPasswordSchema)]} description="8到64位，需包含字母和数字">
        <Input type="password" placeholder="请输入登录密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认密码"
        dependencies={['password']}
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              if (value !== form.getFieldValue('password')) throw new Error(CONFIRM_MISMATCH);
            },
          },
        ]}
      >
        <Input type="password" placeholder="请再次输入登录密码" autoComplete="new-password" />
      </Form.Item>
    </Form>
  );
}
