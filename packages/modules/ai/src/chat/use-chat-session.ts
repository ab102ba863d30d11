import type { AiMessage } from '@campus/contracts';
import { currentHost } from '@campus/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ChatChannel } from './chat-channel.ts';
import { ChatSession, type ChatSnapshot } from './chat-session.ts';

/** The WeChat browser cannot read a streamed body (issue 40): its answers are asked whole. */
export function hostStreams(): boolean {
  return currentHost()?.kind !== 'wechat' && typeof ReadableStream === 'function';
}

export interface UseChatOptions {
  /** See ChatSessionOptions.closeOnQuota. */
  closeOnQuota?: boolean;
  /** The question the chat was opened with (a guest's first question made the conversation). */
  firstQuestion?: string;
  onAnswerEnded?: (answer: AiMessage) => void;
}

/**
 * One conversation's chat for a screen (mount it with `key={conversationId}`): loaded when it
 * opens, its stream resumed when the page comes back (visibilitychange, online, pageshow), every
 * read ended when the screen closes (the server keeps the answer).
 */
export function useChatSession(
  channel: ChatChannel,
  conversationId: string,
  { closeOnQuota, firstQuestion, onAnswerEnded }: UseChatOptions = {},
): { session: ChatSession; state: ChatSnapshot } {
  const [session] = useState(
    () =>
      new ChatSession({
        channel,
        conversationId,
        wholeAnswers: () => !hostStreams(),
        ...(closeOnQuota === undefined ? {} : { closeOnQuota }),
      }),
  );
  const [opening] = useState(firstQuestion);

  useEffect(() => session.setAnswerEnded(onAnswerEnded), [session, onAnswerEnded]);

  useEffect(() => {
    session.start(opening);
    const comeBack = () => {
      if (document.visibilityState !== 'hidden') session.recover();
    };
    document.addEventListener('visibilitychange', comeBack);
    window.addEventListener('online', comeBack);
    window.addEventListener('pageshow', comeBack);
    return () => {
      document.removeEventListener('visibilitychange', comeBack);
      window.removeEventListener('online', comeBack);
      window.removeEventListener('pageshow', comeBack);
      session.dispose();
    };
  }, [session, opening]);

  const state = useSyncExternalStore(session.subscribe, session.snapshot);
  return { session, state };
}
