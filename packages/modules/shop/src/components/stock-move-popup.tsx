/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { Goods } from '@campus/contracts';
import { showToast } from '@campus/core';
import { FieldErrorText, clearFieldErrors, submitFailureMessage, useLoader } from '@campus/ui';
import { Button, Form, Input, Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import { fetchSuppliers, moveStock } from '../api.ts';
import { TEXT } from '../texts.ts';

const styles = {
  sheet: css({ padding: '12px 0 16px', maxHeight: '80vh', overflowY: 'auto' }),
  title: css({ fontSize: 16, fontWeight: 600, padding: '0 16px 4px' }),
  now: css({ fontSize: 13, color: 'var(--adm-color-text-secondary)', padding: '0 16px' }),
};

export type MoveKind = 'in' | 'out' | 'check';
const TITLES: Record<MoveKind, string> = { in: TEXT.stockIn, out: TEXT.stockOut, check: TEXT.stockCheck };

interface MoveValues {
  quantity?: string;
  supplier?: string[];
  remark?: string;
}

/** 入库 / 出库 / 盘点 of one goods item: the quantity (the counted stock for 盘点), a supplier for 入库, a remark. */
export function StockMovePopup({
  goods,
  kind,
  onClose,
  onDone,
}: {
  goods: Goods;
  kind: MoveKind;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<MoveValues>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const suppliers = useLoader(() => (kind === 'in' ? fetchSuppliers(1, 100, goods.shop.id) : Promise.resolve(null)), [kind, goods.shop.id]);

  const submit = async (values: MoveValues) => {
    setBusy(true);
    setMessage(null);
    try {
      const supplier = values.supplier?.[0];
      await moveStock(goods.id, {
        kind,
        quantity: Number(values.quantity ?? ''),
        ...(supplier ? { supplier_id: supplier } : {}),
        ...(values.remark ? { remark: values.remark } : {}),
      });
      void showToast(TEXT.moveSaved, { icon: 'success' });
      onDone();
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div css={styles.sheet} role="dialog" aria-label={`${TITLES[kind]} ${goods.name}`}>
        <div css={styles.title}>
          {TITLES[kind]} · {goods.name}
        </div>
        <div css={styles.now}>{TEXT.stock(goods.stock)}</div>
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) => void submit(v)}
          onValuesChange={(changed) => {
            clearFieldErrors(form, changed);
            setMessage(null);
          }}
          footer={
            <>
              <FieldErrorText message={message} />
              <Button block type="submit" color="primary" loading={busy} loadingText={TEXT.saving}>
                {TEXT.save}
              </Button>
            </>
          }
        >
          <Form.Item
            name="quantity"
            label={kind === 'check' ? TEXT.countedQuantity : TEXT.quantity}
            required
            rules={[
              {
                validator: async (_r, v: unknown) => {
                  const n = Number(v);
                  if (typeof v !== 'string' || !/^\d+$/.test(v) || (kind !== 'check' && n === 0)) throw new Error('请输入正整数');
                },
              },
            ]}
          >
            <Input type="number" inputMode="numeric" placeholder={kind === 'check' ? String(goods.stock) : '1'} />
          </Form.Item>
          {kind === 'in' && (suppliers.data?.results.length ?? 0) > 0 && (
            <Form.Item name="supplier" label={TEXT.supplier}>
              <Selector columns={2} options={(suppliers.data?.results ?? []).map((s) => ({ label: s.name, value: s.id }))} />
            </Form.Item>
          )}
          <Form.Item name="remark" label={TEXT.remark}>
            <Input placeholder={TEXT.remark} />
          </Form.Item>
        </Form>
      </div>
    </Popup>
  );
}
