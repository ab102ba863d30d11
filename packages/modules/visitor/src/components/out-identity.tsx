import { useStores } from '@campus/core';
import { clearFieldErrors, FieldErrorText, PageFrame, submitFailureMessage } from '@campus/ui';
import { Button, ErrorBlock, Form } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { createOutSession } from '../api.ts';
import { useQueryValue } from '../hooks.ts';
import { readOutSession, saveOutSession } from '../stores/out-session.ts';
import { NARROW_LABELS } from './form-style.ts';
import { PhoneCodeItems } from './phone-code-items.tsx';
import { PublicCompanyName } from './public-company.tsx';

/** Who the going-out pages act for: the logged-in staff (session null), or the staff whose phone proved a code. */
export interface OutIdentity {
  /** `?session=` of the calls; null with a login. */
  session: string | null;
  name: string;
}

function PhoneProof({ companyId, onProven }: { companyId: string; onProven: (identity: OutIdentity) => void }) {
  const [form] = Form.useForm<{ phone?: string; code?: string }>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: { phone?: string; code?: string }) => {
    setBusy(true);
    setMessage(null);
    try {
      const session = await createOutSession(companyId, (values.phone ?? '').trim(), (values.code ?? '').trim());
      saveOutSession({ ...session, company_id: companyId });
      onProven({ session: session.session, name: session.staff_name });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PublicCompanyName companyId={companyId} />
      <Form
        form={form}
        mode="card"
        layout="horizontal"
        style={NARROW_LABELS}
        onFinish={(v) => void submit(v)}
        onValuesChange={(changed) => {
          clearFieldErrors(form, changed);
          setMessage(null);
        }}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={busy}>
              验证身份
            </Button>
          </>
        }
      >
        <Form.Header>请用本单位登记的手机号验证身份</Form.Header>
        <PhoneCodeItems form={form} companyId={companyId} purpose="outApply" phonePlaceholder="登记的手机号" />
      </Form>
    </>
  );
}

/**
 * The going-out pages (/outApplyList, outApply: no login) show their content for the logged-in
 * staff, or once a staff proved his phone with a code (the session stays for the tab).
 */
export const WithOutIdentity = observer(function WithOutIdentity({ children }: { children: (identity: OutIdentity) => ReactNode }) {
  const { session } = useStores();
  const companyParam = useQueryValue('company_id');
  const [proven, setProven] = useState<OutIdentity | null>(() => {
    const stored = readOutSession();
    return stored ? { session: stored.session, name: stored.staff_name } : null;
  });
  if (session.isAuthenticated) return <>{children({ session: null, name: session.auth?.name ?? '' })}</>;
  if (proven) return <>{children(proven)}</>;
  const companyId = companyParam ?? session.companyId;
  return (
    <PageFrame title="验证身份">
      {companyId === null ? (
        <ErrorBlock status="empty" title="链接不完整" description="请从单位提供的外出申请链接进入" />
      ) : (
        <PhoneProof companyId={companyId} onProven={setProven} />
      )}
    </PageFrame>
  );
});
