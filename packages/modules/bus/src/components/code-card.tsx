/** @jsxImportSource @emotion/react */
import { HubQrCode } from '@campus/ui';
import { List } from 'antd-mobile';
import { TEXT } from '../texts.ts';
import { s } from './styles.ts';

/** The QR code a driver scans (spec 9 defaults: 256x256, black on white, level H), with its code for typing. */
export function CodeCard({ code, title, hint }: { code: string; title: string; hint: string }) {
  return (
    <List mode="card" header={title}>
      <List.Item>
        <div css={s.centre} data-testid="code-card">
          <HubQrCode value={code} title={title} />
          <div css={s.sub}>{hint}</div>
          <div>
            <span css={s.sub}>{TEXT.code} </span>
            <span css={s.code} data-testid="ticket-code">
              {code}
            </span>
          </div>
        </div>
      </List.Item>
    </List>
  );
}
