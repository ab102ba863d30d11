/** @jsxImportSource @emotion/react */
import { showToast } from '@campus/core';
import { FieldErrorText, PageFrame, PhoneCodeFields, submitFailureMessage } from '@campus/ui';
import { Button, ErrorBlock, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { registerGuest, sendRegisterCode } from '../api.ts';
import { s } from '../components/styles.ts';
import { deviceId, guestCompanyId, keepGuestToken } from '../guest/guest-identity.ts';
import { PATHS, withQuery } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

interface RegisterValues {
  phone: string;
  code: string;
  name: string;
}

/**
 * /lxdzAiRegister (no login): a guest signs up with phone and a one-time code; the device's
 * conversations move to the guest account, whose token this device keeps; back to /aiUser.
 */
export default function GuestRegisterScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const companyId = guestCompanyId(params.get('companyId'));
  const [form] = Form.useForm<RegisterValues>();
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  if (companyId === null) {
    return (
      <PageFrame title={titleOf('lxdzAiRegister')}>
        <ErrorBlock status="empty" title={TEXT.noCompany} description={null} />
      </PageFrame>
    );
  }

  const submit = async (values: RegisterValues) => {
    setMessage(null);
    setSubmitting(true);
    try {
      const answer = await registerGuest({
        company_id: companyId,
        device_id: deviceId(),
        phone: values.phone.trim(),
        code: values.code.trim(),
        name: (values.name ?? '').trim(),
      });
      keepGuestToken(companyId, answer.guest_token);
      void showToast(TEXT.registered(answer.moved));
      navigate(withQuery(PATHS.guest, { companyId }), { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
      setSubmitting(false);
    }
  };

  return (
    <PageFrame title={titleOf('lxdzAiRegister')}>
      <p css={s.hint}>{TEXT.registerIntro}</p>
      <Form
        form={form}
        layout="vertical"
        mode="card"
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setMessage(null)}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={submitting}>
              {TEXT.register}
            </Button>
          </>
        }
      >
        <PhoneCodeFields
          form={form}
          send={async (phone) => {
            setMessage(null);
            return (await sendRegisterCode(companyId, phone)).detail;
          }}
          onSendFailed={(error) => setMessage(submitFailureMessage(form, error))}
        />
        <Form.Item name="name" label={TEXT.name}>
          <Input maxLength={30} placeholder={TEXT.namePlaceholder} autoComplete="name" />
        </Form.Item>
      </Form>
    </PageFrame>
  );
}
