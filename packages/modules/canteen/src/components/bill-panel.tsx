/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { BILL_STATUS, type Bill } from '@campus/contracts';
import { FieldErrorText, HubQrCode } from '@campus/ui';
import { Button, Input, List, Result } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { createBill, fetchBill } from '../api.ts';
import { yuan, yuanToFen } from '../money.ts';
import { billLink } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { refusal } from './refusal.ts';

/** How often the counter asks whether the bill was paid. */
export const BILL_POLL_MS = 3000;

const styles = {
  qr: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    padding: 16,
    gap: 8,
    background: 'var(--adm-color-background)',
    margin: 12,
    borderRadius: 8,
  }),
  amount: css({ fontSize: 28, fontWeight: 600 }),
  hint: css({ color: 'var(--adm-color-text-secondary)', fontSize: 14 }),
  footer: css({ padding: 12 }),
};

/**
 * A counter bill: the cashier types an amount, the screen shows a QR code of its /payMeal link
 * (the payer scans it with their phone), and says when it is paid.
 */
export function BillPanel({ canteenId }: { canteenId: string }) {
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [bill, setBill] = useState<Bill | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!bill || bill.status !== BILL_STATUS.unpaid) return;
    const timer = setTimeout(() => {
      fetchBill(bill.id).then(setBill, () => undefined);
    }, BILL_POLL_MS);
    return () => clearTimeout(timer);
  }, [bill]);

  const make = async () => {
    const fen = yuanToFen(amount);
    if (fen === null) {
      setMessage(TEXT.badAmount);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      setBill(await createBill({ canteen_id: canteenId, amount_fen: fen, ...(note.trim() ? { note: note.trim() } : {}) }));
    } catch (error) {
      setMessage(refusal(error));
    } finally {
      setBusy(false);
    }
  };

  if (bill)
    return (
      <>
        {bill.status === BILL_STATUS.paid ? (
          <Result status="success" title={TEXT.billPaid} description={bill.paid_by ? TEXT.billPaidBy(bill.paid_by.name) : null} />
        ) : (
          <div css={styles.qr} data-testid="bill-qr" data-link={billLink(bill.code)}>
            <HubQrCode value={billLink(bill.code)} title={TEXT.billQr} />
            <span css={styles.amount}>{yuan(bill.amount_fen)}</span>
            <span css={styles.hint}>{bill.note || bill.canteen.name}</span>
            <span css={styles.hint}>{`${TEXT.billHint}，${TEXT.billValidUntil(bill.expires_time.slice(11, 16))}`}</span>
          </div>
        )}
        <div css={styles.footer}>
          <Button
            block
            onClick={() => {
              setBill(null);
              setAmount('');
              setNote('');
            }}
          >
            {TEXT.makeBill}
          </Button>
        </div>
      </>
    );
  return (
    <>
      <List mode="card">
        <List.Item title={TEXT.billAmount}>
          <Input
            aria-label={TEXT.billAmount}
            inputMode="decimal"
            placeholder={TEXT.billAmountPlaceholder}
            value={amount}
            onChange={setAmount}
            maxLength={7}
          />
        </List.Item>
        <List.Item title={TEXT.billNote}>
          <Input aria-label={TEXT.billNote} placeholder={TEXT.billNotePlaceholder} value={note} onChange={setNote} maxLength={100} />
        </List.Item>
      </List>
      <FieldErrorText message={message} />
      <div css={styles.footer}>
        <Button block color="primary" size="large" loading={busy} onClick={() => void make()}>
          {TEXT.makeBill}
        </Button>
      </div>
    </>
  );
}
