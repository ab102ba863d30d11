import type { FileRef } from '@campus/contracts';
import { AttachmentUploader, FormSheet, NamedTextArea } from '@campus/ui';
import { Form } from 'antd-mobile';

interface ProofValues {
  remark?: string;
  photos?: FileRef[];
}

/**
 * What was done, with photos (at least one): a rectification's fix, a reform task's evidence. The
 * server's refusal lands on its field.
 */
export function ProofPopup({
  title,
  remarkLabel,
  placeholder,
  visible,
  onClose,
  send,
}: {
  title: string;
  remarkLabel: string;
  placeholder: string;
  visible: boolean;
  onClose: () => void;
  send: (body: { remark: string; photos: string[] }) => Promise<void>;
}) {
  const [form] = Form.useForm<ProofValues>();
  const submit = (v: ProofValues) => send({ remark: (v.remark ?? '').trim(), photos: (v.photos ?? []).map((f) => f.id) });
  return (
    <FormSheet
      visible={visible}
      title={title}
      onClose={onClose}
      testId="proof-popup"
      form={form}
      submitText="提交"
      onSubmit={submit}
      initialValues={{ photos: [] }}
    >
      <Form.Item
        name="remark"
        label={remarkLabel}
        layout="vertical"
        required
        rules={[{ validator: async (_, v?: string) => (v?.trim() ? undefined : Promise.reject(new Error(`请填写${remarkLabel}`))) }]}
      >
        <NamedTextArea label={remarkLabel} placeholder={placeholder} autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
      </Form.Item>
      <Form.Item
        name="photos"
        label="照片"
        layout="vertical"
        required
        rules={[{ validator: async (_, v?: FileRef[]) => (v?.length ? undefined : Promise.reject(new Error('请上传整改照片'))) }]}
      >
        <AttachmentUploader />
      </Form.Item>
    </FormSheet>
  );
}
