/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { Coupon } from '@campus/contracts';
import type { ReactNode } from 'react';
import { keepDates } from '@campus/ui';
import { yuan } from '../money.ts';
import { TEXT } from '../texts.ts';

const styles = {
  card: css({
    display: 'flex',
    margin: '12px 12px 0',
    background: 'var(--adm-color-background)',
    borderRadius: 8,
    overflow: 'hidden',
    border: '1px solid var(--adm-color-border)',
  }),
  amount: css({
    flex: 'none',
    width: 96,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 4,
    padding: '12px 4px',
    borderRight: '1px dashed var(--adm-color-border)',
    color: 'var(--adm-color-danger)',
  }),
  value: css({ fontSize: 24, fontWeight: 700 }),
  min: css({ fontSize: 12 }),
  body: css({ flex: 1, minWidth: 0, padding: '10px 12px', display: 'flex', flexDirection: 'column', gap: 3 }),
  name: css({ fontSize: 15, fontWeight: 600 }),
  meta: css({ fontSize: 12, color: 'var(--adm-color-text-secondary)' }),
  state: css({ fontSize: 12, color: 'var(--hub-primary-text)' }),
  spent: css({ fontSize: 12, color: 'var(--adm-color-text-secondary)' }),
  /** A coupon that cannot be used now: its amount in plain text colour (readable, not faded). */
  off: css({ '& > div:first-of-type': { color: 'var(--adm-color-text-secondary)' } }),
  extra: css({ display: 'flex', alignItems: 'center', paddingRight: 12 }),
};

/** A coupon: what it takes off and from what amount, where, how often (spec 3 period and target), until when. */
export function CouponCard({ coupon, extra, showUse = true }: { coupon: Coupon; extra?: ReactNode; showUse?: boolean }) {
  return (
    <div css={[styles.card, !coupon.usable && showUse && styles.off]} data-testid="coupon-card">
      <div css={styles.amount}>
        <span css={styles.value}>{yuan(coupon.amount_off_fen)}</span>
        <span css={styles.min}>{TEXT.minSpendText(yuan(coupon.min_spend_fen))}</span>
      </div>
      <div css={styles.body}>
        <span css={styles.name}>{coupon.name}</span>
        <span css={styles.meta}>{coupon.shop ? TEXT.shopScope(coupon.shop.name) : TEXT.companyScope}</span>
        <span css={styles.meta}>
          {coupon.limit_text} · {keepDates(TEXT.validText(coupon.valid_from, coupon.valid_to))}
        </span>
        {showUse ? (
          <span css={coupon.usable ? styles.state : styles.spent}>
            {coupon.unusable_reason ?? `本期已用 ${String(coupon.used_this_period)} 次`}
          </span>
        ) : (
          <span css={styles.state}>
            {TEXT.usedCount(coupon.used_count)}
            {coupon.total_quantity !== null ? ` / ${String(coupon.total_quantity)}` : ''}
          </span>
        )}
      </div>
      {extra && <div css={styles.extra}>{extra}</div>}
    </div>
  );
}
