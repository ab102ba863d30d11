/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { PAY_TOPUP_PURPOSE, type PayOrder, type PayProviderName } from '@campus/contracts';
import { FieldErrorText, LoadingBlock, PageFrame, failedResponse, loadErrorText, useLoader } from '@campus/ui';
import { Button, Input, List, Radio, Selector, Space, Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { createPayOrder, createTopup, fetchPayQuote, fetchWallet, payFromBalance } from '../api.ts';
import { LedgerList } from '../components/ledger-list.tsx';
import { PayLines } from '../components/pay-lines.tsx';
import { ReconciliationPanel } from '../components/reconciliation-panel.tsx';
import { lxdzPayAvailable, wechatPayAvailable } from '../bridges.ts';
import { TOPUP_PRESETS_FEN, newClientKey, yuan, yuanToFen } from '../money.ts';
import { PATHS, payScreenOf, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

const styles = {
  balance: css({ fontSize: 28, fontWeight: 600, color: 'var(--hub-primary-text)' }),
  footer: css({ padding: 12 }),
};

/** The payment methods this host can use; the sandbox first (demo builds), balance for purchases. */
function methodsFor(purchase: boolean): { value: PayProviderName; label: string }[] {
  const list: { value: PayProviderName; label: string }[] = [];
  if (purchase) list.push({ value: 'balance', label: TEXT.methodBalance });
  if (wechatPayAvailable()) list.push({ value: 'wechat', label: TEXT.methodWechat });
  if (lxdzPayAvailable()) list.push({ value: 'lxdz', label: TEXT.methodLxdz });
  list.push({ value: 'sandbox', label: TEXT.methodSandbox });
  return list;
}

type WalletTab = 'topup' | 'ledger' | 'reconciliation';

/** The first message of a refused call, for the line above the button. */
function refusal(error: unknown): string {
  const data = failedResponse(error)?.data as Record<string, unknown> | undefined;
  if (data && typeof data === 'object') {
    for (const value of Object.values(data)) {
      if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
      if (typeof value === 'string') return value;
    }
  }
  return loadErrorText(error);
}

/**
 * The purchase screen (/addBalance, /changeAddUp: top up the wallet; /buy, /changeBuyAddUp with
 * `?purpose=&ref_id=&done=`: pay for another module's item, priced by the server, whose lines, order
 * number and total are shown first; the result's button goes to `done`). One client key per
 * visit, so a double tap pays once. The provider's screen (sandbox confirmation, WeChat, the native
 * shell) takes over, then the result.
 */
export default function PurchaseScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const purpose = params.get('purpose') ?? PAY_TOPUP_PURPOSE;
  const refId = params.get('ref_id') ?? undefined;
  const done = params.get('done');
  const purchase = purpose !== PAY_TOPUP_PURPOSE;
  const methods = useMemo(() => methodsFor(purchase), [purchase]);
  const wallet = useLoader(() => fetchWallet(), []);
  // a purchase shows what is bought and its total before the method is chosen (issue 34)
  const quote = useLoader(async () => (purchase ? fetchPayQuote(purpose, refId) : null), [purchase, purpose, refId]);
  const [preset, setPreset] = useState<number | null>(TOPUP_PRESETS_FEN[2]);
  const [custom, setCustom] = useState('');
  const [method, setMethod] = useState<PayProviderName>(methods[0]?.value ?? 'sandbox');
  const [clientKey] = useState(newClientKey);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [tab, setTab] = useState<WalletTab>('topup');
  const name = location.pathname.replace(/^\//, '') || 'addBalance';

  const amountFen = custom.trim() !== '' ? yuanToFen(custom) : preset;

  const pay = async () => {
    setMessage(null);
    if (!purchase && amountFen === null) {
      setMessage(custom.trim() !== '' ? TEXT.badAmount : TEXT.chooseAmount);
      return;
    }
    setBusy(true);
    try {
      let order: PayOrder = purchase
        ? await createPayOrder({ purpose, ...(refId ? { ref_id: refId } : {}), provider: method, client_key: clientKey })
        : await createTopup({ amount_fen: amountFen ?? 0, provider: method as 'sandbox' | 'wechat' | 'lxdz', client_key: clientKey });
      if (order.provider === 'balance' && order.status === 'created') order = await payFromBalance(order.id);
      navigate(withId(order.provider === 'balance' ? PATHS.payPage : payScreenOf(order.provider), order.id, done));
    } catch (error) {
      setMessage(refusal(error));
    } finally {
      setBusy(false);
    }
  };

  let lines = null;
  if (purchase) {
    if (quote.data) lines = <PayLines orderNo={quote.data.order_no} items={quote.data.items} amountFen={quote.data.amount_fen} />;
    else if (quote.error !== undefined)
      lines = (
        <List mode="card" header={TEXT.lines}>
          <List.Item>
            <FieldErrorText message={refusal(quote.error)} />
          </List.Item>
        </List>
      );
    else lines = <LoadingBlock />;
  }
  const shownFen = purchase ? (quote.data?.amount_fen ?? null) : amountFen;
  // A purchase's methods show once what is bought has loaded: its lines appearing above them would move
  // the methods under a finger on its way to one (a tap on the sandbox paid from the balance).
  const quoteLoading = purchase && !quote.data && quote.error === undefined;

  const topupForm = quoteLoading ? (
    lines
  ) : (
    <>
      {lines}
      <List mode="card">
        <List.Item
          extra={
            <span css={styles.balance} data-testid="wallet-balance">
              {wallet.data ? yuan(wallet.data.balance_fen) : '--'}
            </span>
          }
        >
          {TEXT.balance}
        </List.Item>
      </List>
      {!purchase && (
        <List mode="card" header={TEXT.amount}>
          <List.Item>
            <Selector
              columns={3}
              options={TOPUP_PRESETS_FEN.map((fen) => ({ label: yuan(fen), value: fen }))}
              value={preset === null || custom.trim() !== '' ? [] : [preset]}
              onChange={(v) => {
                setPreset(v[0] ?? null);
                setCustom('');
                setMessage(null);
              }}
            />
          </List.Item>
          <List.Item title={TEXT.customAmount}>
            <Input
              inputMode="decimal"
              placeholder={TEXT.customPlaceholder}
              value={custom}
              onChange={(v) => {
                setCustom(v);
                setMessage(null);
              }}
            />
          </List.Item>
        </List>
      )}
      <List mode="card" header={TEXT.method}>
        <List.Item>
          <Radio.Group value={method} onChange={(v) => setMethod(v as PayProviderName)}>
            <Space direction="vertical">
              {methods.map((m) => (
                <Radio key={m.value} value={m.value}>
                  {m.label}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </List.Item>
      </List>
    </>
  );
  // A top-up screen is also the wallet: its ledger, and the company's reconciliation for admins.
  const tabs = !purchase && (
    <Tabs activeKey={tab} onChange={(key) => setTab(key as WalletTab)}>
      <Tabs.Tab title={TEXT.tabTopup} key="topup" />
      <Tabs.Tab title={TEXT.tabLedger} key="ledger" />
      {wallet.data?.can_reconcile && <Tabs.Tab title={TEXT.tabReconciliation} key="reconciliation" />}
    </Tabs>
  );

  return (
    <PageFrame
      title={titleOf(name)}
      footer={
        tab === 'topup' && (
          <div css={styles.footer}>
            <FieldErrorText message={message} />
            <Button
              block
              color="primary"
              size="large"
              loading={busy}
              loadingText={TEXT.paying}
              disabled={quoteLoading}
              onClick={() => void pay()}
            >
              {TEXT.payNow}
              {shownFen !== null ? ` ${yuan(shownFen)}` : ''}
            </Button>
          </div>
        )
      }
    >
      {tabs}
      {tab === 'topup' && topupForm}
      {tab === 'ledger' && <LedgerList />}
      {tab === 'reconciliation' && <ReconciliationPanel />}
    </PageFrame>
  );
}
