/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { GateScanResult } from '@campus/contracts';
import { HostError, whenHostReady } from '@campus/core';
import { keepDates } from '@campus/ui';
import { Button, Input, List, Selector } from 'antd-mobile';
import { ScanningOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { scanPass } from '../api.ts';
import { windowText } from '../format.ts';
import { PASS_PARAM } from '../pass-kind.ts';
import { refusalText } from '../refusal.ts';

const styles = {
  actions: css({ display: 'flex', flexDirection: 'column', gap: 12, width: '100%' }),
  manual: css({ display: 'flex', gap: 8, alignItems: 'center', '& > button': { flex: 'none', whiteSpace: 'nowrap' } }),
  result: css({ padding: '12px 16px', lineHeight: 1.7, fontSize: 15 }),
  ok: css({ color: 'var(--hub-success-text)', fontWeight: 600, fontSize: 17 }),
  refused: css({ color: 'var(--adm-color-danger)', fontWeight: 600, fontSize: 17 }),
  meta: css({ color: 'var(--adm-color-text-secondary)' }),
};

type Direction = 'in' | 'out';
type Outcome = { ok: true; result: GateScanResult } | { ok: false; message: string };

/**
 * 门岗 (/makingAppointment?view=gate, guards: patrolmen and admins): the guard picks the direction,
 * scans a pass with the host's scanner (or types its code); a visit's, a let-off's or a going-out
 * application's pass is recorded once per direction, a second scan is refused with the reason.
 */
export function GatePanel() {
  const [search] = useSearchParams();
  const [direction, setDirection] = useState<Direction>('in');
  // a pass scanned with the hub's own scanner (/scanCode) arrives filled in: the guard picks the direction
  const [code, setCode] = useState(search.get(PASS_PARAM) ?? '');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const record = async (qr: string) => {
    setBusy(true);
    try {
      setOutcome({ ok: true, result: await scanPass({ qr, direction }) });
      setCode('');
    } catch (error) {
      setOutcome({ ok: false, message: refusalText(error) });
    } finally {
      setBusy(false);
    }
  };

  const scan = async () => {
    try {
      const host = await whenHostReady();
      const scanned = await host.scan();
      await record(scanned.value);
    } catch (error) {
      // the host's own words (spec 8): 扫码获取信息失败, or where scanning works
      setOutcome({ ok: false, message: error instanceof HostError ? error.message : refusalText(error) });
    }
  };

  return (
    <>
      <List mode="card" header="通行方向">
        <List.Item>
          <Selector
            columns={2}
            value={[direction]}
            options={[
              { label: '入场', value: 'in' },
              { label: '出场', value: 'out' },
            ]}
            onChange={(v) => v[0] && setDirection(v[0])}
          />
        </List.Item>
      </List>
      <List mode="card">
        <List.Item>
          <div css={styles.actions}>
            <Button block color="primary" size="large" loading={busy} onClick={() => void scan()}>
              <ScanningOutline /> 扫码核验
            </Button>
            <div css={styles.manual}>
              <Input aria-label="通行码" placeholder="或输入通行码" value={code} onChange={setCode} clearable />
              <Button color="primary" fill="outline" disabled={code.trim() === '' || busy} onClick={() => void record(code.trim())}>
                核验
              </Button>
            </div>
          </div>
        </List.Item>
      </List>
      {outcome ? (
        <List mode="card" header="核验结果">
          <div css={styles.result} data-testid="gate-result" data-ok={outcome.ok ? 'true' : 'false'} role="status">
            {outcome.ok ? (
              <>
                <div css={styles.ok}>
                  {outcome.result.subject.kind_label} · 已{outcome.result.record.direction_label}
                </div>
                <div>
                  {outcome.result.subject.name} {outcome.result.subject.phone_masked}
                </div>
                <div css={styles.meta}>{outcome.result.subject.title}</div>
                {outcome.result.subject.plate ? <div css={styles.meta}>车牌：{outcome.result.subject.plate}</div> : null}
                <div css={styles.meta}>
                  {keepDates(`时段：${windowText(outcome.result.subject.window.start_time, outcome.result.subject.window.end_time)}`)}
                </div>
                <div css={styles.meta}>{keepDates(`记录时间：${outcome.result.record.scanned_time}`)}</div>
                {outcome.result.record.late ? <div css={styles.refused}>超时返回</div> : null}
              </>
            ) : (
              <div css={styles.refused}>{outcome.message}</div>
            )}
          </div>
        </List>
      ) : null}
    </>
  );
}
