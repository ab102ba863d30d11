/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { FileRef } from '@campus/contracts';
import { showToast } from '@campus/core';
import { AttachmentUploader, clearFieldErrors, FieldErrorText, PageFrame, submitFailureMessage } from '@campus/ui';
import { Button, Form, Input } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { addFee } from '../api.ts';
import { MissingParam } from '../components/missing.tsx';
import { newClientKey, yuanToFen } from '../format.ts';
import { useQueryValue } from '../hooks.ts';
import { PATHS, withQuery } from '../navigation.ts';
import { receptionDrafts } from '../stores/reception-drafts.ts';

const styles = { hint: css({ color: 'var(--adm-color-weak)' }) };

interface FeeFormValues {
  name?: string;
  amount?: string;
  photo?: FileRef[];
  remark?: string;
}

const FeeForm = observer(function FeeForm({ receptionId }: { receptionId: string }) {
  const navigate = useNavigate();
  useState(() => receptionDrafts.openFee(receptionId));
  const [form] = Form.useForm<FeeFormValues>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const task = receptionDrafts.feeTask;

  const submit = async (values: FeeFormValues) => {
    setMessage(null);
    if (task === null) return setMessage('请选择任务');
    const amount = yuanToFen(values.amount ?? '');
    if (amount === null) {
      form.setFields([{ name: 'amount', errors: ['请填写正确的金额（元，最多两位小数）'] }]);
      return;
    }
    const key = receptionDrafts.feeClientKey ?? newClientKey();
    receptionDrafts.setFeeClientKey(key);
    setBusy(true);
    try {
      await addFee(receptionId, {
        task_id: task.id,
        name: (values.name ?? '').trim(),
        amount_fen: amount,
        photo_id: values.photo?.[0]?.id ?? '',
        remark: (values.remark ?? '').trim() || undefined,
        client_key: key,
      });
      receptionDrafts.closeFee();
      void showToast('已添加', { icon: 'success' });
      void navigate(withQuery(PATHS.fees, { id: receptionId }), { replace: true });
    } catch (error) {
      const failure = submitFailureMessage(form, error);
      // the server names the fen field and the photo's id: put them on the typed fields
      const data = (error as { response?: { data?: Record<string, string[]> } }).response?.data;
      if (data?.amount_fen) form.setFields([{ name: 'amount', errors: data.amount_fen }]);
      if (data?.photo_id) form.setFields([{ name: 'photo', errors: data.photo_id }]);
      setMessage(data?.amount_fen || data?.photo_id ? null : failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      mode="card"
      layout="vertical"
      initialValues={receptionDrafts.feeValues}
      onFinish={(v) => void submit(v)}
      onValuesChange={(changed: FeeFormValues) => {
        receptionDrafts.setFeeValues(changed as Record<string, unknown>);
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
      <Form.Item label="所属任务" required arrow onClick={() => void navigate(withQuery(PATHS.feeTask, { id: receptionId }))}>
        <span data-testid="fee-task-row">{task ? task.title : <span css={styles.hint}>请选择任务</span>}</span>
      </Form.Item>
      <Form.Item name="name" label="费用名称" required rules={[{ required: true, message: '请填写费用名称' }]}>
        <Input placeholder="如：午餐、会议室茶歇" maxLength={30} />
      </Form.Item>
      <Form.Item name="amount" label="金额（元）" required rules={[{ required: true, message: '请输入金额' }]}>
        <Input inputMode="decimal" placeholder="如 268.50" />
      </Form.Item>
      <Form.Item
        name="photo"
        label="票据照片"
        required
        rules={[{ validator: async (_r, v?: FileRef[]) => (v && v.length > 0 ? undefined : Promise.reject(new Error('请上传票据照片'))) }]}
      >
        <AttachmentUploader maxCount={1} accept="image" />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input placeholder="选填" maxLength={200} />
      </Form.Item>
    </Form>
  );
});

/** 添加费用 (/reception/receptionOrderFee/receptionAddFee?id=): a fee of a task (picked on receptionFeeSelTask) with its receipt photo. */
export default observer(function AddFeeScreen() {
  const id = useQueryValue('id');
  return <PageFrame title="添加费用">{id === null ? <MissingParam /> : <FeeForm receptionId={id} />}</PageFrame>;
});
