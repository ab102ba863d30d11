/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Grid } from 'antd-mobile';
import type { ReactNode } from 'react';

const styles = {
  box: css({ margin: '12px 12px 0', padding: '12px 0', background: 'var(--adm-color-background)', borderRadius: 8 }),
  entry: css({
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 6,
    padding: '4px 0',
    border: 'none',
    background: 'none',
    color: 'var(--adm-color-text)',
    fontSize: 13,
    cursor: 'pointer',
    '& svg': { fontSize: 26, color: 'var(--hub-primary-text)' },
  }),
};

export interface Entry {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

/** The row of entries at the top of a module's home (月票, 我的申请 ...): real buttons with their labels. */
export function EntryGrid({ entries }: { entries: Entry[] }) {
  return (
    <div css={styles.box}>
      <Grid columns={4}>
        {entries.map((e) => (
          <Grid.Item key={e.key}>
            <button type="button" css={styles.entry} onClick={e.onClick} data-testid={`entry-${e.key}`}>
              {e.icon}
              <span>{e.label}</span>
            </button>
          </Grid.Item>
        ))}
      </Grid>
    </div>
  );
}
