/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';

const styles = {
  bar: css({
    display: 'flex',
    margin: '12px 12px 0',
    padding: '8px 0',
    borderRadius: 'var(--hub-card-radius, 8px)',
    background: 'var(--adm-color-background)',
  }),
  item: css({
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 4,
    padding: '6px 0',
    border: 0,
    background: 'none',
    color: 'var(--adm-color-text)',
    font: 'inherit',
    fontSize: 13,
    cursor: 'pointer',
    '&:disabled': { opacity: 0.6 },
  }),
  icon: css({ fontSize: 24, color: 'var(--hub-primary-text)' }),
};

export interface QuickAction {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  busy?: boolean;
}

/** A row of the family's entries (扫码签到, 预约广场 ...) at the top of its home screens. */
export function QuickActions({ actions, label }: { actions: readonly QuickAction[]; label: string }) {
  return (
    <nav css={styles.bar} aria-label={label}>
      {actions.map((a) => (
        <button key={a.key} type="button" css={styles.item} onClick={a.onClick} disabled={a.busy} aria-busy={a.busy}>
          <span css={styles.icon} aria-hidden>
            {a.icon}
          </span>
          {a.label}
        </button>
      ))}
    </nav>
  );
}
