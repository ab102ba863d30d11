/** @jsxImportSource @emotion/react */
import type { AiMessage, AiSource } from '@campus/contracts';
import { Button, DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import { TEXT } from '../texts.ts';
import { AnswerText } from './answer-text.tsx';
import { s } from './styles.ts';

export interface MessageItemProps {
  message: AiMessage;
  /** This answer is the one arriving now. */
  live: boolean;
  /** The arriving answer's connection broke and is being resumed. */
  reconnecting: boolean;
  /** Opens the rating screen (a signed-in person). */
  onRate?: (answer: AiMessage) => void;
  /** Rates in place instead (a guest, who has no rating screen). */
  rateInPlace?: (answer: AiMessage) => ReactNode;
  /** Where a source opens, or null (shown as words). */
  sourcePath: (source: AiSource) => string | null;
  onOpen: (path: string) => void;
}

/** One message of the chat: the question on the right, the answer (markdown) on the left. */
export function MessageItem({ message, live, reconnecting, onRate, rateInPlace, sourcePath, onOpen }: MessageItemProps) {
  if (message.role === 'user') {
    return (
      <div css={[s.row, s.mine]} data-testid="chat-question">
        <div css={[s.bubble, s.question]}>{message.text}</div>
      </div>
    );
  }
  const streaming = message.status === 'streaming';
  const finished = message.status === 'done' || message.status === 'stopped';
  const stored = !message.id.startsWith('local-');
  return (
    <div css={s.row}>
      <div css={[s.bubble, s.answer]} data-testid="chat-answer" data-status={message.status} aria-busy={streaming}>
        {message.text === '' && streaming ? (
          <div css={s.thinking} role="status">
            <DotLoading color="currentColor" />
            <span>{TEXT.thinking}</span>
          </div>
        ) : (
          <AnswerText text={message.text} />
        )}
        {streaming && message.text !== '' && <span css={s.caret} aria-hidden="true" />}
        {live && reconnecting && (
          <div css={s.status} role="status">
            {TEXT.reconnecting}
          </div>
        )}
        {message.status === 'stopped' && (
          <div css={s.status} data-testid="answer-stopped">
            {TEXT.stopped}
          </div>
        )}
        {message.status === 'failed' && (
          <div css={s.error} role="alert">
            {message.error ?? TEXT.failed}
          </div>
        )}
        {finished && message.sources.length > 0 && (
          <div css={s.sources}>
            <span>{TEXT.sources}</span>
            {message.sources.map((source, index) => {
              const path = sourcePath(source);
              return path === null ? (
                <span key={index}>{source.title}</span>
              ) : (
                <button key={index} type="button" css={s.source} onClick={() => onOpen(path)}>
                  {source.title}
                </button>
              );
            })}
          </div>
        )}
        {finished && stored && onRate !== undefined && (
          <div css={s.footer}>
            <span data-testid="answer-rating">
              {message.my_rating === 'up' ? TEXT.ratedUp : message.my_rating === 'down' ? TEXT.ratedDown : ''}
            </span>
            <Button size="mini" fill="outline" onClick={() => onRate(message)}>
              {TEXT.rate}
            </Button>
          </div>
        )}
        {finished && stored && rateInPlace?.(message)}
      </div>
    </div>
  );
}
