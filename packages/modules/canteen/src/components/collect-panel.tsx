/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { parseCollectCode, type MealOrder } from '@campus/contracts';
import { currentHost, HostError, scanUnsupportedMessage, showToast } from '@campus/core';
import { FieldErrorText, keepDates } from '@campus/ui';
import { Button, Input, List, Result } from 'antd-mobile';
import { ScanningOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { collectMeal } from '../api.ts';
import { yuan } from '../money.ts';
import { TEXT } from '../texts.ts';
import { refusal } from './refusal.ts';

const styles = {
  actions: css({ padding: 12, display: 'flex', flexDirection: 'column', gap: 12 }),
  row: css({ display: 'flex', gap: 8, alignItems: 'center' }),
  input: css({ flex: 1, border: '1px solid var(--adm-color-border)', borderRadius: 6, padding: '6px 10px' }),
};

/**
 * The canteen staff's counter: scan the diner's QR code with the host app's scanner (native shell,
 * WeChat, DingTalk: spec 8 messages when it fails) or, in a plain browser, type the code under it.
 * Each code is collected once; the answer says whose meal it is, or why not.
 */
export function CollectPanel() {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<MealOrder | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const collect = async (text: string) => {
    setBusy(true);
    setMessage(null);
    setDone(null);
    try {
      const order = await collectMeal(text);
      setDone(order);
      setCode('');
      void showToast(TEXT.collectedOk, { icon: 'success' });
    } catch (error) {
      setMessage(refusal(error));
    } finally {
      setBusy(false);
    }
  };

  const scan = async () => {
    const host = currentHost();
    if (!host) {
      void showToast(scanUnsupportedMessage());
      return;
    }
    try {
      const result = await host.scan();
      if (result.value.trim() === '') throw new HostError(TEXT.scanEmpty);
      await collect(result.value);
    } catch (error) {
      void showToast(error instanceof HostError ? error.message : TEXT.scanEmpty);
    }
  };

  const typed = parseCollectCode(code);
  return (
    <>
      <div css={styles.actions}>
        <Button block color="primary" size="large" onClick={() => void scan()} disabled={busy}>
          <ScanningOutline /> {TEXT.scan}
        </Button>
        <div css={styles.row}>
          <Input
            css={styles.input}
            aria-label={TEXT.typeCode}
            placeholder={TEXT.codePlaceholder}
            value={code}
            onChange={(v) => {
              setCode(v);
              setMessage(null);
            }}
            onEnterPress={() => typed && void collect(code)}
            maxLength={24}
            clearable
          />
          <Button color="primary" fill="outline" loading={busy} disabled={typed === null} onClick={() => void collect(code)}>
            {TEXT.confirmCollect}
          </Button>
        </div>
      </div>
      <FieldErrorText message={message} />
      {done && (
        <>
          <Result
            status="success"
            title={`${done.applicant.name} ${done.status_label}`}
            description={keepDates(`${done.canteen.name} ${done.date} ${done.period_name}`)}
          />
          <List mode="card" header={TEXT.orderItems}>
            {done.items.map((i) => (
              <List.Item key={i.menu_item_id} extra={`×${String(i.quantity)}`}>
                {i.name}
              </List.Item>
            ))}
            <List.Item extra={yuan(done.total_fen)}>{TEXT.amount}</List.Item>
            {done.address && <List.Item extra={done.address}>{TEXT.address}</List.Item>}
          </List>
        </>
      )}
    </>
  );
}
