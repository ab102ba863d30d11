/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { MEAL_PERIOD_NAMES, type Canteen, type MealKind, type MealPeriod, type MenuPeriod } from '@campus/contracts';
import { firstOrderableMeal, useStores } from '@campus/core';
import { FieldErrorText, LoadFailedBlock, LoadingBlock, useLoader, NamedTextArea, keepDates } from '@campus/ui';
import { Button, ErrorBlock, Input, List, NoticeBar } from 'antd-mobile';
import { SingleSelect } from './single-select.tsx';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createMealOrder, fetchMenu } from '../api.ts';
import { orderDates } from '../dates.ts';
import { yuan } from '../money.ts';
import { payForMeal } from '../paths.ts';
import type { ServerClock } from '../server-clock.ts';
import { TEXT } from '../texts.ts';
import { DateStrip } from './date-strip.tsx';
import { OrderLine } from './order-line.tsx';
import { refusal } from './refusal.ts';

const styles = {
  footer: css({ display: 'flex', alignItems: 'center', gap: 12 }),
  total: css({ flex: 1, fontSize: 15 }),
  totalValue: css({ fontSize: 20, fontWeight: 600, color: 'var(--hub-primary-text)' }),
  fee: css({ display: 'block', fontSize: 12, color: 'var(--adm-color-weak)' }),
  empty: css({ color: 'var(--adm-color-weak)' }),
  section: css({ padding: '8px 12px 0' }),
  bar: css({
    position: 'sticky',
    bottom: 0,
    marginTop: 12,
    padding: '12px 16px calc(12px + env(safe-area-inset-bottom))',
    background: 'var(--adm-color-background)',
    borderTop: '1px solid var(--adm-color-border)',
  }),
};

/** A period's cut-off as its option says it: '10:00', or '前日20:00' for a breakfast ordered the evening before. */
export function cutoffShort(p: MenuPeriod, date: string): string {
  const time = p.cutoff_time.slice(11, 16);
  return p.cutoff_time.slice(0, 10) === date ? time : `前日${time}`;
}

/** The open state of a period now (server time): the menu's answer, closed on screen when its cut-off passes. */
const isOpen = (p: MenuPeriod, now: number): boolean => p.open && now < Date.parse(p.cutoff_at);

export interface OrderPanelProps {
  canteens: Canteen[];
  kind: MealKind;
  clock: ServerClock;
}

/**
 * Ordering a meal: a canteen, a date of the coming week, a period (its cut-off on the server's
 * clock), dishes with what is left; a sent meal also takes an address and a phone. 提交订单 takes
 * the portions and opens the purchase screen (balance or a provider); the result comes back to the order.
 */
export function OrderPanel({ canteens, kind, clock }: OrderPanelProps) {
  const navigate = useNavigate();
  const { session } = useStores();
  const today = clock.today;
  const [canteenId, setCanteenId] = useState<string>(canteens[0]?.id ?? '');
  const [date, setDate] = useState<string | null>(null);
  const [period, setPeriod] = useState<MealPeriod | null>(null);
  // the portions chosen belong to one canteen, day and period: another choice starts empty
  const [chosen, setChosen] = useState<{ key: string; portions: Record<string, number> }>({ key: '', portions: {} });
  const [address, setAddress] = useState('');
  const [phone, setPhone] = useState(session.auth?.phone ?? '');
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const now = clock.now();
  const canteen = canteens.find((c) => c.id === canteenId);
  // until a date is chosen: the first day and meal of the week still open (after the day's last
  // cut-off that is tomorrow, not a today of 已截止 meals; issue 34)
  const opening = today === null ? null : firstOrderableMeal(orderDates(today), canteen?.periods ?? [], now);
  const day = date ?? opening?.date ?? today;
  const menu = useLoader(async () => (day === null || canteenId === '' ? null : fetchMenu(canteenId, day)), [canteenId, day]);
  const periods = menu.data?.periods ?? [];
  // the period chosen, else the opening meal, else the first still open, else the first
  const current =
    periods.find((p) => p.code === period) ??
    periods.find((p) => opening !== null && day === opening.date && p.code === opening.period) ??
    periods.find((p) => isOpen(p, now)) ??
    periods[0];
  const open = current ? isOpen(current, now) : false;

  const selection = `${canteenId}|${day ?? ''}|${current?.code ?? ''}`;
  const picked = chosen.key === selection ? chosen.portions : {};
  const pick = (id: string, n: number) => {
    setChosen({ key: selection, portions: { ...picked, [id]: n } });
    setMessage(null);
  };

  const lines = (current?.items ?? []).filter((i) => (picked[i.id] ?? 0) > 0);
  const itemsFen = lines.reduce((s, i) => s + i.price_fen * (picked[i.id] ?? 0), 0);
  const feeFen = kind === 'delivery' ? (canteen?.delivery_fee_fen ?? 0) : 0;

  const submit = async () => {
    if (!current || day === null) return;
    if (lines.length === 0) {
      setMessage(TEXT.chooseDish);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const order = await createMealOrder({
        canteen_id: canteenId,
        date: day,
        period: current.code,
        kind,
        items: lines.map((i) => ({ menu_item_id: i.id, quantity: picked[i.id] ?? 0 })),
        ...(kind === 'delivery' ? { address: address.trim(), contact_phone: phone.trim() } : {}),
        ...(remark.trim() ? { remark: remark.trim() } : {}),
      });
      navigate(payForMeal(order.id));
    } catch (error) {
      setMessage(refusal(error));
      void menu.reload(); // what is left may have changed
    } finally {
      setBusy(false);
    }
  };

  const footer = (
    <div css={styles.bar}>
      <FieldErrorText message={message} />
      <div css={styles.footer}>
        {/* an empty cart has no total (a sent meal's fee alone is no order): a hint while ordering is open */}
        {lines.length > 0 ? (
          <div css={styles.total}>
            {TEXT.total}{' '}
            <span css={styles.totalValue} data-testid="order-total">
              {yuan(itemsFen + feeFen)}
            </span>
            {feeFen > 0 && <span css={styles.fee}>{`${TEXT.deliveryFee} ${yuan(feeFen)}`}</span>}
          </div>
        ) : (
          <div css={[styles.total, styles.empty]} data-testid="order-empty">
            {open ? TEXT.chooseDish : null}
          </div>
        )}
        <Button
          color="primary"
          size="large"
          loading={busy}
          loadingText={TEXT.submitting}
          disabled={!open || lines.length === 0}
          onClick={() => void submit()}
        >
          {TEXT.submit}
        </Button>
      </div>
    </div>
  );

  const periodOptions = periods.map((p) => ({
    value: p.code,
    label: p.name,
    description: isOpen(p, now) ? TEXT.cutoffShort(cutoffShort(p, menu.data?.date ?? '')) : TEXT.closed,
  }));

  if (canteens.length === 0)
    return <ErrorBlock status="empty" title={kind === 'delivery' ? TEXT.noDeliveryCanteens : TEXT.noCanteens} description={null} />;
  return (
    <>
      <List mode="card" header={TEXT.canteen}>
        <List.Item description={canteen ? `${canteen.location} · ${canteen.description}` : undefined}>
          <SingleSelect
            label={TEXT.canteen}
            columns={Math.min(canteens.length, 3)}
            options={canteens.map((c) => ({ value: c.id, label: c.name }))}
            value={[canteenId]}
            onChange={(v) => v[0] && setCanteenId(v[0])}
          />
        </List.Item>
      </List>
      {today && <DateStrip dates={orderDates(today)} today={today} value={day ?? today} onChange={setDate} />}
      {menu.data === undefined && menu.error !== undefined ? (
        <LoadFailedBlock error={menu.error} onRetry={() => void menu.reload()} />
      ) : !menu.data ? (
        <LoadingBlock />
      ) : (
        <>
          <div css={styles.section}>
            <SingleSelect
              label={TEXT.period}
              columns={3}
              options={periodOptions}
              value={current ? [current.code] : []}
              onChange={(v) => v[0] && setPeriod(v[0])}
            />
          </div>
          {current && (
            <NoticeBar
              color={open ? 'info' : 'alert'}
              wrap
              data-testid="cutoff-notice"
              content={
                open
                  ? keepDates(`${TEXT.cutoffAt(current.cutoff_time)}，${TEXT.serving(current.serve_start, current.serve_end)}`)
                  : keepDates(TEXT.closedAt(`${MEAL_PERIOD_NAMES[current.code]}`, current.cutoff_time))
              }
            />
          )}
          {current && current.items.length === 0 ? (
            <ErrorBlock status="empty" title={TEXT.noMenu} description={null} />
          ) : (
            <List
              mode="card"
              header={current ? keepDates(`${current.name} ${TEXT.serving(current.serve_start, current.serve_end)}`) : undefined}
            >
              {current?.items.map((item) => (
                <OrderLine key={item.id} item={item} quantity={picked[item.id] ?? 0} open={open} onChange={(n) => pick(item.id, n)} />
              ))}
            </List>
          )}
          {kind === 'delivery' && (
            <List mode="card" header={TEXT.address}>
              <List.Item title={TEXT.address}>
                <Input
                  aria-label={TEXT.address}
                  placeholder={TEXT.addressPlaceholder}
                  value={address}
                  onChange={setAddress}
                  maxLength={100}
                />
              </List.Item>
              <List.Item title={TEXT.contactPhone}>
                <Input aria-label={TEXT.contactPhone} inputMode="tel" value={phone} onChange={setPhone} maxLength={11} />
              </List.Item>
              <List.Item title={TEXT.remark}>
                <NamedTextArea
                  label={TEXT.remark}
                  placeholder={TEXT.remarkPlaceholder}
                  value={remark}
                  onChange={setRemark}
                  maxLength={200}
                  rows={2}
                />
              </List.Item>
            </List>
          )}
        </>
      )}
      {footer}
    </>
  );
}
