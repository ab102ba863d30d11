/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { borrowApplySchema, hubToday } from '@campus/contracts';
import { localStore, showToast } from '@campus/core';
import { clearFieldErrors, DayInput, FieldErrorText, NamedTextArea, PageFrame, schemaRule, submitFailureMessage } from '@campus/ui';
import { Button, Form } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { applyBorrow } from '../api.ts';
import { newClientKey } from '../format.ts';
import { PATHS, withId } from '../paths.ts';
import { STASH } from '../stash.ts';
import { borrowDraft } from '../stores/drafts.ts';

const styles = {
  placeholder: css({ color: 'var(--adm-color-weak)' }),
};

interface BorrowValues {
  start_date?: string;
  end_date?: string;
  purpose?: string;
}

/**
 * 借用申请 (/pBorrow/pBorrowApply): free assets (pBorrowSelGoods), the period (from today) and the
 * purpose: one `pBorrow` order for approval; the borrower confirms the hand-over later.
 */
export default observer(function BorrowApplyScreen() {
  const navigate = useNavigate();
  const [form] = Form.useForm<BorrowValues>();
  const [clientKey] = useState(() => newClientKey('borrow'));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const today = hubToday();

  const submit = async (v: BorrowValues) => {
    setBusy(true);
    setMessage(null);
    try {
      const info = await applyBorrow({
        asset_ids: borrowDraft.assets.map((a) => a.id),
        start_date: v.start_date ?? '',
        end_date: v.end_date ?? '',
        purpose: (v.purpose ?? '').trim(),
        client_key: clientKey,
      });
      borrowDraft.reset();
      localStore.stashId(STASH.borrow, info.order.id);
      void showToast('申请已提交', { icon: 'success' });
      navigate(withId(PATHS.borrowDetail, info.order.id), { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="借用申请">
      <Form
        form={form}
        mode="card"
        initialValues={{
          start_date: borrowDraft.startDate ?? today,
          end_date: borrowDraft.endDate ?? undefined,
          purpose: borrowDraft.purpose,
        }}
        onFinish={(v) => void submit(v)}
        onValuesChange={(changed: BorrowValues) => {
          clearFieldErrors(form, changed);
          setMessage(null);
          if (changed.start_date !== undefined) borrowDraft.set('startDate', changed.start_date);
          if (changed.end_date !== undefined) borrowDraft.set('endDate', changed.end_date);
          if (changed.purpose !== undefined) borrowDraft.setPurpose(changed.purpose);
        }}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={busy}>
              提交借用申请
            </Button>
          </>
        }
      >
        <Form.Item
          name="asset_ids"
          label="借用资产"
          required
          arrow
          onClick={() => navigate(PATHS.borrowSelGoods)}
          rules={[{ validator: async () => (borrowDraft.assets.length === 0 ? Promise.reject(new Error('请选择资产')) : undefined) }]}
        >
          {borrowDraft.assets.length === 0 ? (
            <span css={styles.placeholder}>请选择空闲资产</span>
          ) : (
            <span data-testid="borrow-assets">{borrowDraft.assets.map((a) => `${a.model.name} ${a.tag}`).join('、')}</span>
          )}
        </Form.Item>
        <Form.Item name="start_date" label="开始日期" required rules={[{ required: true, message: '请选择借用开始日期' }]}>
          <DayInput title="开始日期" min={today} />
        </Form.Item>
        <Form.Item
          name="end_date"
          label="归还日期"
          required
          dependencies={['start_date']}
          rules={[
            { required: true, message: '请选择归还日期' },
            ({ getFieldValue }) => ({
              validator: async (_, value?: string) => {
                const start = getFieldValue('start_date') as string | undefined;
                if (value && start && value < start) throw new Error('归还日期不能早于开始日期');
              },
            }),
          ]}
        >
          <DayInput title="归还日期" min={today} />
        </Form.Item>
        <Form.Item name="purpose" label="借用用途" layout="vertical" required rules={[schemaRule(borrowApplySchema.shape.purpose)]}>
          <NamedTextArea label="借用用途" placeholder="如：出差演示" autoSize={{ minRows: 2, maxRows: 4 }} maxLength={200} />
        </Form.Item>
      </Form>
    </PageFrame>
  );
});
