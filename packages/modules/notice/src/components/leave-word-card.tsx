/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { LeaveWord } from '@campus/contracts';
import { SectionCard, keepDates } from '@campus/ui';
import { Tag } from 'antd-mobile';
import { shortTime } from '../format.ts';
import { TEXT } from '../texts.ts';
import { rowStyles } from './row-styles.ts';

const styles = {
  content: css({ flex: 1, fontSize: 15, lineHeight: 1.6, color: 'var(--adm-color-text)', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }),
  reply: css({
    marginTop: 10,
    padding: '8px 10px',
    borderRadius: 6,
    background: 'var(--hub-page-background, #f5f5f5)',
    fontSize: 14,
    lineHeight: 1.6,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
  }),
  replyLabel: css({ color: 'var(--hub-primary-text)', fontWeight: 600 }),
};

/** One of my leave words with the administration's reply, or 待回复. */
export function LeaveWordCard({ word }: { word: LeaveWord }) {
  const replied = word.reply !== null && word.reply !== '';
  return (
    <div data-testid="leave-word-row" data-id={word.id} data-replied={String(replied)}>
      <SectionCard>
        <div css={[rowStyles.head, { alignItems: 'flex-start' }]}>
          <div css={styles.content}>{word.content}</div>
          <Tag color={replied ? 'success' : 'warning'} fill="outline">
            {replied ? TEXT.replied : TEXT.awaitingReply}
          </Tag>
        </div>
        <div css={rowStyles.meta}>
          <span>{keepDates(shortTime(word.created_time))}</span>
        </div>
        {replied && (
          <div css={styles.reply} data-testid="leave-word-reply">
            <span css={styles.replyLabel}>
              {word.replier?.name ?? ''}
              {TEXT.reply}：
            </span>
            {word.reply}
            <div css={[rowStyles.meta, { marginTop: 4 }]}>{keepDates(shortTime(word.replied_time))}</div>
          </div>
        )}
      </SectionCard>
    </div>
  );
}
