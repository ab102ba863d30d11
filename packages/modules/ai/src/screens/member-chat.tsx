/** @jsxImportSource @emotion/react */
import type { AiMessage, AiSource } from '@campus/contracts';
import { useStores } from '@campus/core';
import { useLoader, WAITING_TEXT } from '@campus/ui';
import { Button } from 'antd-mobile';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchConversation, fetchQuota } from '../api.ts';
import { memberChannel } from '../chat/channels.ts';
import { questionsLeft, quotaClosedReason } from '../chat/quota.ts';
import { sourcePath } from '../chat/sources.ts';
import { useChatSession } from '../chat/use-chat-session.ts';
import { ChatFrame } from '../components/chat-frame.tsx';
import { s } from '../components/styles.ts';
import { commentPath, PATHS } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

/**
 * /chatGpt?id=: one of my conversations. What is left of today's quota is shown under the box; when
 * nothing is, the box says so as the screen opens.
 */
export function MemberChat({ conversationId }: { conversationId: string }) {
  const navigate = useNavigate();
  const { permissions } = useStores();
  const quota = useLoader(fetchQuota);
  const conversation = useLoader(() => fetchConversation(conversationId), [conversationId]);
  const reloadQuota = quota.reload;
  const onAnswerEnded = useCallback(() => void reloadQuota(), [reloadQuota]);
  const { session, state } = useChatSession(memberChannel, conversationId, { onAnswerEnded });
  // the menu as it is when a source is drawn (it is loaded at sign-in, before any chat opens)
  const openSource = useCallback((source: AiSource) => sourcePath(source, permissions.menu, false), [permissions]);

  const closed = quotaClosedReason(quota.data);
  // a blank line while the quota loads: the box does not jump when it arrives
  const meta = quota.data === undefined ? WAITING_TEXT : closed !== null ? null : TEXT.quotaLeft(questionsLeft(quota.data));
  const orders = conversation.data?.kind === 'my_orders';
  return (
    <ChatFrame
      title={titleOf('chatGpt')}
      right={
        <Button size="small" color="primary" fill="none" onClick={() => navigate(PATHS.chat)}>
          {TEXT.allChats}
        </Button>
      }
      session={session}
      state={state}
      intro={<p css={s.welcome}>{orders ? TEXT.welcomeOrders : TEXT.welcome}</p>}
      closedReason={closed}
      meta={meta}
      onRate={(answer: AiMessage) => navigate(commentPath(answer.id, conversationId))}
      sourcePath={openSource}
    />
  );
}
