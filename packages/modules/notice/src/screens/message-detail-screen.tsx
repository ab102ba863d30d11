/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { MessageItem } from '@campus/contracts';
import { Loadable, PageFrame, useLoader, keepDates } from '@campus/ui';
import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchMessage, markMessageRead } from '../api.ts';
import { MissingId } from '../components/missing-id.tsx';
import { formatDateTime } from '../format.ts';
import { useQueryId } from '../hooks.ts';
import { messageTarget, storeStash } from '../open-message.ts';
import { messageKindLabel, TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

const styles = {
  article: css({ background: 'var(--adm-color-background)', padding: '20px 16px' }),
  title: css({ margin: 0, fontSize: 19, lineHeight: 1.4, fontWeight: 600, wordBreak: 'break-word' }),
  meta: css({ marginTop: 10, display: 'flex', alignItems: 'center', gap: 10, fontSize: 13, color: 'var(--adm-color-weak)' }),
  content: css({
    marginTop: 16,
    paddingTop: 16,
    borderTop: '1px solid var(--adm-color-border)',
    fontSize: 16,
    lineHeight: 1.75,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
  }),
};

/** Loads the message and marks it read (in the background; the list shows it read next time). */
async function openMessage(id: string): Promise<MessageItem> {
  const message = await fetchMessage(id);
  if (!message.is_read) void markMessageRead(id).catch(() => undefined);
  return message;
}

function MessageBody({ message }: { message: MessageItem }) {
  return (
    <article css={styles.article} data-testid="message-article">
      <h1 css={styles.title}>{message.title}</h1>
      <div css={styles.meta}>
        <Tag color="default" fill="outline">
          {messageKindLabel(message.extras.msg_type ?? message.msg_type)}
        </Tag>
        <span>{keepDates(formatDateTime(message.created_at))}</span>
      </div>
      <div css={styles.content}>{message.content}</div>
    </article>
  );
}

/**
 * One message (/message/msgList/msgDetail?id=): its content, and 查看 when the
 * push routing has a screen for it (the same place the push dialog opens).
 */
export default function MessageDetailScreen() {
  const id = useQueryId();
  const navigate = useNavigate();
  const state = useLoader(() => (id === null ? Promise.resolve(null) : openMessage(id)), [id]);
  const target = state.data ? messageTarget(state.data) : null;

  const footer =
    target === null ? undefined : (
      <Button
        block
        color="primary"
        size="large"
        onClick={() => {
          storeStash(target.stash);
          navigate(target.to);
        }}
      >
        {TEXT.open}
      </Button>
    );

  return (
    <PageFrame title={titleOf('msgDetail')} {...(footer === undefined ? {} : { footer })}>
      {id === null ? <MissingId /> : <Loadable state={state}>{(message) => <MessageBody message={message} />}</Loadable>}
    </PageFrame>
  );
}
