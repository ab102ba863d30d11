/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { showToast, useStores } from '@campus/core';
import { clearFieldErrors, FieldErrorText, PageFrame, submitFailureMessage } from '@campus/ui';
import { Button, Form, Input } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { changePassword } from '../change-password-api.ts';
import {
  CHANGE_PASSWORD_TITLE,
  changedPasswordProblem,
  oldPasswordProblem,
  OTHER_SESSIONS_NOTE,
  SUBMIT_CHANGE,
} from '../change-password-form.ts';
import { NewPasswordFields, problemRule as rule } from '../components/new-password-fields.tsx';

const styles = {
  note: css({ color: 'var(--adm-color-weak)', fontSize: 13, textAlign: 'center', marginTop: 12 }),
};

/** Named as the server names them, so a 400's field errors land next to the fields. */
interface ChangeValues {
  old_password: string;
  new_password: string;
  confirm: string;
}

/**
 * 修改密码 (#/userInfo/changePassword): the old password, the new one twice, the server's rules
 * shown from the start. This login stays (the server keeps its token); back to 个人中心 on success.
 */
export default observer(function ChangePasswordScreen() {
  const navigate = useNavigate();
  const phone = useStores().session.auth?.phone ?? '';
  const [form] = Form.useForm<ChangeValues>();
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const value = (name: keyof ChangeValues) => (form.getFieldValue(name) as string | undefined) ?? '';

  const submit = async (values: ChangeValues) => {
    setMessage(null);
    setSubmitting(true);
    try {
      const detail = await changePassword(values.old_password, values.new_password);
      void showToast(detail);
      navigate('/userInfo', { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PageFrame title={CHANGE_PASSWORD_TITLE}>
      <Form
        form={form}
        name="changePassword"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        onValuesChange={(changed) => clearFieldErrors(form, changed)}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={submitting}>
              {SUBMIT_CHANGE}
            </Button>
            <div css={styles.note}>{OTHER_SESSIONS_NOTE}</div>
          </>
        }
      >
        {/* Whose password this is, for the browser's password manager (it updates that entry). */}
        <input type="text" name="username" autoComplete="username" value={phone} readOnly hidden aria-hidden="true" />
        <Form.Item name="old_password" label="原密码" rules={[rule(oldPasswordProblem)]}>
          <Input type="password" placeholder="请输入原密码" autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields
          name="new_password"
          dependencies={['old_password']}
          problem={(password) => changedPasswordProblem(value('old_password'), password)}
        />
      </Form>
    </PageFrame>
  );
});
