/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { keepDates } from '@campus/ui';

const styles = {
  article: css({ background: 'var(--adm-color-background)', padding: '20px 16px', marginBottom: 12 }),
  title: css({ margin: 0, fontSize: 20, lineHeight: 1.4, fontWeight: 600, color: 'var(--adm-color-text)', wordBreak: 'break-word' }),
  meta: css({
    marginTop: 10,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '4px 12px',
    fontSize: 13,
    color: 'var(--adm-color-weak)',
  }),
  content: css({
    marginTop: 16,
    paddingTop: 16,
    borderTop: '1px solid var(--adm-color-border)',
    fontSize: 16,
    lineHeight: 1.75,
    color: 'var(--adm-color-text)',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
  }),
};

export interface NoticeArticleProps {
  title: string;
  /** Author, time, company... shown under the title. */
  meta: string[];
  content: string;
  tag?: string;
}

/** A notice's body as it reads on the detail and the public page. */
export function NoticeArticle({ title, meta, content, tag }: NoticeArticleProps): ReactNode {
  return (
    <article css={styles.article} data-testid="notice-article">
      <h1 css={styles.title}>{title}</h1>
      <div css={styles.meta}>
        {meta
          .filter((part) => part !== '')
          .map((part, index) => (
            <span key={`${index}-${part}`}>{keepDates(part)}</span>
          ))}
        {tag !== undefined && (
          <Tag color="primary" fill="outline">
            {tag}
          </Tag>
        )}
      </div>
      <div css={styles.content} data-testid="notice-content">
        {content}
      </div>
    </article>
  );
}
