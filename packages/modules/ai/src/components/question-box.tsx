/** @jsxImportSource @emotion/react */
import { AI_QUESTION_MAX } from '@campus/contracts';
import { NamedTextArea } from '@campus/ui';
import { Button } from 'antd-mobile';
import { useState, type KeyboardEvent } from 'react';
import type { LiveState } from '../chat/chat-session.ts';
import { TEXT } from '../texts.ts';
import { s } from './styles.ts';

export interface QuestionBoxProps {
  live: LiveState;
  /** Stop is offered (an answer is streaming; not in whole-answer mode). */
  canStop: boolean;
  /** Sends; false when refused (the text comes back into the box). */
  onSend: (question: string) => Promise<boolean>;
  onStop: () => void;
  /** Why no question can be asked now (today's quota used up): shown instead of the box, from the start. */
  closedReason: string | null;
  /** The last refusal's words. */
  notice: string | null;
  /** A line under the box (今日还可提问 N 次). */
  meta: string | null;
}

/** The question box at the bottom of the chat: 发送, or 停止 while an answer streams. */
export function QuestionBox({ live, canStop, onSend, onStop, closedReason, notice, meta }: QuestionBoxProps) {
  const [draft, setDraft] = useState('');
  const busy = live !== 'idle';

  const send = async () => {
    const question = draft.trim();
    if (question === '' || busy) return;
    setDraft('');
    const accepted = await onSend(question);
    if (!accepted) setDraft((typed) => (typed === '' ? question : typed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter breaks the line; an input method's Enter picks its word
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <div css={s.box} data-testid="question-box">
      {notice !== null && closedReason === null && (
        <div css={s.notice} role="alert" data-testid="question-notice">
          {notice}
        </div>
      )}
      <div css={s.boxLine}>
        {closedReason !== null ? (
          <div css={s.closed} role="status" data-testid="question-closed">
            {closedReason}
          </div>
        ) : (
          <NamedTextArea
            label={TEXT.placeholder}
            css={s.input}
            value={draft}
            onChange={setDraft}
            onKeyDown={onKeyDown}
            placeholder={TEXT.placeholder}
            autoSize={{ minRows: 1, maxRows: 4 }}
            rows={1}
            maxLength={AI_QUESTION_MAX}
            enterKeyHint="send"
          />
        )}
        {busy && canStop ? (
          <Button css={s.action} color="danger" fill="outline" loading={live === 'stopping'} onClick={onStop}>
            {live === 'stopping' ? TEXT.stopping : TEXT.stop}
          </Button>
        ) : (
          <Button
            css={s.action}
            color="primary"
            loading={busy}
            disabled={closedReason !== null || draft.trim() === ''}
            onClick={() => void send()}
          >
            {TEXT.send}
          </Button>
        )}
      </div>
      {meta !== null && (
        <div css={s.meta} data-testid="quota-left">
          {meta}
        </div>
      )}
    </div>
  );
}
