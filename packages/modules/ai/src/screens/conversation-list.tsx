/** @jsxImportSource @emotion/react */
import type { AiConversation } from '@campus/contracts';
import { keepDates, ListPage, PageFrame, useLoader, WAITING_TEXT } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchConversations, fetchQuota } from '../api.ts';
import { AdminEntries } from '../admin/admin-entries.tsx';
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
      {/* the line is there from the start: nothing below moves when the quota arrives (issue 35) */}
      <div css={s.hint} data-testid="quota-left">
        {quota.data === undefined ? WAITING_TEXT : (closed ?? TEXT.quotaLeft(questionsLeft(quota.data)))}
      </div>
      <AdminEntries />
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
                  {conversation.preview === '' ? null : <span css={s.oneLine}>{conversation.preview}</span>}
                  <span>{keepDates(conversation.updated_time.slice(0, 16))}</span>
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
