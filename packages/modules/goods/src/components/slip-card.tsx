/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { GOODS_SLIP_QR, type GoodsSlip } from '@campus/contracts';
import { HubQrCode, SectionCard } from '@campus/ui';

const styles = {
  body: css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, padding: '8px 0' }),
  code: css({ fontSize: 18, letterSpacing: 2, fontVariantNumeric: 'tabular-nums', color: 'var(--adm-color-text)' }),
  hint: css({ fontSize: 13, color: 'var(--adm-color-weak)', textAlign: 'center' }),
};

/** The collection slip's QR code (spec 9: 256×256, level H) and its code, shown at the counter. */
export function SlipCard({ slip, warehouse }: { slip: GoodsSlip; warehouse: string }) {
  return (
    <SectionCard title="领用二维码">
      <div css={styles.body}>
        <HubQrCode value={slip.qr_content} size={slip.qr_size || GOODS_SLIP_QR.size} title="领用单二维码" />
        <div css={styles.code} data-testid="slip-code">
          {slip.code}
        </div>
        <div css={styles.hint}>请到{warehouse}出示此二维码，库管员扫码确认后领取</div>
      </div>
    </SectionCard>
  );
}
