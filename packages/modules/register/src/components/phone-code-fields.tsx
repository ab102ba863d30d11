import { smsCodeSchema, smsPhoneSchema, type SmsCodePurpose } from '@campus/contracts';
import { PhoneCodeFields as SharedPhoneCodeFields, schemaRule } from '@campus/ui';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { sendPhoneCode } from '../api.ts';

export interface PhoneCodeFieldsProps {
  form: FormInstance;
  companyId: string | null;
  purpose: SmsCodePurpose;
  /** Shown when no company is chosen yet. */
  onNoCompany: () => void;
}

/** 手机号 and 验证码 (ui's fields) proving the phone for `purpose` in the chosen company. */
export function PhoneCodeFields({ form, companyId, purpose, onNoCompany }: PhoneCodeFieldsProps) {
  return (
    <SharedPhoneCodeFields
      form={form}
      phoneRules={[schemaRule(smsPhoneSchema)]}
      codeRules={[schemaRule(smsCodeSchema)]}
      canSend={() => {
        if (companyId === null) onNoCompany();
        return companyId !== null;
      }}
      send={async (phone) => (await sendPhoneCode(companyId ?? '', phone, purpose)).detail}
    />
  );
}
