/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { AI_RATING_TAGS } from '@campus/contracts';
import { showToast } from '@campus/core';
import { FieldErrorText, LoadFailedBlock, LoadingBlock, NamedTextArea, PageFrame, refusalText, useLoader } from '@campus/ui';
import { Button, ErrorBlock, List, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { fetchMessage, rateAnswer } from '../api.ts';
import { AnswerText } from '../components/answer-text.tsx';
import { s } from '../components/styles.ts';
import { chatPath } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

type Score = 'up' | 'down';

/** The contract's tags, the pleased ones for 满意 and the others for 不满意. */
const TAGS_OF: Record<Score, readonly string[]> = {
  up: AI_RATING_TAGS.slice(0, 3),
  down: AI_RATING_TAGS.slice(3),
};

const styles = {
  answer: css({ maxHeight: 240, overflow: 'auto', padding: '4px 0' }),
  scores: css({ display: 'flex', gap: 12, padding: '12px 16px' }),
  score: css({ flex: 1 }),
};

/** /chatGptComment?id=<answer>&conversation=<id>: 满意 or 不满意, tags, a few words; back to the chat, rated. */
export default function CommentScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const answerId = params.get('id') ?? '';
  const conversationId = params.get('conversation');
  const answer = useLoader(() => (answerId === '' ? Promise.resolve(null) : fetchMessage(answerId)), [answerId]);
  const [score, setScore] = useState<Score | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const chosen = score ?? answer.data?.my_rating ?? null;
  const unfinished = answer.data?.status === 'streaming';

  const back = () => {
    // opened from the chat: back to it (it reloads, with the rating); opened from a link: to the chat
    if (location.key !== 'default') navigate(-1);
    else navigate(chatPath(conversationId ?? answer.data?.conversation_id ?? ''), { replace: true });
  };

  const submit = async () => {
    if (chosen === null) return setMessage(TEXT.chooseScore);
    setBusy(true);
    setMessage(null);
    try {
      await rateAnswer(answerId, { score: chosen, tags: tags as (typeof AI_RATING_TAGS)[number][], text: text.trim() });
      void showToast(TEXT.ratingSaved);
      back();
    } catch (error) {
      setMessage(refusalText(error));
      setBusy(false);
    }
  };

  const choose = (next: Score) => {
    if (next !== chosen) setTags([]);
    setScore(next);
    setMessage(null);
  };

  let body;
  if (answerId === '') body = <ErrorBlock status="empty" title={TEXT.missingId} description={null} />;
  else if (answer.data === undefined)
    body = answer.error === undefined ? <LoadingBlock /> : <LoadFailedBlock error={answer.error} onRetry={() => void answer.reload()} />;
  else
    body = (
      <>
        <List mode="card" header={TEXT.answerRated}>
          <List.Item>
            {/* it may scroll: reachable by keyboard (axe scrollable-region-focusable) */}
            <div css={styles.answer} data-testid="rated-answer" role="region" aria-label={TEXT.answerRated} tabIndex={0}>
              <AnswerText text={answer.data?.text ?? ''} />
            </div>
          </List.Item>
        </List>
        <List mode="card" header={TEXT.ratePrompt}>
          <div css={styles.scores} role="group" aria-label={TEXT.ratePrompt}>
            {(['up', 'down'] as const).map((option) => (
              <Button
                key={option}
                css={styles.score}
                color={chosen === option ? 'primary' : 'default'}
                fill={chosen === option ? 'solid' : 'outline'}
                aria-pressed={chosen === option}
                onClick={() => choose(option)}
              >
                {option === 'up' ? TEXT.up : TEXT.down}
              </Button>
            ))}
          </div>
          {chosen !== null && (
            <List.Item title={TEXT.tagsLabel}>
              <Selector
                multiple
                options={TAGS_OF[chosen].map((tag) => ({ label: tag, value: tag }))}
                value={tags}
                onChange={(values) => setTags(values)}
              />
            </List.Item>
          )}
          <List.Item title={TEXT.commentLabel}>
            <NamedTextArea
              label={TEXT.commentLabel}
              value={text}
              onChange={setText}
              placeholder={TEXT.commentPlaceholder}
              maxLength={500}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
            />
          </List.Item>
        </List>
        {unfinished && <div css={s.hint}>{TEXT.notFinished}</div>}
      </>
    );

  return (
    <PageFrame
      title={titleOf('chatGptComment')}
      footer={
        answer.data ? (
          <>
            <FieldErrorText message={message} />
            <Button block color="primary" size="large" loading={busy} disabled={unfinished} onClick={() => void submit()}>
              {TEXT.submitRating}
            </Button>
          </>
        ) : undefined
      }
    >
      {body}
    </PageFrame>
  );
}
