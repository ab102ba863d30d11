/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { PCAR_FEE_TYPES, type FileRef, type PcarFeeCreate } from '@campus/contracts';
import { showToast } from '@campus/core';
import { AttachmentUploader, clearFieldErrors, FieldErrorText, PageFrame, submitFailureMessage } from '@campus/ui';
import { Button, Form, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { createFee } from '../api.ts';
import { MissingId, queryValue } from '../components/missing-id.tsx';
import { yuanToFen } from '../format.ts';
import { renameErrorFields } from '../submit-errors.ts';
import { TEXT } from '../texts.ts';

const styles = { form: css({ marginTop: 12 }) };

interface FeeFormValues {
  fee_type?: string[];
  amount?: string;
  remark?: string;
  attachments?: FileRef[];
}

/** 费用 (/privateCar/pCarDetail/pCarCost?trip=): a cost of the trip (parking, tolls ...) with its vouchers. */
export default function CostAddScreen() {
  const [search] = useSearchParams();
  const tripId = queryValue(search, 'trip');
  const navigate = useNavigate();
  const [form] = Form.useForm<FeeFormValues>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: FeeFormValues) => {
    if (tripId === null) return;
    setMessage(null);
    const amount = yuanToFen(values.amount ?? '');
    if (amount === null) {
      form.setFields([{ name: 'amount', errors: ['请填写正确的金额（元，最多两位小数）'] }]);
      return;
    }
    setBusy(true);
    try {
      await createFee(tripId, {
        fee_type: (values.fee_type?.[0] ?? '') as PcarFeeCreate['fee_type'],
        amount_fen: amount,
        remark: (values.remark ?? '').trim(),
        attachments: (values.attachments ?? []).map((f) => f.id),
      });
      void showToast(TEXT.saved, { icon: 'success' });
      navigate(-1);
    } catch (error) {
      // the server's amount_fen message belongs to the yuan field
      setMessage(submitFailureMessage(form, renameErrorFields(error, { amount_fen: 'amount' })));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="登记费用">
      {tripId === null ? (
        <MissingId />
      ) : (
        <Form
          css={styles.form}
          form={form}
          mode="card"
          layout="vertical"
          onFinish={(v) => void submit(v)}
          onValuesChange={(changed) => {
            clearFieldErrors(form, changed);
            setMessage(null);
          }}
          footer={
            <>
              <FieldErrorText message={message} />
              <Button block type="submit" color="primary" size="large" loading={busy}>
                保存费用
              </Button>
            </>
          }
        >
          <Form.Item
            name="fee_type"
            label="费用类型"
            required
            rules={[{ required: true, type: 'array', min: 1, message: '请选择费用类型' }]}
          >
            <Selector columns={3} options={PCAR_FEE_TYPES.map((t) => ({ label: t.name, value: t.code }))} />
          </Form.Item>
          <Form.Item name="amount" label="金额（元）" required rules={[{ required: true, message: '请填写金额' }]}>
            <Input inputMode="decimal" placeholder="如 15.00" />
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input placeholder="选填，如停车场名称" maxLength={100} />
          </Form.Item>
          <Form.Item
            name="attachments"
            label="票据照片"
            required
            rules={[
              { validator: async (_r, v?: FileRef[]) => (v && v.length > 0 ? undefined : Promise.reject(new Error('请上传票据照片'))) },
            ]}
          >
            <AttachmentUploader maxCount={6} accept="image-or-pdf" />
          </Form.Item>
        </Form>
      )}
    </PageFrame>
  );
}
