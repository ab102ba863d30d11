import { quickRegisterSchema, registerMessages, type InvitationPreview, type RegisterResult } from '@campus/contracts';
import { lazyComponent, useStores } from '@campus/core';
import { clearFieldErrors, FieldErrorText, PageFrame, schemaRule, submitFailureMessage, useLoader } from '@campus/ui';
import { Button, Form, Input, NoticeBar, Result } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchInvitation, registerQuick } from '../api.ts';
import { withCompany } from '../company.ts';
import { AppRequiredNotice } from '../components/app-required-notice.tsx';
import { CompanyField } from '../components/company-field.tsx';
import { Outcome } from '../components/outcome.tsx';
import { PhoneCodeFields } from '../components/phone-code-fields.tsx';
import { useRegisterCompany } from '../components/use-register-company.ts';
import { COMPANY_FIRST } from './student-register-screen.tsx';

interface QuickValues {
  invite_code: string;
  name: string;
  phone: string;
  code: string;
}

const shape = quickRegisterSchema.shape;
const InvitationsPanel = lazyComponent(() => import('../components/invitations-panel.tsx'));

/**
 * 快速注册 (#/staffApply/quickRegister, no login): registration without approval with an invitation
 * code (typed, or in the address of the staff QR code: `?invite=`), where the company allows it.
 * A company that does not says so at once and the form cannot be sent; a code shows its department.
 */
export default function QuickRegisterScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { companyId, choose, rules, picks, tenantType } = useRegisterCompany();
  const [form] = Form.useForm<QuickValues>();
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<RegisterResult | null>(null);
  const [typed, setTyped] = useState<InvitationPreview | null | undefined>(undefined);
  const closed = rules.data?.quick_register === false;
  const { session } = useStores();
  // the company's admin, signed in, shows newcomers the staff QR code here
  const admin = session.auth?.is_admin === true && session.auth.company_id === companyId;
  const invited = params.get('invite') ?? '';
  // the code in the address (the staff QR code) is looked up as the screen opens
  const fromAddress = useLoader(
    () => (companyId === null || invited === '' ? Promise.resolve(null) : fetchInvitation(companyId, invited)),
    [companyId, invited],
  );
  const invitation = typed !== undefined ? typed : (fromAddress.data ?? null);

  const preview = async (code: string) => {
    setTyped(undefined);
    if (companyId === null || code.trim() === '') return;
    try {
      const found = await fetchInvitation(companyId, code.trim());
      setTyped(found);
      if (!found.valid) form.setFields([{ name: 'invite_code', errors: [registerMessages.inviteInvalid] }]);
    } catch {
      // the field's check on sending says the rest
    }
  };

  const submit = async (values: QuickValues) => {
    setMessage(null);
    if (companyId === null) return setMessage(COMPANY_FIRST);
    setSending(true);
    try {
      setResult(await registerQuick({ company_id: companyId, ...values }));
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setSending(false);
    }
  };

  if (result !== null) {
    return (
      <PageFrame title="快速注册">
        <Outcome result={result} companyId={companyId} />
      </PageFrame>
    );
  }
  if (closed) {
    return (
      <PageFrame title="快速注册">
        {picks && <CompanyField type={tenantType} value={companyId} onChange={choose} />}
        <Result status="info" title="本单位未开放快速注册" description="请提交员工注册申请，审批通过后即可登录" />
        <div style={{ padding: '12px 16px 0' }}>
          <Button block color="primary" size="large" onClick={() => navigate(withCompany('/staffApply/staffRegister', companyId))}>
            提交员工注册申请
          </Button>
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame title="快速注册">
      {picks && <CompanyField type={tenantType} value={companyId} onChange={choose} />}
      {admin && companyId !== null && <InvitationsPanel companyId={companyId} />}
      <AppRequiredNotice required={rules.data?.require_bound_device === true} action="注册" />
      {invitation?.valid === false && <NoticeBar wrap color="alert" content={registerMessages.inviteInvalid} />}
      {invitation?.valid === true && (
        <NoticeBar wrap color="info" content={`邀请加入：${invitation.department ?? ''}${invitation.job ? `（${invitation.job}）` : ''}`} />
      )}
      <Form
        form={form}
        layout="horizontal"
        mode="card"
        initialValues={{ invite_code: invited }}
        onFinish={(values) => void submit(values)}
        onValuesChange={(changed) => clearFieldErrors(form, changed)}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={sending}>
              注册
            </Button>
          </>
        }
      >
        <Form.Item name="invite_code" label="邀请码" rules={[schemaRule(shape.invite_code)]}>
          <Input
            placeholder="请输入邀请码"
            maxLength={32}
            clearable
            onBlur={() => void preview(String(form.getFieldValue('invite_code') ?? ''))}
          />
        </Form.Item>
        <Form.Item name="name" label="姓名" rules={[schemaRule(shape.name)]}>
          <Input placeholder="请输入姓名" maxLength={20} autoComplete="name" clearable />
        </Form.Item>
        <PhoneCodeFields form={form} companyId={companyId} purpose="quick_register" onNoCompany={() => setMessage(COMPANY_FIRST)} />
      </Form>
    </PageFrame>
  );
}
