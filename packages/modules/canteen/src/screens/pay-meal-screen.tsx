/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { BILL_STATUS, type PublicBill } from '@campus/contracts';
import { localStore, useStores } from '@campus/core';
import { Loadable, PageFrame, useLoader, keepDates } from '@campus/ui';
import { Button, ErrorBlock, List, NoticeBar, Result } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { fetchPublicBill } from '../api.ts';
import { useQueryParam } from '../hooks.ts';
import { yuan } from '../money.ts';
import { PATHS, payForBill, payMealPath } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

const styles = {
  amount: css({ fontSize: 36, fontWeight: 600, textAlign: 'center', padding: '24px 0 8px' }),
  actions: css({ padding: 12 }),
};

/** What the bill page offers the person holding the phone: pay, sign in first, or the account that can. */
const Actions = observer(function Actions({ bill }: { bill: PublicBill }) {
  const navigate = useNavigate();
  const { session } = useStores();
  const toLogin = () => {
    // back to this bill after signing in (the login screen follows `pathname`)
    localStore.set('pathname', payMealPath(bill.code));
    navigate(PATHS.login);
  };
  if (!session.isAuthenticated)
    return (
      <Button block color="primary" size="large" onClick={toLogin}>
        {TEXT.loginToPay}
      </Button>
    );
  if (session.companyId !== bill.company_id)
    return (
      <>
        <NoticeBar color="alert" wrap content={TEXT.otherCompany(bill.company_name)} />
        <Button block onClick={toLogin} style={{ marginTop: 12 }}>
          {TEXT.switchAccount}
        </Button>
      </>
    );
  return (
    <Button block color="primary" size="large" onClick={() => navigate(payForBill(bill.code))}>
      {`${TEXT.payNow} ${yuan(bill.amount_fen)}`}
    </Button>
  );
});

function BillView({ bill }: { bill: PublicBill }) {
  const payable = bill.status === BILL_STATUS.unpaid && !bill.expired;
  return (
    <>
      {bill.status === BILL_STATUS.paid ? (
        <Result status="success" title={TEXT.billPaid} description={yuan(bill.amount_fen)} />
      ) : bill.status === BILL_STATUS.void || bill.expired ? (
        <Result status="info" title={bill.expired ? TEXT.billExpired : TEXT.billVoid} description={yuan(bill.amount_fen)} />
      ) : (
        <div css={styles.amount} data-testid="bill-amount">
          {yuan(bill.amount_fen)}
        </div>
      )}
      <List mode="card">
        <List.Item extra={bill.company_name}>{TEXT.company}</List.Item>
        <List.Item extra={bill.canteen_name}>{TEXT.canteen}</List.Item>
        {bill.note && <List.Item extra={bill.note}>{TEXT.billNote}</List.Item>}
        <List.Item extra={bill.status_label}>{TEXT.billTitle}</List.Item>
        {payable && <List.Item extra={keepDates(bill.expires_time.slice(0, 16))}>{TEXT.billDeadline}</List.Item>}
        {bill.paid_time && <List.Item extra={keepDates(bill.paid_time.slice(0, 16))}>{TEXT.paidTime}</List.Item>}
      </List>
      {payable && (
        <div css={styles.actions}>
          <Actions bill={bill} />
        </div>
      )}
    </>
  );
}

/**
 * /payMeal?code=: a counter bill opened from its QR code (spec 2.2: no login needed to open it). It
 * shows the canteen, amount and whether it is paid; paying asks the payer to sign in to the bill's
 * company, then goes through the purchase screen (balance or a provider) and comes back here.
 */
export default function PayMealScreen() {
  const code = useQueryParam('code');
  const state = useLoader(async () => (code === null ? null : fetchPublicBill(code)), [code]);
  return (
    <PageFrame title={titleOf('payMeal')}>
      {code === null ? (
        <ErrorBlock status="default" title={TEXT.billMissing} description={null} />
      ) : (
        <Loadable state={state}>{(bill) => <BillView bill={bill} />}</Loadable>
      )}
    </PageFrame>
  );
}
