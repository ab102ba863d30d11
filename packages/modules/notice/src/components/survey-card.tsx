/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { SurveyItem } from '@campus/contracts';
import { SectionCard, keepDates } from '@campus/ui';
import { Button, Tag } from 'antd-mobile';
import { shortTime } from '../format.ts';
import { TEXT } from '../texts.ts';
import { rowStyles } from './row-styles.ts';

const styles = {
  foot: css({ marginTop: 10, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }),
};

export interface SurveyCardProps {
  survey: SurveyItem;
  onOpen: (survey: SurveyItem) => void;
  onResults: (survey: SurveyItem) => void;
}

/** One questionnaire in the list: whether the caller answered it, and the results link for its publisher. */
export function SurveyCard({ survey, onOpen, onResults }: SurveyCardProps) {
  return (
    <div data-testid="survey-row" data-id={survey.id} data-answered={String(survey.answered)}>
      <SectionCard onClick={() => onOpen(survey)}>
        <div css={rowStyles.head}>
          <span css={rowStyles.title}>{survey.title}</span>
          <Tag color={survey.answered ? 'success' : 'warning'} fill="outline">
            {survey.answered ? TEXT.answered : TEXT.notAnswered}
          </Tag>
        </div>
        {survey.description !== '' && <div css={rowStyles.summary}>{keepDates(survey.description)}</div>}
        <div css={styles.foot}>
          <div css={[rowStyles.meta, { marginTop: 0 }]}>
            <span>{survey.author.name}</span>
            <span>{keepDates(shortTime(survey.created_time))}</span>
            <span>
              {TEXT.questionCount(survey.question_count)} · {TEXT.respondents} {survey.answer_count}
            </span>
          </div>
          {survey.can_view_results && (
            <Button
              size="mini"
              color="primary"
              fill="outline"
              onClick={(event) => {
                event.stopPropagation();
                onResults(survey);
              }}
            >
              {TEXT.viewResults}
            </Button>
          )}
        </div>
      </SectionCard>
    </div>
  );
}
