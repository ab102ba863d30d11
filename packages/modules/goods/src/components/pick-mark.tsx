/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { CheckCircleFill } from 'antd-mobile-icons';

const styles = {
  mark: css({
    width: 28,
    height: 28,
    padding: 0,
    border: 0,
    background: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    cursor: 'pointer',
    color: 'var(--hub-primary-text)',
    fontSize: 24,
  }),
  empty: css({ width: 22, height: 22, borderRadius: '50%', border: '1px solid var(--adm-color-weak)', display: 'block' }),
};

/** A row's tick in a several-choice list: a named checkbox (antd's Checkbox leaves its input unnamed). */
export function PickMark({ label, checked, onToggle }: { label: string; checked: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      aria-label={label}
      css={styles.mark}
      onClick={(e) => {
        e.stopPropagation();
        onToggle();
      }}
    >
      {checked ? <CheckCircleFill aria-hidden /> : <span css={styles.empty} aria-hidden />}
    </button>
  );
}
