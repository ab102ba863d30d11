/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { GoodsOrderInfo } from '@campus/contracts';
import { showToast } from '@campus/core';
import { clearFieldErrors, FieldErrorText, Loadable, NamedTextArea, PageFrame, submitFailureMessage, useLoader } from '@campus/ui';
import { Button, Form, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchOrder, returnConsume } from '../api.ts';
import { MissingId } from '../components/missing-id.tsx';
import { Quantity } from '../components/quantity.tsx';
import { PATHS, withId } from '../paths.ts';
import { idFrom } from '../stash.ts';

const styles = {
  meta: css({ fontSize: 13, color: 'var(--adm-color-weak)' }),
  list: css({ '--padding-left': '0', '--border-top': 'none', '--border-bottom': 'none' }),
};

/** What each line may still give back: taken less what is back already. */
export const returnableOf = (line: GoodsOrderInfo['lines'][number]): number => Math.max(0, line.quantity - line.returned);

function ReturnForm({ info }: { info: GoodsOrderInfo }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<{ remark?: string }>();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const chosen = info.lines.filter((l) => (counts[l.id] ?? 0) > 0);

  const submit = async ({ remark }: { remark?: string }) => {
    setBusy(true);
    setMessage(null);
    try {
      await returnConsume(info.order.id, {
        lines: chosen.map((l) => ({ line_id: l.id, quantity: counts[l.id] ?? 0 })),
        ...(remark?.trim() ? { remark: remark.trim() } : {}),
      });
      void showToast('已归还', { icon: 'success' });
      navigate(withId(PATHS.consumeDetail, info.order.id), { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      mode="card"
      onFinish={(v) => void submit(v)}
      onValuesChange={(c) => {
        clearFieldErrors(form, c);
        setMessage(null);
      }}
      footer={
        <>
          <FieldErrorText message={message} />
          <Button block type="submit" color="primary" size="large" loading={busy} disabled={chosen.length === 0}>
            确认归还
          </Button>
        </>
      }
    >
      <Form.Item name="lines" label="归还数量（不超过已领取未归还的数量）" layout="vertical">
        <List css={styles.list}>
          {info.lines.map((l) => (
            <List.Item
              key={l.id}
              data-testid="return-line"
              description={
                <span css={styles.meta}>
                  领取 {l.quantity}
                  {l.unit} · 已归还 {l.returned}
                  {l.unit} · 可归还 {returnableOf(l)}
                  {l.unit}
                </span>
              }
              extra={
                returnableOf(l) > 0 ? (
                  <Quantity
                    name={l.goods.name}
                    value={counts[l.id] ?? 0}
                    max={returnableOf(l)}
                    onChange={(n) => setCounts((prev) => ({ ...prev, [l.id]: n }))}
                  />
                ) : (
                  <span css={styles.meta}>已全部归还</span>
                )
              }
            >
              {l.goods.name}
            </List.Item>
          ))}
        </List>
      </Form.Item>
      <Form.Item name="remark" label="备注" layout="vertical">
        <NamedTextArea label="备注" placeholder="选填，如剩余数量、归还原因" autoSize={{ minRows: 2, maxRows: 4 }} maxLength={200} />
      </Form.Item>
    </Form>
  );
}

/**
 * 耗材归还 (/consumeReceive/consumeOrderDetail/consumeOrderReturn?id=): give part of a collected
 * consume order back to the warehouse, never more than was taken less what is back already.
 */
export default function ConsumeReturnScreen() {
  const [search] = useSearchParams();
  const id = idFrom(search);
  const state = useLoader(async () => (id === null ? null : fetchOrder(id)), [id]);
  return (
    <PageFrame title="耗材归还">
      {id === null ? (
        <MissingId />
      ) : (
        <Loadable state={state}>
          {(info) =>
            info.can_return ? (
              <ReturnForm info={info} />
            ) : (
              <List mode="card">
                <List.Item>该领用单当前不能归还（{info.order.status_label}）</List.Item>
              </List>
            )
          }
        </Loadable>
      )}
    </PageFrame>
  );
}
