/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { REPAIR_SCENES, repairDetailsSchema, textField, type RepairDetails } from '@campus/contracts';
import { useStores } from '@campus/core';
import {
  FieldErrorText,
  Loadable,
  PageFrame,
  clearFieldErrors,
  failedResponse,
  schemaRule,
  submitFailureMessage,
  useLoader,
} from '@campus/ui';
import { Button, ErrorBlock, Form, Input, List, TextArea } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { placeOrder, quoteCart } from '../api.ts';
import { cartContext, cartLines, clearCart } from '../cart.ts';
import { newClientKey, yuan } from '../money.ts';
import { PATHS, confirmedPath, payPath } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { CouponPicker } from './coupon-picker.tsx';
import { OrderAmounts, OrderLines } from './order-lines.tsx';

const styles = {
  footer: css({ display: 'flex', alignItems: 'center', gap: 12 }),
  total: css({ flex: 1, fontSize: 15 }),
  amount: css({ fontSize: 20, fontWeight: 600, color: 'var(--adm-color-danger)' }),
  empty: css({ padding: '48px 16px', textAlign: 'center' }),
};

/** What the buyer chose for the coupon: the server's best (at first), none, or one. */
type CouponChoice = { kind: 'best' } | { kind: 'none' } | { kind: 'one'; id: string };
const choiceValue = (c: CouponChoice): string | null | undefined => (c.kind === 'best' ? undefined : c.kind === 'none' ? null : c.id);

interface CheckoutValues {
  address?: string;
  remark?: string;
  repair?: Partial<RepairDetails>;
}

const MODE = { shop: TEXT.pickup, takeaway: TEXT.delivery, repair: TEXT.repairService, renovation: TEXT.repairService } as const;

/**
 * The confirmation before paying (/doubleColorOks without an id): the cart priced by the server
 * (member prices, the best coupon), what the scene needs (an address, the repair details), then
 * 提交订单 places the order and opens the shared purchase screen.
 */
export const Checkout = observer(function Checkout() {
  const { cart } = useStores();
  const navigate = useNavigate();
  const [form] = Form.useForm<CheckoutValues>();
  const ctx = cartContext(cart);
  const lines = cartLines(cart);
  const items = lines.map((l) => ({ goods_id: l.goods_id, quantity: l.quantity }));
  const itemsKey = JSON.stringify(items);
  const [choice, setChoice] = useState<CouponChoice>({ kind: 'best' });
  const [clientKey] = useState(newClientKey);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const quote = useLoader(
    () => (ctx && items.length > 0 ? quoteCart({ shop_id: ctx.shop_id, items, coupon_id: choiceValue(choice) }) : Promise.resolve(null)),
    [ctx?.shop_id, itemsKey, JSON.stringify(choice)],
  );

  if (!ctx || lines.length === 0) {
    return (
      <PageFrame title={TEXT.confirmTitle}>
        <div css={styles.empty}>
          <ErrorBlock status="empty" title={TEXT.cartEmpty} description={null} />
          <Button color="primary" fill="outline" onClick={() => navigate(PATHS.shops)}>
            {TEXT.backToShop}
          </Button>
        </div>
      </PageFrame>
    );
  }
  const scene = ctx.scene;
  const q = quote.data;
  const short = q?.lines.some((l) => l.quantity > l.stock) ?? false;

  const submit = async (values: CheckoutValues) => {
    if (!q) return;
    setMessage(null);
    setBusy(true);
    try {
      const repair = values.repair;
      const order = await placeOrder({
        shop_id: ctx.shop_id,
        scene,
        items,
        // the coupon the buyer saw applied, never a different one picked later by the server
        coupon_id: q.coupon_id,
        client_key: clientKey,
        ...(values.remark ? { remark: values.remark } : {}),
        ...(scene === 'takeaway' ? { address: values.address ?? '' } : {}),
        ...(REPAIR_SCENES.includes(scene) && repair
          ? {
              repair: {
                room: repair.room ?? '',
                description: repair.description ?? '',
                ...(repair.expected_time ? { expected_time: repair.expected_time } : {}),
              },
            }
          : {}),
      });
      clearCart(cart);
      navigate(order.status === 'created' ? payPath(order.id) : confirmedPath(order.id), { replace: true });
    } catch (error) {
      // a coupon used up meanwhile, stock gone: the server's words as they are, and the prices again
      const data = failedResponse(error)?.data as Record<string, unknown> | undefined;
      const plain = [data?.coupon_id, data?.items].find((v): v is string[] => Array.isArray(v) && typeof v[0] === 'string');
      setMessage(plain?.[0] ?? submitFailureMessage(form, error));
      void quote.reload();
    } finally {
      setBusy(false);
    }
  };

  const footer = (
    <div>
      <FieldErrorText message={message} />
      <div css={styles.footer}>
        <span css={styles.total}>
          {TEXT.total} <span css={styles.amount}>{q ? yuan(q.total_fen) : '--'}</span>
        </span>
        <Button
          color="primary"
          size="large"
          loading={busy}
          loadingText={TEXT.submitting}
          disabled={!q || short}
          onClick={() => form.submit()}
        >
          {TEXT.submitOrder}
        </Button>
      </div>
    </div>
  );

  return (
    <PageFrame title={TEXT.confirmTitle} footer={footer}>
      <List mode="card">
        <List.Item description={MODE[scene]}>{ctx.shop_name}</List.Item>
      </List>
      <Loadable state={quote}>
        {(data) => (
          <>
            <OrderLines title={TEXT.goodsList} lines={data.lines} />
            {!data.is_member && (
              <List mode="card">
                <List.Item arrow onClick={() => navigate(PATHS.member)}>
                  {TEXT.becomeMember}
                </List.Item>
              </List>
            )}
            <CouponPicker
              coupons={data.coupons}
              value={data.coupon_id}
              onChange={(id) => setChoice(id === null ? { kind: 'none' } : { kind: 'one', id })}
            />
            <OrderAmounts
              subtotal={data.subtotal_fen}
              memberSaving={data.member_saving_fen}
              discount={data.discount_fen}
              total={data.total_fen}
              couponName={data.coupons.find((c) => c.coupon.id === data.coupon_id)?.coupon.name ?? null}
            />
          </>
        )}
      </Loadable>
      <Form
        form={form}
        layout="horizontal"
        mode="card"
        onFinish={(v) => void submit(v)}
        onValuesChange={(changed) => {
          clearFieldErrors(form, changed);
          setMessage(null);
        }}
      >
        {scene === 'takeaway' && (
          <Form.Item name="address" label={TEXT.address} required rules={[schemaRule(textField(TEXT.address, 100))]}>
            <Input placeholder={TEXT.addressPlaceholder} />
          </Form.Item>
        )}
        {REPAIR_SCENES.includes(scene) && (
          <Form.Item name={['repair', 'room']} label={TEXT.room} required rules={[schemaRule(repairDetailsSchema.shape.room)]}>
            <Input placeholder={TEXT.roomPlaceholder} />
          </Form.Item>
        )}
        {REPAIR_SCENES.includes(scene) && (
          <Form.Item
            name={['repair', 'description']}
            label={TEXT.repairDescription}
            required
            rules={[schemaRule(repairDetailsSchema.shape.description)]}
          >
            <TextArea placeholder={TEXT.repairDescriptionPlaceholder} autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
        )}
        {REPAIR_SCENES.includes(scene) && (
          <Form.Item name={['repair', 'expected_time']} label={TEXT.expectedTime}>
            <Input placeholder={TEXT.expectedTimePlaceholder} />
          </Form.Item>
        )}
        <Form.Item name="remark" label={TEXT.remark}>
          <Input placeholder={TEXT.remarkPlaceholder} />
        </Form.Item>
      </Form>
    </PageFrame>
  );
});
