/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { SurveyResults } from '@campus/contracts';
import { SectionCard } from '@campus/ui';
import { ProgressBar, Tag } from 'antd-mobile';
import { percentOf } from '../survey-form.ts';
import { TEXT } from '../texts.ts';
import { questionKindLabel } from './question-input.tsx';

type ResultQuestion = SurveyResults['questions'][number];

const styles = {
  title: css({ display: 'flex', alignItems: 'flex-start', gap: 8, fontSize: 15, fontWeight: 600, lineHeight: 1.5 }),
  titleText: css({ flex: 1, wordBreak: 'break-word' }),
  option: css({ marginTop: 12 }),
  optionHead: css({ display: 'flex', justifyContent: 'space-between', gap: 12, fontSize: 14, marginBottom: 6 }),
  optionLabel: css({ flex: 1, wordBreak: 'break-word' }),
  count: css({ flex: 'none', color: 'var(--adm-color-weak)' }),
  texts: css({ marginTop: 8 }),
  textItem: css({
    padding: '10px 0',
    borderTop: '1px solid var(--adm-color-border)',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    fontSize: 14,
    lineHeight: 1.6,
  }),
  empty: css({ marginTop: 8, fontSize: 13, color: 'var(--adm-color-weak)' }),
};

/** One question's results: option counts with ProgressBar, or the text answers. */
export function QuestionResult({ question, respondents }: { question: ResultQuestion; respondents: number }) {
  return (
    <div data-testid="question-result" data-question={question.id}>
      <SectionCard>
        <div css={styles.title}>
          <span css={styles.titleText}>
            {question.seq}. {question.title}
          </span>
          <Tag color="default" fill="outline">
            {questionKindLabel(question)}
          </Tag>
        </div>
        {question.type === 'text' ? (
          question.texts.length === 0 ? (
            <div css={styles.empty}>{TEXT.noTextAnswers}</div>
          ) : (
            <div css={styles.texts}>
              {question.texts.map((text, index) => (
                <div key={index} css={styles.textItem} data-testid="text-answer">
                  {text}
                </div>
              ))}
            </div>
          )
        ) : (
          question.options.map((option) => {
            const percent = percentOf(option.count, respondents);
            return (
              <div css={styles.option} key={option.index} data-testid="option-result">
                <div css={styles.optionHead}>
                  <span css={styles.optionLabel}>{option.label}</span>
                  <span css={styles.count}>
                    {TEXT.votes(option.count)} · {percent}%
                  </span>
                </div>
                <ProgressBar percent={percent} rounded />
              </div>
            );
          })
        )}
      </SectionCard>
    </div>
  );
}
