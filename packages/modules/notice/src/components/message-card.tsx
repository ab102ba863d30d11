/** @jsxImportSource @emotion/react */
import type { MessageItem } from '@campus/contracts';
import { SectionCard, keepDates } from '@campus/ui';
import { Tag } from 'antd-mobile';
import { formatDateTime } from '../format.ts';
import { messageKindLabel } from '../texts.ts';
import { rowStyles } from './row-styles.ts';
import { UnreadDot } from './unread-dot.tsx';

export interface MessageCardProps {
  message: MessageItem;
  onOpen: (message: MessageItem) => void;
}

/** One message in the list: unread dot, kind, title, the start of its content and its time. */
export function MessageCard({ message, onOpen }: MessageCardProps) {
  return (
    <div data-testid="message-row" data-id={message.id} data-unread={String(!message.is_read)}>
      <SectionCard onClick={() => onOpen(message)}>
        <div css={rowStyles.head}>
          {!message.is_read && <UnreadDot />}
          <span css={[rowStyles.title, message.is_read && rowStyles.titleRead]}>{keepDates(message.title)}</span>
          <Tag color="default" fill="outline">
            {messageKindLabel(message.extras.msg_type ?? message.msg_type)}
          </Tag>
        </div>
        {message.content !== '' && <div css={rowStyles.summary}>{keepDates(message.content)}</div>}
        <div css={rowStyles.meta}>
          <span>{keepDates(formatDateTime(message.created_at))}</span>
        </div>
      </SectionCard>
    </div>
  );
}
