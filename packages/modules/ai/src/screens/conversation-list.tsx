/** @jsxImportSource @emotion/react */
import type { AiConversation } from '@campus/contracts';
import { keepDates, ListPage, PageFrame, useLoader } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchConversations, fetchQuota } from '../api.ts';
import { questionsLeft, quotaClosedReason } from '../chat/quota.ts';
import { s } from '../components/styles.ts';
import { chatPath, PATHS } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

/** /chatGpt without an id: my conversations, most recently active first; 新建对话. */
export function ConversationList() {
  const navigate = useNavigate();
  const load = useCallback((page: number, size: number) => fetchConversations(page, size), []);
  const quota = useLoader(fetchQuota);
  const closed = quotaClosedReason(quota.data);
  return (
    <PageFrame
      title={titleOf('chatGpt')}
      right={
        <Button size="small" color="primary" fill="none" onClick={() => navigate(PATHS.add)}>
          {TEXT.newChat}
        </Button>
      }
    >
      {quota.data !== undefined && (
        <div css={s.hint} data-testid="quota-left">
          {closed ?? TEXT.quotaLeft(questionsLeft(quota.data))}
        </div>
      )}
      <List mode="card">
        <ListPage<AiConversation>
          load={load}
          keyOf={(conversation) => conversation.id}
          empty={TEXT.noConversations}
          renderItem={(conversation) => (
            <List.Item
              onClick={() => navigate(chatPath(conversation.id))}
              extra={conversation.kind === 'my_orders' ? <span css={s.kindTag}>{TEXT.ordersTag}</span> : undefined}
              description={
                <span css={s.sub}>
                  {conversation.preview === '' ? null : <span>{conversation.preview} · </span>}
                  {keepDates(conversation.updated_time.slice(0, 16))}
                </span>
              }
              data-testid="conversation-item"
            >
              {conversation.title}
            </List.Item>
          )}
        />
      </List>
    </PageFrame>
  );
}
