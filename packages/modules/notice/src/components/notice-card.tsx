/** @jsxImportSource @emotion/react */
import type { NoticeItem } from '@campus/contracts';
import { SectionCard, keepDates } from '@campus/ui';
import { Tag } from 'antd-mobile';
import { shortTime } from '../format.ts';
import { TEXT } from '../texts.ts';
import { rowStyles } from './row-styles.ts';
import { UnreadDot } from './unread-dot.tsx';

export interface NoticeCardProps {
  notice: NoticeItem;
  onOpen: (notice: NoticeItem) => void;
}

/** One notice in the list: unread dot, title, summary, author, time and comments. */
export function NoticeCard({ notice, onOpen }: NoticeCardProps) {
  return (
    <div data-testid="notice-row" data-id={notice.id} data-unread={String(!notice.is_read)}>
      <SectionCard onClick={() => onOpen(notice)}>
        <div css={rowStyles.head}>
          {!notice.is_read && <UnreadDot />}
          <span css={[rowStyles.title, notice.is_read && rowStyles.titleRead]}>{notice.title}</span>
          {notice.is_public && (
            <Tag color="primary" fill="outline">
              {TEXT.public}
            </Tag>
          )}
        </div>
        {notice.summary !== '' && <div css={rowStyles.summary}>{keepDates(notice.summary)}</div>}
        <div css={rowStyles.meta}>
          <span>{notice.author.name}</span>
          <span>{keepDates(shortTime(notice.created_time))}</span>
          <span>
            {TEXT.comments} {notice.comment_count}
          </span>
        </div>
      </SectionCard>
    </div>
  );
}
