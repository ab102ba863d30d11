import type { PhoneCodeRequest } from '@campus/contracts';
import { PhoneCodeFields } from '@campus/ui';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { sendPhoneCode } from '../api.ts';
import { refusalText } from '../refusal.ts';

/**
 * 手机号 and 验证码 (ui's fields) of a page used without a login (a visit, a let-off, going out): the
 * code is sent to the typed phone for `purpose`, and a refused phone is shown on its field.
 */
export function PhoneCodeItems({
  form,
  companyId,
  purpose,
  phonePlaceholder = '接收验证码',
}: {
  form: FormInstance;
  companyId: string;
  purpose: PhoneCodeRequest['purpose'];
  phonePlaceholder?: string;
}) {
  return (
    <PhoneCodeFields
      form={form}
      phonePlaceholder={phonePlaceholder}
      send={async (phone) => (await sendPhoneCode({ company_id: companyId, phone, purpose })).detail}
      onSendFailed={(error) => form.setFields([{ name: 'phone', errors: [refusalText(error)] }])}
    />
  );
}
