/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { installedModules, routeScan, showToast, type ScanResult } from '@campus/core';
import { PageFrame, scanWithHost } from '@campus/ui';
import { Button, ErrorBlock, List, Space } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

const styles = {
  raw: css({ wordBreak: 'break-all', whiteSpace: 'pre-wrap', fontFamily: 'monospace', fontSize: 15, userSelect: 'all' }),
  actions: css({ padding: '16px 12px' }),
  intro: css({ paddingTop: '12vh' }),
};

const TYPE_LABEL: Record<ScanResult['type'], string> = { qrcode: '二维码', barcode: '条形码' };

type State = { step: 'scanning' } | { step: 'raw'; code: ScanResult } | { step: 'failed'; message: string };

/**
 * /scanCode (the `scan_check` menu entry 扫码签到, issue 39): scans at once through the host bridge
 * and hands the code to the family that registered its kind (a patrol checkpoint, later asset tags,
 * seat codes, visitor passes); a code nobody claims is shown as its raw text, a failure in the
 * host's words (spec 8) with a way to try again.
 */
export default function ScanCodeScreen() {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ step: 'scanning' });
  const started = useRef(false);

  const scan = async () => {
    setState({ step: 'scanning' });
    const outcome = await scanWithHost();
    if (!outcome.ok) {
      setState({ step: 'failed', message: outcome.message });
      return;
    }
    const routed = routeScan(outcome.code, installedModules().scanKinds);
    if (routed) navigate(routed.path, { replace: true });
    else setState({ step: 'raw', code: outcome.code });
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void scan();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one scan when the screen opens
  }, []);

  const again = (
    <Button block color="primary" size="large" onClick={() => void scan()} loading={state.step === 'scanning'}>
      重新扫码
    </Button>
  );

  if (state.step === 'raw') {
    const { code } = state;
    return (
      <PageFrame title="扫码">
        <List mode="card" header="扫描结果">
          <List.Item extra={TYPE_LABEL[code.type]}>类型</List.Item>
          <List.Item description="未识别的码，原文如下">
            <div css={styles.raw} data-testid="scan-raw">
              {code.value}
            </div>
          </List.Item>
        </List>
        <div css={styles.actions}>
          <Space direction="vertical" block>
            {again}
            <Button
              block
              fill="outline"
              onClick={() => {
                void navigator.clipboard?.writeText(code.value).then(
                  () => showToast('已复制'),
                  () => showToast('复制失败，请长按原文复制'),
                );
              }}
            >
              复制原文
            </Button>
          </Space>
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame title="扫码">
      <div css={styles.intro}>
        <ErrorBlock
          status="default"
          title={state.step === 'failed' ? state.message : '正在打开扫码…'}
          description={state.step === 'failed' ? '可扫巡检点、资产标签等二维码或条形码' : null}
          data-testid="scan-state"
        />
        <div css={styles.actions}>{again}</div>
      </div>
    </PageFrame>
  );
}
