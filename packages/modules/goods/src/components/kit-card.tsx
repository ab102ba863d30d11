/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { GoodsKit } from '@campus/contracts';
import { SectionCard } from '@campus/ui';
import type { ReactNode } from 'react';
import { yuan } from '../format.ts';

const styles = {
  desc: css({ fontSize: 13, color: 'var(--adm-color-weak)', marginBottom: 6 }),
  items: css({ fontSize: 14, color: 'var(--adm-color-text)', lineHeight: 1.7 }),
  foot: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginTop: 8, gap: 8 }),
  value: css({ fontSize: 14, color: 'var(--hub-primary-text)' }),
};

/** A kit: what is in it and its value per person. */
export function KitCard({ kit, action }: { kit: GoodsKit; action?: ReactNode }) {
  return (
    <SectionCard title={kit.name}>
      <div data-testid="kit-card">
        {kit.description && <div css={styles.desc}>{kit.description}</div>}
        <div css={styles.items}>{kit.items.map((i) => `${i.goods.name}×${String(i.quantity)}${i.unit}`).join('，')}</div>
        <div css={styles.foot}>
          <span css={styles.value}>每套参考价值 {yuan(kit.value_fen)}</span>
          {action}
        </div>
      </div>
    </SectionCard>
  );
}
