/** @jsxImportSource @emotion/react */
import type { AiGuestIdentity, AiMessage } from '@campus/contracts';
import { showToast } from '@campus/core';
import { refusalText } from '@campus/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { guestRateAnswer } from '../api.ts';
import { TEXT } from '../texts.ts';
import { s } from './styles.ts';

type Score = 'up' | 'down';

/** A guest rates an answer where it stands (满意 / 不满意); the administrator reads it under 用户评价. */
export function GuestRating({ who, answer }: { who: AiGuestIdentity; answer: AiMessage }) {
  const [score, setScore] = useState<Score | null>(answer.my_rating);
  const [busy, setBusy] = useState<Score | null>(null);

  const rate = async (next: Score) => {
    setBusy(next);
    try {
      await guestRateAnswer(who, answer.id, { score: next });
      setScore(next);
      void showToast(TEXT.ratingSaved);
    } catch (error) {
      void showToast(refusalText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div css={s.footer} role="group" aria-label={TEXT.ratePrompt}>
      <span data-testid="answer-rating">{score === 'up' ? TEXT.ratedUp : score === 'down' ? TEXT.ratedDown : TEXT.guestRatePrompt}</span>
      <span>
        {(['up', 'down'] as const).map((option) => (
          <Button
            key={option}
            size="mini"
            fill={score === option ? 'solid' : 'outline'}
            color={score === option ? 'primary' : 'default'}
            aria-pressed={score === option}
            loading={busy === option}
            disabled={busy !== null}
            css={s.rateChoice}
            onClick={() => void rate(option)}
          >
            {option === 'up' ? TEXT.up : TEXT.down}
          </Button>
        ))}
      </span>
    </div>
  );
}
