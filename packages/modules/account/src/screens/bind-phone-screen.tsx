/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { HOME_PATH, localStore, showToast, useStores } from '@campus/core';
import { failedResponse, FieldErrorText, PageFrame, submitFailureMessage } from '@campus/ui';
import { Button, ErrorBlock, Form } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PhoneCodeFields } from '../components/phone-code-fields.tsx';
import { bindWechat, requestBindCode, type WechatIdentity } from '../special-logins-api.ts';

const styles = {
  intro: css({ padding: '16px 16px 4px', fontSize: 14, lineHeight: 1.6, color: 'var(--adm-color-text-secondary)' }),
  actions: css({ padding: '24px 16px', display: 'flex', flexDirection: 'column', gap: 12 }),
};

export const BIND_PHONE_INTRO = '该微信尚未绑定账号。请输入您在本单位登记的手机号并验证，绑定后在微信中打开即可直接登录。';
export const BIND_SUBMIT = '绑定并登录';
export const NO_WECHAT_IDENTITY = '缺少微信身份，请从微信重新进入';

interface BindValues {
  phone: string;
  code: string;
}

/** The openid's own refusal (its proof expired, or it has an account already) names no field of the form: shown as it is. */
function failureText(form: FormInstance, error: unknown): string | null {
  const data = failedResponse(error)?.data as { openid?: unknown; code?: unknown } | undefined;
  const openid = Array.isArray(data?.openid) ? data.openid[0] : undefined;
  if (typeof openid === 'string') return openid;
  // The code field's errors arrive as `code`, which the catalogue reads as an error code (spec 8 {code, msg}): put them on the field.
  if (Array.isArray(data?.code) && data.code.every((item) => typeof item === 'string')) {
    form.setFields([{ name: 'code', errors: data.code as string[] }]);
    return null;
  }
  return submitFailureMessage(form, error);
}

/** The WeChat identity the start-up passed on (?openid=&p= or &company_id=), else the address WeChat opened. */
export function wechatIdentityFrom(hashSearch: string, pageSearch: string): WechatIdentity | null {
  for (const search of [hashSearch, pageSearch]) {
    const query = new URLSearchParams(search);
    const openid = query.get('openid');
    if (openid === null || openid === '') continue;
    const p = query.get('p');
    const companyId = query.get('company_id');
    return { openid, ...(p ? { p } : {}), ...(companyId ? { company_id: companyId } : {}) };
  }
  return null;
}

/**
 * /bindPhone (issue 40, no login): a WeChat login found no staff for the openid (STAFF_WX_AUTH_FAIL);
 * the user proves an account with its phone and a one-time code, the openid is bound to it and the
 * user is signed in.
 */
export default observer(function BindPhoneScreen() {
  const stores = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const identity = useMemo(() => wechatIdentityFrom(location.search, window.location.search), [location.search]);
  const [form] = Form.useForm<BindValues>();
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  if (identity === null) {
    return (
      <PageFrame title="绑定手机号">
        <ErrorBlock status="default" title={NO_WECHAT_IDENTITY} description="请在微信中重新打开本应用，或使用账号密码登录" />
        <div css={styles.actions}>
          <Button block color="primary" onClick={() => navigate('/wxAuthGuide')}>
            微信授权登录
          </Button>
          <Button block fill="outline" onClick={() => navigate('/login', { replace: true })}>
            账号密码登录
          </Button>
        </div>
      </PageFrame>
    );
  }

  const submit = async (values: BindValues) => {
    setMessage(null);
    setSubmitting(true);
    try {
      const auth = await bindWechat(identity, values.phone, values.code);
      localStore.set('LXDZOpenid', identity.openid);
      const { completeSignIn } = await import('@campus/core/auth');
      await completeSignIn(stores, auth);
      void showToast('绑定成功');
      navigate(HOME_PATH, { replace: true });
    } catch (error) {
      setMessage(failureText(form, error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PageFrame title="绑定手机号">
      <p css={styles.intro}>{BIND_PHONE_INTRO}</p>
      <Form
        form={form}
        name="bindPhone"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={submitting}>
              {BIND_SUBMIT}
            </Button>
          </>
        }
      >
        <PhoneCodeFields
          form={form}
          canSend={() => {
            setMessage(null);
            return true;
          }}
          send={(phone) => requestBindCode(identity, phone)}
          onSendFailed={(error) => setMessage(failureText(form, error))}
        />
      </Form>
    </PageFrame>
  );
});
