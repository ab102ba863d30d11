/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { SurveyItem } from '@campus/contracts';
import { keepDates } from '@campus/ui';
import { shortTime } from '../format.ts';
import { TEXT } from '../texts.ts';

const styles = {
  intro: css({ background: 'var(--adm-color-background)', padding: '18px 16px' }),
  title: css({ margin: 0, fontSize: 19, fontWeight: 600, lineHeight: 1.4, wordBreak: 'break-word' }),
  description: css({ marginTop: 8, fontSize: 14, lineHeight: 1.6, color: 'var(--adm-color-text-secondary, #666)', whiteSpace: 'pre-wrap' }),
  meta: css({ marginTop: 8, display: 'flex', flexWrap: 'wrap', gap: '4px 12px', fontSize: 12, color: 'var(--adm-color-weak)' }),
};

/** The head of a questionnaire: title, description, publisher, time and size. */
export function SurveyIntro({
  survey,
}: {
  survey: Pick<SurveyItem, 'title' | 'description' | 'author' | 'created_time' | 'question_count' | 'answer_count'>;
}) {
  return (
    <header css={styles.intro}>
      <h1 css={styles.title}>{survey.title}</h1>
      {survey.description !== '' && <div css={styles.description}>{survey.description}</div>}
      <div css={styles.meta}>
        <span>{survey.author.name}</span>
        <span>{keepDates(shortTime(survey.created_time))}</span>
        <span>{TEXT.questionCount(survey.question_count)}</span>
        <span>
          {TEXT.respondents} {survey.answer_count}
        </span>
      </div>
    </header>
  );
}
