import { CAR_FEE_KINDS, CAR_FEE_LABELS, carMessages, type CarFeeKind, type FileRef } from '@campus/contracts';
import { showToast } from '@campus/core';
import { AttachmentUploader, FieldErrorText, PageFrame, clearFieldErrors, submitFailureMessage } from '@campus/ui';
import { Button, Form, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addFee } from '../api.ts';
import { yuanToFen } from '../format.ts';
import { idFrom, STASH } from '../stash.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

interface FeeValues {
  kind: CarFeeKind[];
  amount: string;
  remark: string;
  attachments: FileRef[];
}

/**
 * /applyCarV3/carV3DrivingDetail/carV3DrivingAddFee?id=<order>: a fee of the trip (fuel, toll,
 * parking, other) in yuan with a photo of its receipt, uploaded as it is taken; sent in fen.
 */
export default function AddFeeScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = idFrom(search, STASH.driving3);
  const [form] = Form.useForm<FeeValues>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (values: FeeValues) => {
    if (id === null) return;
    setBusy(true);
    setMessage(null);
    try {
      await addFee(id, {
        kind: values.kind[0] ?? 'other',
        amount_fen: yuanToFen(values.amount) ?? 0,
        remark: (values.remark ?? '').trim(),
        attachments: (values.attachments ?? []).map((f) => f.id),
      });
      void showToast(TEXT.feeAdded, { icon: 'success' });
      navigate(-1);
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageFrame title={titleOf('carV3DrivingAddFee')}>
      <Form
        form={form}
        mode="card"
        initialValues={{ kind: ['fuel'], amount: '', remark: '', attachments: [] }}
        onValuesChange={(changed) => {
          clearFieldErrors(form, changed);
          setMessage(null);
        }}
        onFinish={(v) => void submit(v)}
        footer={
          <>
            <FieldErrorText message={message ?? (id === null ? TEXT.missing : null)} />
            <Button block type="submit" color="primary" size="large" loading={busy} disabled={id === null}>
              {TEXT.addFee}
            </Button>
          </>
        }
      >
        <Form.Item name="kind" label={TEXT.feeKind} required rules={[{ required: true, type: 'array', min: 1, message: '请选择费用类型' }]}>
          <Selector columns={4} options={CAR_FEE_KINDS.map((k) => ({ label: CAR_FEE_LABELS[k], value: k }))} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={TEXT.amount}
          required
          rules={[{ validator: async (_r, v: string) => (yuanToFen(v ?? '') ? undefined : Promise.reject(new Error(TEXT.badAmount))) }]}
        >
          <Input inputMode="decimal" placeholder={TEXT.amountPlaceholder} clearable />
        </Form.Item>
        <Form.Item
          name="attachments"
          label={TEXT.receipt}
          required
          help={TEXT.receiptHint}
          rules={[{ required: true, type: 'array', min: 1, message: carMessages.receiptRequired }]}
        >
          <AttachmentUploader accept="image" maxCount={3} />
        </Form.Item>
        <Form.Item name="remark" label={TEXT.remark}>
          <Input placeholder={TEXT.remarkPlaceholder} maxLength={200} clearable />
        </Form.Item>
      </Form>
    </PageFrame>
  );
}
