import {
  COUPON_PERIOD_LABELS,
  COUPON_PERIODS,
  COUPON_TARGET_DEPARTMENT,
  COUPON_TARGET_PERSONAL,
  parseYuan,
  textField,
  type CouponPeriod,
  type ShopManage,
} from '@campus/contracts';
import { showToast } from '@campus/core';
import { schemaRule, keepDates } from '@campus/ui';
import { DatePicker, Form, Input, Selector } from 'antd-mobile';
import dayjs from 'dayjs';
import { createCoupon } from '../api.ts';
import { TEXT } from '../texts.ts';
import { FormPopup } from './form-popup.tsx';
import { ShopChoice, defaultShopChoice, shopIdOf } from './shop-choice.tsx';

/** Field names are the body's (server errors land on them); amounts are typed in yuan. */
interface CouponValues {
  shop_id?: string[];
  name?: string;
  amount_off_fen?: string;
  min_spend_fen?: string;
  target?: string[];
  period?: CouponPeriod[];
  period_days?: string;
  uses_per_period?: string;
  valid_from?: Date;
  valid_to?: Date;
  total_quantity?: string;
}

const yuanRule = (allowZero: boolean) => ({
  validator: async (_r: unknown, v: unknown) => {
    const text = typeof v === 'string' ? v.trim() : '';
    if (allowZero && (text === '' || /^0+(\.0{1,2})?$/.test(text))) return;
    if (parseYuan(text) === null) throw new Error(TEXT.badYuan);
  },
});

function DateField({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item
      name={name}
      label={label}
      required
      trigger="onConfirm"
      onClick={(_e, ref) => ref.current?.open()}
      rules={[{ required: true, message: `请选择${label}` }]}
    >
      <DatePicker min={dayjs().subtract(1, 'year').toDate()} max={dayjs().add(5, 'year').toDate()}>
        {(value) => (value ? keepDates(dayjs(value).format('YYYY-MM-DD')) : TEXT.chooseTime)}
      </DatePicker>
    </Form.Item>
  );
}

/** 发放优惠券: amount and threshold (yuan, sent as fen), per person or per department, the spec's period codes. */
export function CouponFormPopup({ manage, onClose, onDone }: { manage: ShopManage; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<CouponValues>();
  const period = Form.useWatch('period', form);
  return (
    <FormPopup<CouponValues>
      title={TEXT.issueCoupon}
      form={form}
      initialValues={{
        shop_id: defaultShopChoice(manage),
        target: [COUPON_TARGET_PERSONAL],
        period: [30],
        uses_per_period: '1',
        min_spend_fen: '0',
        valid_from: new Date(),
        valid_to: dayjs().add(1, 'month').toDate(),
      }}
      onClose={onClose}
      submit={async (v) => {
        const p = v.period?.[0] ?? 0;
        await createCoupon({
          shop_id: shopIdOf(v.shop_id, manage),
          name: v.name ?? '',
          amount_off_fen: parseYuan(v.amount_off_fen ?? '') ?? 0,
          min_spend_fen: parseYuan(v.min_spend_fen ?? '') ?? 0,
          target: v.target?.[0] ?? COUPON_TARGET_PERSONAL,
          period: p,
          ...(p === 70 ? { period_days: Number(v.period_days ?? '') } : {}),
          uses_per_period: Number(v.uses_per_period || '1'),
          valid_from: dayjs(v.valid_from).format('YYYY-MM-DD'),
          valid_to: dayjs(v.valid_to).format('YYYY-MM-DD'),
          ...(v.total_quantity ? { total_quantity: Number(v.total_quantity) } : {}),
        });
        void showToast(TEXT.couponSaved, { icon: 'success' });
        onDone();
      }}
    >
      <ShopChoice manage={manage} label={TEXT.issuer} companyLabel={TEXT.companyCoupon} />
      <Form.Item name="name" label={TEXT.couponName} required rules={[schemaRule(textField('优惠券名称', 30))]}>
        <Input />
      </Form.Item>
      <Form.Item name="amount_off_fen" label={TEXT.amountOff} required rules={[yuanRule(false)]}>
        <Input inputMode="decimal" placeholder="5.00" />
      </Form.Item>
      <Form.Item name="min_spend_fen" label={TEXT.minSpend} rules={[yuanRule(true)]}>
        <Input inputMode="decimal" placeholder="0" />
      </Form.Item>
      <Form.Item name="target" label={TEXT.target}>
        <Selector
          columns={2}
          options={[
            { label: TEXT.targetPersonal, value: COUPON_TARGET_PERSONAL },
            { label: TEXT.targetDepartment, value: COUPON_TARGET_DEPARTMENT },
          ]}
        />
      </Form.Item>
      <Form.Item name="period" label={TEXT.period}>
        <Selector columns={4} options={COUPON_PERIODS.map((c) => ({ label: COUPON_PERIOD_LABELS[c], value: c }))} />
      </Form.Item>
      {period?.[0] === 70 && (
        <Form.Item name="period_days" label={TEXT.periodDays} required>
          <Input type="number" inputMode="numeric" />
        </Form.Item>
      )}
      {period?.[0] !== 0 && (
        <Form.Item name="uses_per_period" label={TEXT.usesPerPeriod}>
          <Input type="number" inputMode="numeric" />
        </Form.Item>
      )}
      <DateField name="valid_from" label={TEXT.validFrom} />
      <DateField name="valid_to" label={TEXT.validTo} />
      <Form.Item name="total_quantity" label={TEXT.totalQuantity}>
        <Input type="number" inputMode="numeric" />
      </Form.Item>
    </FormPopup>
  );
}
