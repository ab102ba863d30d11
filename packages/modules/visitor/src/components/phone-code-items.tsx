import { Form, Input } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { CodeButton, type CodeButtonProps } from './code-button.tsx';

/**
 * 手机号 and 验证码 of a page used without a login (a visit, a let-off, going out): the code is sent to
 * the typed phone for `purpose`, and a refused phone is shown on its field.
 */
export function PhoneCodeItems({
  form,
  companyId,
  purpose,
  phonePlaceholder = '接收验证码',
}: {
  form: FormInstance;
  companyId: string;
  purpose: CodeButtonProps['purpose'];
  phonePlaceholder?: string;
}) {
  return (
    <>
      <Form.Item name="phone" label="手机号" rules={[{ required: true, message: '请输入11位手机号' }]}>
        <Input type="tel" inputMode="tel" placeholder={phonePlaceholder} maxLength={11} />
      </Form.Item>
      <Form.Item
        name="code"
        label="验证码"
        rules={[{ required: true, message: '请输入6位验证码' }]}
        extra={
          <CodeButton
            companyId={companyId}
            purpose={purpose}
            phone={() => String(form.getFieldValue('phone') ?? '')}
            onPhoneError={(text) => form.setFields([{ name: 'phone', errors: [text] }])}
          />
        }
      >
        <Input inputMode="numeric" placeholder="6位验证码" maxLength={6} />
      </Form.Item>
    </>
  );
}
