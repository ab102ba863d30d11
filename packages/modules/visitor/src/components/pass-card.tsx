/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { VisitorPass } from '@campus/contracts';
import { HubQrCode, keepDates } from '@campus/ui';
import { ErrorBlock, List } from 'antd-mobile';
import { windowText } from '../format.ts';

const styles = {
  qr: css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: '20px 16px' }),
  code: css({ fontSize: 13, letterSpacing: 1, color: 'var(--adm-color-text-secondary)', wordBreak: 'break-all', textAlign: 'center' }),
  hint: css({ fontSize: 14, color: 'var(--adm-color-text)', textAlign: 'center' }),
};

/**
 * A pass as its holder shows it at the gate: the QR code (256×256, level H) while it is live, its
 * window; otherwise why there is none (used, revoked, expired, or not approved yet).
 */
export function PassCard({ pass, waiting }: { pass: VisitorPass | null; waiting: string }) {
  if (pass === null) {
    return (
      <List mode="card" header="通行码">
        <ErrorBlock status="default" title={waiting} description={null} />
      </List>
    );
  }
  return (
    <List mode="card" header="通行码">
      {pass.qr !== null && pass.state === 'live' ? (
        <div css={styles.qr} data-testid="pass-qr" data-qr={pass.qr}>
          <HubQrCode value={pass.qr} title="通行二维码" />
          <div css={styles.hint}>请在门岗出示此二维码</div>
          <div css={styles.hint}>{keepDates(`有效时段：${windowText(pass.valid_from, pass.valid_to)}`)}</div>
        </div>
      ) : (
        <ErrorBlock
          status="default"
          title={`通行码${pass.state_label}`}
          description={keepDates(`有效时段：${windowText(pass.valid_from, pass.valid_to)}`)}
        />
      )}
    </List>
  );
}
