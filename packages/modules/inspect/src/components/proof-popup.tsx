import type { FileRef } from '@campus/contracts';
import { AttachmentUploader, clearFieldErrors, FieldErrorText, NamedTextArea, SheetDialog, submitFailureMessage } from '@campus/ui';
import { Button, Form } from 'antd-mobile';
import { useState } from 'react';

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
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (v: ProofValues) => {
    setBusy(true);
    setMessage(null);
    try {
      await send({ remark: (v.remark ?? '').trim(), photos: (v.photos ?? []).map((f) => f.id) });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SheetDialog visible={visible} title={title} onClose={onClose} testId="proof-popup">
      <Form
        form={form}
        initialValues={{ photos: [] }}
        onFinish={(v) => void submit(v)}
        onValuesChange={(changed: ProofValues) => {
          clearFieldErrors(form, changed);
          setMessage(null);
        }}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={busy}>
              提交
            </Button>
          </>
        }
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
      </Form>
    </SheetDialog>
  );
}
