import type { RegisterResult } from '@campus/contracts';
import { clearFieldErrors, FieldErrorText, PageFrame, submitFailureMessage } from '@campus/ui';
import { Button, Form } from 'antd-mobile';
import { useState } from 'react';
import { checkApplication } from '../api.ts';
import { AppRequiredNotice } from '../components/app-required-notice.tsx';
import { CompanyField } from '../components/company-field.tsx';
import { Outcome } from '../components/outcome.tsx';
import { PhoneCodeFields } from '../components/phone-code-fields.tsx';
import { useRegisterCompany } from '../components/use-register-company.ts';
import { COMPANY_FIRST } from './student-register-screen.tsx';

interface LoginValues {
  phone: string;
  code: string;
}

/**
 * 员工登录 (#/staffApply/staffLogin, no login): the applicant proves the phone with a code and sees
 * where the application stands; once approved he is signed in with that code (the account has no
 * password yet: he sets one here, for the usual login next time).
 */
export default function StaffLoginScreen() {
  const { companyId, choose, rules, picks, tenantType } = useRegisterCompany();
  const [form] = Form.useForm<LoginValues>();
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<RegisterResult | null>(null);

  const submit = async (values: LoginValues) => {
    setMessage(null);
    if (companyId === null) return setMessage(COMPANY_FIRST);
    setSending(true);
    try {
      setResult(await checkApplication({ company_id: companyId, ...values }));
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setSending(false);
    }
  };

  return (
    <PageFrame title="员工登录">
      {result !== null ? (
        <Outcome result={result} companyId={companyId} />
      ) : (
        <>
          {picks && <CompanyField type={tenantType} value={companyId} onChange={choose} />}
          <AppRequiredNotice required={rules.data?.require_bound_device === true} action="登录" />
          <Form
            form={form}
            layout="horizontal"
            mode="card"
            onFinish={(values) => void submit(values)}
            onValuesChange={(changed) => clearFieldErrors(form, changed)}
            footer={
              <>
                <FieldErrorText message={message} />
                <Button block type="submit" color="primary" size="large" loading={sending}>
                  查询并登录
                </Button>
              </>
            }
          >
            <Form.Header>验证申请时填写的手机号，查看审批进度</Form.Header>
            <PhoneCodeFields form={form} companyId={companyId} purpose="staff_login" onNoCompany={() => setMessage(COMPANY_FIRST)} />
          </Form>
        </>
      )}
    </PageFrame>
  );
}
