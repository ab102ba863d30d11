/** @jsxImportSource @emotion/react */
import { css, Global } from '@emotion/react';
import type { CheckinCode } from '@campus/contracts';
import { HubQrCode } from '@campus/ui';
import { Button, List } from 'antd-mobile';

const PRINT_AREA = 'space-checkin-print';

const styles = {
  body: css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, padding: '16px 0' }),
  name: css({ fontSize: 18, fontWeight: 600 }),
  code: css({ fontFamily: 'monospace', fontSize: 14, letterSpacing: 1, color: 'var(--adm-color-text)' }),
  hint: css({ fontSize: 13, color: 'var(--adm-color-weak)', textAlign: 'center' }),
  print: css({
    '@media print': {
      'body *': { visibility: 'hidden' },
      [`#${PRINT_AREA}, #${PRINT_AREA} *`]: { visibility: 'visible' },
      [`#${PRINT_AREA}`]: { position: 'absolute', top: 0, left: 0, right: 0 },
      [`#${PRINT_AREA} button`]: { display: 'none' },
    },
  }),
};

/**
 * The printable check-in code of a space or seat (administrators): the QR the bookers scan on arrival
 * (spec 9: 256×256, black on white, level H), the code in words, and 打印 for the door sign.
 */
export function CheckinCodeCard({ code, name }: { code: CheckinCode; name: string }) {
  return (
    <List mode="card" header="签到码（管理员）">
      <Global styles={styles.print} />
      <div id={PRINT_AREA} css={styles.body} data-testid="checkin-code">
        <span css={styles.name}>{name}</span>
        <HubQrCode value={code.qr_content} size={code.qr_size} title={`${name}签到码`} />
        <span css={styles.code}>{code.code}</span>
        <span css={styles.hint}>预约人到场后用 App 扫描此码签到</span>
        <Button color="primary" fill="outline" onClick={() => window.print()}>
          打印签到码
        </Button>
      </div>
    </List>
  );
}
