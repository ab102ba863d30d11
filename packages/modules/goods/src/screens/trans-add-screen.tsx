/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { transferApplySchema } from '@campus/contracts';
import { showToast } from '@campus/core';
import { clearFieldErrors, FieldErrorText, NamedTextArea, PageFrame, schemaRule, submitFailureMessage } from '@campus/ui';
import { Button, Form } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { applyTransfer } from '../api.ts';
import { newClientKey } from '../format.ts';
import { PATHS, withId } from '../paths.ts';
import { transferDraft } from '../stores/drafts.ts';

const styles = {
  placeholder: css({ color: 'var(--adm-color-weak)' }),
};

const required = (isEmpty: () => boolean, message: string) => [
  { validator: async () => (isEmpty() ? Promise.reject(new Error(message)) : undefined) },
];

/**
 * 新增调拨 (/pTrans/pTransAdd): whose assets (pTransSelectStaff), which of them (pTransSelect), the
 * receiver (pTransSelStaff) and why: one `assetTransfer` order; after approval the receiver accepts
 * or declines each asset.
 */
export default observer(function TransAddScreen() {
  const navigate = useNavigate();
  const [form] = Form.useForm<{ reason?: string }>();
  const [clientKey] = useState(() => newClientKey('transfer'));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const d = transferDraft;

  const submit = async ({ reason }: { reason?: string }) => {
    setBusy(true);
    setMessage(null);
    try {
      const info = await applyTransfer({
        from_staff_id: d.from?.id ?? '',
        asset_ids: d.assets.map((a) => a.id),
        to_staff_id: d.to?.id ?? '',
        reason: (reason ?? '').trim(),
        client_key: clientKey,
      });
      transferDraft.reset();
      void showToast('调拨申请已提交', { icon: 'success' });
      navigate(withId(PATHS.transDetails, info.order.id), { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="新增调拨">
      <Form
        form={form}
        mode="card"
        initialValues={{ reason: d.reason }}
        onFinish={(v) => void submit(v)}
        onValuesChange={(changed: { reason?: string }) => {
          clearFieldErrors(form, changed);
          setMessage(null);
          if (changed.reason !== undefined) transferDraft.setReason(changed.reason);
        }}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={busy}>
              提交调拨申请
            </Button>
          </>
        }
      >
        <Form.Item
          name="from_staff_id"
          label="调出人员"
          required
          arrow
          onClick={() => navigate(PATHS.transSelectStaff)}
          rules={required(() => d.from === null, '请选择调出人员')}
        >
          {d.from ? <span data-testid="trans-from">{d.from.name}</span> : <span css={styles.placeholder}>请选择</span>}
        </Form.Item>
        <Form.Item
          name="asset_ids"
          label="调拨资产"
          required
          arrow
          onClick={() => (d.from ? navigate(PATHS.transSelect) : navigate(PATHS.transSelectStaff))}
          rules={required(() => d.assets.length === 0, '请选择资产')}
        >
          {d.assets.length > 0 ? (
            <span data-testid="trans-assets">{d.assets.map((a) => `${a.model.name} ${a.tag}`).join('、')}</span>
          ) : (
            <span css={styles.placeholder}>{d.from ? `选择${d.from.name}名下的资产` : '请先选择调出人员'}</span>
          )}
        </Form.Item>
        <Form.Item
          name="to_staff_id"
          label="接收人"
          required
          arrow
          onClick={() => navigate(PATHS.transSelStaff)}
          rules={required(() => d.to === null, '请选择接收人')}
        >
          {d.to ? <span data-testid="trans-to">{d.to.name}</span> : <span css={styles.placeholder}>请选择</span>}
        </Form.Item>
        <Form.Item name="reason" label="调拨原因" layout="vertical" required rules={[schemaRule(transferApplySchema.shape.reason)]}>
          <NamedTextArea label="调拨原因" placeholder="如：员工离职，资产移交" autoSize={{ minRows: 2, maxRows: 4 }} maxLength={200} />
        </Form.Item>
      </Form>
    </PageFrame>
  );
});
