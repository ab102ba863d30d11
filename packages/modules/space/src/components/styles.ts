import { css } from '@emotion/react';

/** Looks the screens of the module share. */
export const s = {
  list: css({ '--adm-card-list-margin': '12px' } as never),
  strong: css({ fontSize: 16, fontWeight: 600, color: 'var(--adm-color-text)' }),
  sub: css({ fontSize: 13, color: 'var(--adm-color-weak)', lineHeight: 1.6 }),
  row: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }),
  tags: css({ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 4 }),
  footer: css({ display: 'flex', gap: 8, '& > *': { flex: 1 } }),
  pad: css({ padding: '12px 16px' }),
  note: css({ margin: '12px 12px 0', padding: '10px 12px', borderRadius: 8, fontSize: 14, lineHeight: 1.6 }),
  warn: css({ background: 'var(--adm-color-warning-light, #fff7e6)', color: 'var(--hub-warning-text, #ad4e00)' }),
  info: css({ background: 'var(--adm-color-fill-content)', color: 'var(--adm-color-text)' }),
};
