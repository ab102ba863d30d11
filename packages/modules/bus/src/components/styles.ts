import { css } from '@emotion/react';

/** The few styles the bus screens share. */
export const s = {
  list: css({ paddingBottom: 16 }),
  sub: css({ color: 'var(--adm-color-weak)', fontSize: 13, lineHeight: 1.6 }),
  line: css({ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }),
  price: css({ color: 'var(--hub-primary-text)', fontWeight: 600 }),
  strong: css({ fontWeight: 600 }),
  footer: css({ display: 'flex', gap: 12, '& > *': { flex: 1 } }),
  centre: css({ display: 'flex', flexDirection: 'column', alignItems: 'center', padding: '16px 0', gap: 8 }),
  code: css({ fontFamily: 'monospace', letterSpacing: 1, fontSize: 15, wordBreak: 'break-all' }),
  hint: css({ color: 'var(--adm-color-weak)', fontSize: 13, padding: '8px 16px' }),
};
