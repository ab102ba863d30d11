import { staffRegisterSchema, type RegisterResult } from '@campus/contracts';
import { clearFieldErrors, FieldErrorText, PageFrame, schemaRule, submitFailureMessage } from '@campus/ui';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerStaff } from '../api.ts';
import { forgetDraft, registerMemory, rememberDraft, withCompany } from '../company.ts';
import { CompanyField } from '../components/company-field.tsx';
import { Outcome } from '../components/outcome.tsx';
import { PhoneCodeFields } from '../components/phone-code-fields.tsx';
import { useRegisterCompany } from '../components/use-register-company.ts';
import { COMPANY_FIRST } from './student-register-screen.tsx';

interface StaffValues {
  name: string;
  phone: string;
  code: string;
  job: string;
  department_id: string;
}

const shape = staffRegisterSchema.shape;

/** The department field's text: the chosen department's name (the form holds its id), or the prompt. */
function ChosenDepartment({ name }: { value?: string; name: string | null }) {
  return <span style={{ color: name === null ? 'var(--adm-color-weak)' : undefined }}>{name ?? '请选择部门'}</span>;
}

/**
 * 员工注册 (#/staffApply/staffRegister, no login): name, phone with a code, job and a department chosen on
 * staffSelDepart; sends an application the company approves (员工注册审批). What was typed is kept while
 * the department is chosen.
 */
export default function StaffRegisterScreen() {
  const navigate = useNavigate();
  const { companyId, choose, picks, tenantType } = useRegisterCompany();
  const [form] = Form.useForm<StaffValues>();
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<RegisterResult | null>(null);
  const department = registerMemory.department;

  const pickDepartment = () => {
    rememberDraft({ ...form.getFieldsValue() });
    navigate(withCompany('/staffApply/staffRegister/staffSelDepart', companyId));
  };
  const submit = async (values: StaffValues) => {
    setMessage(null);
    if (companyId === null) return setMessage(COMPANY_FIRST);
    setSending(true);
    try {
      const answer = await registerStaff({ company_id: companyId, ...values });
      forgetDraft();
      setResult(answer);
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setSending(false);
    }
  };

  if (result !== null) {
    return (
      <PageFrame title="员工注册">
        <Outcome result={result} companyId={companyId} onAgain={() => setResult(null)} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title="员工注册">
      {picks && <CompanyField type={tenantType} value={companyId} onChange={choose} />}
      <Form
        form={form}
        layout="horizontal"
        mode="card"
        initialValues={{ ...registerMemory.draft, department_id: department?.id ?? '' }}
        onFinish={(values) => void submit(values)}
        onValuesChange={(changed) => clearFieldErrors(form, changed)}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={sending}>
              提交申请
            </Button>
          </>
        }
      >
        <Form.Item name="name" label="姓名" rules={[schemaRule(shape.name)]}>
          <Input placeholder="请输入姓名" maxLength={20} autoComplete="name" clearable />
        </Form.Item>
        <PhoneCodeFields form={form} companyId={companyId} purpose="register" onNoCompany={() => setMessage(COMPANY_FIRST)} />
        <Form.Item name="job" label="岗位" rules={[schemaRule(shape.job)]}>
          <Input placeholder="如：仓库管理员" maxLength={30} clearable />
        </Form.Item>
        <Form.Item name="department_id" label="部门" rules={[schemaRule(shape.department_id)]} arrow onClick={pickDepartment}>
          <ChosenDepartment name={department?.name ?? null} />
        </Form.Item>
      </Form>
    </PageFrame>
  );
}
