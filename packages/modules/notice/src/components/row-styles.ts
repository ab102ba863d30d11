import { css } from '@emotion/react';

/** The look shared by the module's list cards. */
export const rowStyles = {
  head: css({ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }),
  title: css({
    flex: 1,
    minWidth: 0,
    fontSize: 16,
    fontWeight: 600,
    color: 'var(--adm-color-text)',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
  titleRead: css({ fontWeight: 400, color: 'var(--adm-color-text-secondary, #666)' }),
  // two lines at most, cut by CSS: antd's Ellipsis takes a plain string, so a date in it could break across lines (issue 34)
  summary: css({
    marginTop: 6,
    fontSize: 14,
    lineHeight: 1.5,
    color: 'var(--adm-color-text-secondary, #666)',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  }),
  meta: css({
    marginTop: 8,
    display: 'flex',
    flexWrap: 'wrap',
    gap: '4px 12px',
    fontSize: 12,
    color: 'var(--adm-color-weak)',
  }),
  list: css({ paddingBottom: 12 }),
};
