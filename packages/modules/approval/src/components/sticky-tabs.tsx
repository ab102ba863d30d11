/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Tabs } from 'antd-mobile';
import type { ReactNode } from 'react';

const styles = {
  tabs: css({
    position: 'sticky',
    top: 45,
    zIndex: 9,
    background: 'var(--adm-color-background)',
    borderBottom: '1px solid var(--adm-color-border)',
    // four tabs with their counts fit a 375 px phone without scrolling
    '--title-font-size': '14px',
    '.adm-tabs-tab-wrapper': { padding: '0 4px' },
  }),
};

export interface StickyTabsProps<K extends string> {
  activeKey: K;
  tabs: ReadonlyArray<{ key: K; title: ReactNode }>;
  onChange: (key: K) => void;
}

/** antd-mobile Tabs kept under the title bar while the list below scrolls. */
export function StickyTabs<K extends string>({ activeKey, tabs, onChange }: StickyTabsProps<K>) {
  return (
    <div css={styles.tabs}>
      <Tabs activeKey={activeKey} onChange={(key) => onChange(key as K)}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.key} title={tab.title} />
        ))}
      </Tabs>
    </div>
  );
}
