/** @jsxImportSource @emotion/react */
import type { AiMessage, AiSource } from '@campus/contracts';
import { LoadFailedBlock, LoadingBlock, PageFrame } from '@campus/ui';
import { Button } from 'antd-mobile';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ChatSession, ChatSnapshot } from '../chat/chat-session.ts';
import { TEXT } from '../texts.ts';
import { preloadMarkdown } from './answer-text.tsx';
import { MessageItem } from './message-item.tsx';
import { QuestionBox } from './question-box.tsx';
import { s } from './styles.ts';

export interface ChatFrameProps {
  title: string;
  right?: ReactNode;
  session: ChatSession;
  state: ChatSnapshot;
  /** Above the messages: the greeting, suggestions, a sign-up link. */
  intro: ReactNode;
  /** Why no question can be asked (quota used up), known when the screen opens. */
  closedReason: string | null;
  meta: string | null;
  onRate?: (answer: AiMessage) => void;
  rateInPlace?: (answer: AiMessage) => ReactNode;
  sourcePath: (source: AiSource) => string | null;
}

/** Distance from the bottom within which the chat keeps following a growing answer. */
const STICK_PX = 96;

function nearBottom(): boolean {
  const root = document.scrollingElement ?? document.documentElement;
  return window.innerHeight + window.scrollY >= root.scrollHeight - STICK_PX;
}

/** The chat screen of a conversation (chatGpt and aiUser): messages, and the question box at the bottom. */
export function ChatFrame({ title, right, session, state, intro, closedReason, meta, onRate, rateInPlace, sourcePath }: ChatFrameProps) {
  const navigate = useNavigate();
  const following = useRef(true);
  const [olderFailed, setOlderFailed] = useState(false);

  useEffect(() => {
    preloadMarkdown();
    const onScroll = () => {
      following.current = nearBottom();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // a growing answer stays in view while the reader is at the bottom; reading higher up is left alone
  useLayoutEffect(() => {
    if (following.current) window.scrollTo(0, (document.scrollingElement ?? document.documentElement).scrollHeight);
  }, [state.messages]);

  const live = state.live;
  const liveId = state.liveAnswerId ?? 'local-answer';
  let body: ReactNode;
  if (state.loading) body = <LoadingBlock />;
  else if (state.loadError !== undefined) body = <LoadFailedBlock error={state.loadError} onRetry={() => void session.load()} />;
  else
    body = (
      <div css={s.thread} data-testid="chat-thread">
        {state.hasOlder && (
          <div css={s.older}>
            <Button
              size="small"
              fill="none"
              color="primary"
              onClick={() => {
                following.current = false;
                session.loadOlder().then(
                  () => setOlderFailed(false),
                  () => setOlderFailed(true),
                );
              }}
            >
              {olderFailed ? `${TEXT.loadOlder}（重试）` : TEXT.loadOlder}
            </Button>
          </div>
        )}
        {intro}
        {state.messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            live={live !== 'idle' && message.id === liveId}
            reconnecting={live === 'reconnecting'}
            {...(onRate === undefined ? {} : { onRate })}
            {...(rateInPlace === undefined ? {} : { rateInPlace })}
            sourcePath={sourcePath}
            onOpen={(path) => navigate(path)}
          />
        ))}
      </div>
    );

  return (
    <PageFrame
      title={title}
      right={right}
      footer={
        <QuestionBox
          live={live}
          canStop={session.streams}
          onSend={(question) => {
            following.current = true;
            return session.ask(question);
          }}
          onStop={() => void session.stop()}
          closedReason={closedReason ?? (state.exhausted ? state.notice : null)}
          notice={state.notice}
          meta={meta}
        />
      }
    >
      {body}
    </PageFrame>
  );
}
