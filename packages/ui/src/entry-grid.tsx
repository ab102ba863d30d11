/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Grid } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

const styles = {
  card: css({
    margin: '12px 12px 0',
    padding: '12px 4px 4px',
    background: 'var(--adm-color-background)',
    borderRadius: 'var(--hub-card-radius, 8px)',
  }),
  item: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 6,
    width: '100%',
    padding: '4px 0 10px',
    border: 0,
    background: 'none',
    color: 'inherit',
    fontSize: 12,
    cursor: 'pointer',
  }),
  icon: css({ fontSize: 26, color: 'var(--hub-primary-text)' }),
};

export interface GridEntry {
  label: string;
  path: string;
  icon: ReactNode;
}

/** A grid of entries with icons (a family home's services, a merchant's tools), each opening its screen. */
export function EntryGrid({ entries, label }: { entries: readonly GridEntry[]; label: string }) {
  const navigate = useNavigate();
  return (
    <nav css={styles.card} aria-label={label}>
      <Grid columns={4} gap={4}>
        {entries.map((e) => (
          <Grid.Item key={e.path}>
            <button type="button" css={styles.item} onClick={() => navigate(e.path)}>
              <span css={styles.icon} aria-hidden>
                {e.icon}
              </span>
              <span>{e.label}</span>
            </button>
          </Grid.Item>
        ))}
      </Grid>
    </nav>
  );
}
