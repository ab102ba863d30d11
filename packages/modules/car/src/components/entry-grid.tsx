/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { MenuIcon } from '@campus/ui';
import { Grid } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';

const styles = {
  card: css({
    margin: '12px 12px 0',
    background: 'var(--adm-color-background)',
    borderRadius: 'var(--hub-card-radius, 8px)',
    padding: '12px 4px 4px',
  }),
  item: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 6,
    padding: '6px 0 10px',
    fontSize: 12,
    border: 0,
    background: 'none',
    color: 'inherit',
    width: '100%',
    cursor: 'pointer',
  }),
};

export interface Entry {
  label: string;
  path: string;
  ico: string;
}

/** A grid of entries (the car home's services), each opening its screen. */
export function EntryGrid({ entries, label }: { entries: Entry[]; label: string }) {
  const navigate = useNavigate();
  return (
    <section css={styles.card} aria-label={label}>
      <Grid columns={4} gap={4}>
        {entries.map((e) => (
          <Grid.Item key={e.path}>
            <button type="button" css={styles.item} onClick={() => navigate(e.path)}>
              <MenuIcon ico={e.ico} module={e.path} />
              <span>{e.label}</span>
            </button>
          </Grid.Item>
        ))}
      </Grid>
    </section>
  );
}
