/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { goodsApplySchema, type GoodsOrderInfo } from '@campus/contracts';
import { showToast } from '@campus/core';
import { clearFieldErrors, failedResponse, FieldErrorText, NamedTextArea, schemaRule, submitFailureMessage, useLoader } from '@campus/ui';
import { Button, Form, NoticeBar, Selector } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { applyGoods, fetchPickTypes, fetchProjects } from '../api.ts';
import { newClientKey, yuan } from '../format.ts';
import { maxQuantity, type GoodsCart } from '../stores/cart.ts';

const styles = {
  total: css({ fontSize: 15, color: 'var(--adm-color-text)' }),
  strong: css({ fontWeight: 600, color: 'var(--hub-primary-text)' }),
};

interface ApplyValues {
  project_id?: string[];
  pick_type_id?: string[];
  reason?: string;
}

/** Lines the quotas or the stock refuse as they stand ('A4 打印纸：本期还可领0包'), said before the form is sent. */
export function refusedLines(cart: GoodsCart): string[] {
  return cart.lines
    .filter((l) => l.quantity > maxQuantity(l.item))
    .map((l) => {
      const left = maxQuantity(l.item);
      const why = l.item.quota && (l.item.quota.remaining ?? Infinity) < l.item.stock_total ? '超出领用限额' : '库存不足';
      return `${l.item.name}${why}：最多可领${String(left)}${l.item.unit}`;
    });
}

export interface ApplyFormProps {
  orderType: 'goods' | 'consume';
  cart: GoodsCart;
  /** The chosen lines (with their quantities), shown as the form's first item. */
  lines: ReactNode;
  submitText: string;
  onDone: (order: GoodsOrderInfo) => void;
  /** The server refused it (a quota or the stock moved since the form opened): read the goods again. */
  onRefused?: () => void;
}

/**
 * The application's own fields (project, pick type, reason) under the chosen lines, sent as one
 * `goods` or `consume` order with a client key (a double tap makes one order). A line the quota or
 * stock refuses is named above the form and blocks sending; the server's refusals land on the fields.
 */
export const ApplyForm = observer(function ApplyForm({ orderType, cart, lines, submitText, onDone, onRefused }: ApplyFormProps) {
  const [form] = Form.useForm<ApplyValues>();
  const [clientKey] = useState(() => newClientKey(orderType));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const projects = useLoader(fetchProjects, []);
  const pickTypes = useLoader(fetchPickTypes, []);
  const refused = refusedLines(cart);

  const submit = async (values: ApplyValues) => {
    setMessage(null);
    setBusy(true);
    try {
      const order = await applyGoods({
        order_type: orderType,
        lines: cart.lines.map((l) => ({ goods_id: l.item.id, quantity: l.quantity })),
        project_id: values.project_id?.[0] ?? '',
        pick_type_id: values.pick_type_id?.[0] ?? '',
        reason: (values.reason ?? '').trim(),
        client_key: clientKey,
      });
      cart.clear();
      void showToast('申请已提交', { icon: 'success' });
      onDone(order);
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
      if (failedResponse(error)?.status === 400) onRefused?.();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {refused.length > 0 && (
        <div data-testid="quota-notice">
          <NoticeBar color="alert" wrap content={<span>{refused.join('；')}。请调整数量后再提交。</span>} />
        </div>
      )}
      <Form
        form={form}
        mode="card"
        onFinish={(v) => void submit(v)}
        onValuesChange={(changed) => {
          clearFieldErrors(form, changed);
          setMessage(null);
        }}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              loading={busy}
              disabled={cart.lines.length === 0 || refused.length > 0}
            >
              {submitText}
            </Button>
          </>
        }
      >
        <Form.Item name="lines" label={`领用明细（${String(cart.lines.length)}种）`} layout="vertical">
          {lines}
          <div css={styles.total} data-testid="apply-total">
            合计 {cart.count} 件，参考价值 <span css={styles.strong}>{yuan(cart.totalFen)}</span>
          </div>
        </Form.Item>
        <Form.Item name="project_id" label="项目" required rules={[{ required: true, type: 'array', min: 1, message: '请选择项目' }]}>
          <Selector columns={2} options={(projects.data ?? []).map((p) => ({ label: p.name, value: p.id }))} />
        </Form.Item>
        <Form.Item
          name="pick_type_id"
          label="领用类型"
          required
          rules={[{ required: true, type: 'array', min: 1, message: '请选择领用类型' }]}
        >
          <Selector columns={2} options={(pickTypes.data ?? []).map((p) => ({ label: p.name, value: p.id }))} />
        </Form.Item>
        <Form.Item name="reason" label="领用原因" layout="vertical" required rules={[schemaRule(goodsApplySchema.shape.reason)]}>
          <NamedTextArea label="领用原因" placeholder="请填写领用原因" autoSize={{ minRows: 2, maxRows: 5 }} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </>
  );
});
