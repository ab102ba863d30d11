import { PhoneCodeFields as SharedPhoneCodeFields, type PhoneCodeFieldsProps } from '@campus/ui';
import { codeProblem, phoneProblem } from '../reset-password-form.ts';
import { problemRule as rule } from './new-password-fields.tsx';

/**
 * 手机号 and 验证码 (ui's fields) as 忘记密码 and 绑定手机号 (issue 40) check them; the phone is the
 * account's sign-in name (password managers fill it).
 */
export function PhoneCodeFields(props: Omit<PhoneCodeFieldsProps, 'phoneRules' | 'codeRules' | 'phoneAutoComplete'>) {
  return (
    <SharedPhoneCodeFields {...props} phoneRules={[rule(phoneProblem)]} codeRules={[rule(codeProblem)]} phoneAutoComplete="username" />
  );
}
