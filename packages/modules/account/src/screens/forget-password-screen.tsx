/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import {
  lazyComponent,
  MSG_NETWORK_ABNORMAL,
  MSG_REQUEST_FAILED,
  MSG_SYSTEM_ERROR,
  showToast,
  tenantConfig,
  useStores,
} from '@campus/core';
import { applyServerErrors, FieldErrorText, PageFrame } from '@campus/ui';
import { Button, Form } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { requestResetCode, resetPassword } from '../reset-password-api.ts';
import { FORGET_PASSWORD_TITLE, newPasswordProblem, SUBMIT_RESET } from '../reset-password-form.ts';
import { COMPANY_REQUIRED } from '../login-form.ts';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { PhoneCodeFields } from '../components/phone-code-fields.tsx';

const CompanyPicker = lazyComponent(() => import('./company-picker.tsx'));

const styles = {
  picker: css({ padding: '12px 16px 0' }),
};

interface ResetValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

/** What the login screen passes on: the phone typed so far and the chosen company. */
export interface ForgetPasswordState {
  phone?: string;
  companyId?: string | null;
}

/** The catalogue's message (spec 8) for a call that failed without a 400 answer. */
function failureText(error: unknown): string | null {
  const response = (error as { response?: { status: number; data?: unknown } }).response;
  if (response === undefined) return navigator.onLine ? MSG_REQUEST_FAILED : MSG_NETWORK_ABNORMAL;
  return response.status >= 500 ? MSG_SYSTEM_ERROR : null;
}

/**
 * 忘记密码 (#/forgetPassword, public): a code sent by SMS to the phone, then a new
 * password twice; on success back to the login screen with the phone filled in.
 */
export default observer(function ForgetPasswordScreen() {
  const tenant = tenantConfig();
  const { session } = useStores();
  const navigate = useNavigate();
  const passed = (useLocation().state ?? {}) as ForgetPasswordState;
  const [form] = Form.useForm<ResetValues>();
  const [companyId, setCompanyId] = useState<string | null>(passed.companyId ?? session.companyId ?? tenant.defaultCompanyId);
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const choosesCompany = tenant.companyIds.length !== 1;

  const showFailure = (error: unknown) => {
    const text = failureText(error);
    const data = (error as { response?: { data?: unknown } }).response?.data;
    setMessage(text ?? applyServerErrors(form, data));
  };

  const canSend = (): boolean => {
    setMessage(null);
    if (companyId === null) setMessage(COMPANY_REQUIRED);
    return companyId !== null;
  };

  const submit = async (values: ResetValues) => {
    setMessage(null);
    if (companyId === null) return setMessage(COMPANY_REQUIRED);
    setSubmitting(true);
    try {
      const detail = await resetPassword({ phone: values.phone, companyId, code: values.code, newPassword: values.password });
      void showToast(detail);
      navigate('/login', { replace: true, state: { phone: values.phone } });
    } catch (error) {
      showFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PageFrame title={FORGET_PASSWORD_TITLE}>
      {choosesCompany && (
        <div css={styles.picker}>
          <CompanyPicker value={companyId} onChange={setCompanyId} type={tenant.type} />
        </div>
      )}
      <Form
        form={form}
        name="reset"
        layout="vertical"
        initialValues={{ phone: passed.phone ?? '' }}
        onFinish={(values) => void submit(values)}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={submitting}>
              {SUBMIT_RESET}
            </Button>
          </>
        }
      >
        <PhoneCodeFields
          form={form}
          canSend={canSend}
          send={(phone) => requestResetCode(phone, companyId ?? '')}
          onSendFailed={showFailure}
        />
        <NewPasswordFields name="password" problem={newPasswordProblem} />
      </Form>
    </PageFrame>
  );
});
