import { studentRegisterSchema, type RegisterResult } from '@campus/contracts';
import { clearFieldErrors, FieldErrorText, PageFrame, schemaRule, submitFailureMessage } from '@campus/ui';
import { Button, Form, Input, NoticeBar } from 'antd-mobile';
import { useState } from 'react';
import { registerStudent } from '../api.ts';
import { AppRequiredNotice } from '../components/app-required-notice.tsx';
import { CompanyField } from '../components/company-field.tsx';
import { Outcome } from '../components/outcome.tsx';
import { PhoneCodeFields } from '../components/phone-code-fields.tsx';
import { useRegisterCompany } from '../components/use-register-company.ts';

interface StudentValues {
  name: string;
  student_no: string;
  class_name: string;
  phone: string;
  code: string;
}

export const COMPANY_FIRST = '请先选择单位';
const shape = studentRegisterSchema.shape;

/**
 * 学生注册 (#/studentRegister, no login): student number, name, class, phone with a code, the company
 * (a picker where the bundle serves several). The company's rule is said before the form is sent:
 * active at once (then a first password), or after approval (then where to check it).
 */
export default function StudentRegisterScreen() {
  const { companyId, choose, rules, picks, tenantType } = useRegisterCompany();
  const [form] = Form.useForm<StudentValues>();
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<RegisterResult | null>(null);

  const submit = async (values: StudentValues) => {
    setMessage(null);
    if (companyId === null) return setMessage(COMPANY_FIRST);
    setSending(true);
    try {
      setResult(await registerStudent({ company_id: companyId, ...values }));
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setSending(false);
    }
  };

  if (result !== null) {
    return (
      <PageFrame title="学生注册">
        <Outcome result={result} companyId={companyId} onAgain={() => setResult(null)} />
      </PageFrame>
    );
  }
  const needsApproval = rules.data?.student_needs_approval === true;
  return (
    <PageFrame title="学生注册">
      {picks && <CompanyField type={tenantType} value={companyId} onChange={choose} />}
      {rules.data && (
        <NoticeBar
          wrap
          color={needsApproval ? 'alert' : 'info'}
          content={needsApproval ? `${rules.data.name}的学生注册需经审批，通过后即可登录` : `注册后即可登录${rules.data.name}`}
        />
      )}
      {/* registered at once is signed in at once: outside the app that is refused where a device is required */}
      <AppRequiredNotice required={rules.data?.require_bound_device === true && !needsApproval} action="注册" />
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
              {needsApproval ? '提交注册申请' : '注册'}
            </Button>
          </>
        }
      >
        <Form.Item name="student_no" label="学号" rules={[schemaRule(shape.student_no)]}>
          <Input placeholder="请输入学号" maxLength={20} clearable />
        </Form.Item>
        <Form.Item name="name" label="姓名" rules={[schemaRule(shape.name)]}>
          <Input placeholder="请输入姓名" maxLength={20} autoComplete="name" clearable />
        </Form.Item>
        <Form.Item name="class_name" label="班级" rules={[schemaRule(shape.class_name)]}>
          <Input placeholder="如：计科2班" maxLength={30} clearable />
        </Form.Item>
        <PhoneCodeFields form={form} companyId={companyId} purpose="register" onNoCompany={() => setMessage(COMPANY_FIRST)} />
      </Form>
    </PageFrame>
  );
}
