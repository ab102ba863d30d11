/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { QuoteCoupon } from '@campus/contracts';
import { Button, List, Popup, Radio } from 'antd-mobile';
import { useState } from 'react';
import { keepDates } from '@campus/ui';
import { yuan } from '../money.ts';
import { TEXT } from '../texts.ts';

const styles = {
  sheet: css({ padding: '12px 0 24px', maxHeight: '70vh', overflowY: 'auto' }),
  title: css({ fontSize: 16, fontWeight: 600, padding: '0 16px 8px' }),
  off: css({ color: 'var(--adm-color-danger)', fontWeight: 600 }),
  reason: css({ fontSize: 12, color: 'var(--adm-color-text-secondary)' }),
  done: css({ padding: '12px 16px 0' }),
};

export interface CouponPickerProps {
  coupons: readonly QuoteCoupon[];
  /** The applied coupon, or null for none. */
  value: string | null;
  onChange: (couponId: string | null) => void;
}

/**
 * The 优惠券 row of the confirmation: what is applied (the best usable one unless the buyer chose),
 * and a sheet listing every coupon, the ones that cannot be used with their reason.
 */
export function CouponPicker({ coupons, value, onChange }: CouponPickerProps) {
  const [open, setOpen] = useState(false);
  const usable = coupons.filter((c) => c.usable);
  const applied = coupons.find((c) => c.coupon.id === value);
  const extra = applied ? (
    <span css={styles.off}>-{yuan(applied.discount_fen)}</span>
  ) : usable.length > 0 ? (
    TEXT.couponCount(usable.length)
  ) : (
    TEXT.noUsableCoupon
  );
  return (
    <>
      <List mode="card">
        <List.Item arrow extra={extra} description={applied?.coupon.name} onClick={() => setOpen(true)} data-testid="coupon-row">
          {TEXT.coupon}
        </List.Item>
      </List>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
        <div css={styles.sheet} role="dialog" aria-label={TEXT.chooseCoupon}>
          <div css={styles.title}>{TEXT.chooseCoupon}</div>
          <Radio.Group
            value={value ?? 'none'}
            onChange={(v) => {
              onChange(v === 'none' ? null : String(v));
              setOpen(false);
            }}
          >
            <List>
              {coupons.map((c) => (
                <List.Item
                  key={c.coupon.id}
                  description={
                    <span css={styles.reason}>
                      {keepDates(c.reason ?? `${c.coupon.limit_text} · ${TEXT.validText(c.coupon.valid_from, c.coupon.valid_to)}`)}
                    </span>
                  }
                  extra={c.usable ? <span css={styles.off}>-{yuan(c.discount_fen)}</span> : null}
                >
                  <Radio value={c.coupon.id} disabled={!c.usable}>
                    {c.coupon.name}
                  </Radio>
                </List.Item>
              ))}
              <List.Item>
                <Radio value="none">{TEXT.noCoupon}</Radio>
              </List.Item>
            </List>
          </Radio.Group>
          <div css={styles.done}>
            <Button block color="primary" onClick={() => setOpen(false)}>
              {TEXT.done}
            </Button>
          </div>
        </div>
      </Popup>
    </>
  );
}
