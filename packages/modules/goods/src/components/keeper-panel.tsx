/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { FieldErrorText, loadErrorText, SectionCard } from '@campus/ui';
import { Button, Input } from 'antd-mobile';
import { ScanningOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchSlip } from '../api.ts';
import { orderPathOf } from '../paths.ts';
import { scanCode } from '../scan.ts';

const styles = {
  body: css({ display: 'flex', flexDirection: 'column', gap: 10 }),
  row: css({ display: 'flex', gap: 8, alignItems: 'center' }),
  input: css({ flex: 1, border: '1px solid var(--adm-color-border)', borderRadius: 6, padding: '4px 10px' }),
  hint: css({ fontSize: 13, color: 'var(--adm-color-weak)' }),
};

/**
 * The store keeper's counter (仓库管理员): scan the applicant's collection slip (its QR code) with the
 * host app's scanner, or type its code in a plain browser; the slip's order opens, with 确认领取.
 */
export function KeeperPanel({ warehouses }: { warehouses: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const open = async (text: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const info = await fetchSlip(text.trim());
      navigate(orderPathOf(info.order_type, info.order.id));
    } catch (error) {
      setMessage(loadErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  const scan = async () => {
    const text = await scanCode();
    if (text !== null) await open(text);
  };

  return (
    <SectionCard title="领用发放">
      <div css={styles.body} data-testid="keeper-panel">
        <div css={styles.hint}>您是{warehouses}的库管员：扫描申请人出示的领用单二维码，核对后确认领取。</div>
        <Button block color="primary" onClick={() => void scan()} loading={busy}>
          <ScanningOutline /> 扫码发放
        </Button>
        <div css={styles.row}>
          <Input
            css={styles.input}
            aria-label="领用单号"
            placeholder="或输入领用单号"
            value={code}
            onChange={(v) => {
              setCode(v);
              setMessage(null);
            }}
            onEnterPress={() => code.trim() !== '' && void open(code)}
            maxLength={200}
            clearable
          />
          <Button color="primary" fill="outline" disabled={code.trim() === '' || busy} onClick={() => void open(code)}>
            查看
          </Button>
        </div>
        <FieldErrorText message={message} />
      </div>
    </SectionCard>
  );
}
