/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { SurveyResults } from '@campus/contracts';
import { Loadable, PageFrame, loadErrorText, useLoader } from '@campus/ui';
import { ErrorBlock } from 'antd-mobile';
import { fetchSurveyResults } from '../api.ts';
import { MissingId } from '../components/missing-id.tsx';
import { QuestionResult } from '../components/question-result.tsx';
import { failedResponse } from '@campus/ui';
import { useQueryId } from '../hooks.ts';
import { orderedQuestions } from '../survey-form.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

const styles = {
  head: css({ background: 'var(--adm-color-background)', padding: '18px 16px' }),
  title: css({ margin: 0, fontSize: 19, fontWeight: 600, lineHeight: 1.4, wordBreak: 'break-word' }),
  count: css({ marginTop: 6, fontSize: 14, color: 'var(--adm-color-weak)' }),
  body: css({ paddingBottom: 16 }),
  denied: css({ padding: '48px 16px' }),
};

function ResultsBody({ results }: { results: SurveyResults }) {
  return (
    <div css={styles.body}>
      <header css={styles.head}>
        <h1 css={styles.title}>{results.title}</h1>
        <div css={styles.count} data-testid="respondents">
          {TEXT.respondents} {results.answer_count}
        </div>
      </header>
      {orderedQuestions(results.questions).map((question) => (
        <QuestionResult key={question.id} question={question} respondents={results.answer_count} />
      ))}
    </div>
  );
}

/**
 * The results of a questionnaire (/survey/surveyReview?id=), for its publisher:
 * per question the option counts with ProgressBar, and the text answers. Anyone
 * else gets the server's refusal as it words it.
 */
export default function SurveyReviewScreen() {
  const id = useQueryId();
  const state = useLoader(() => (id === null ? Promise.resolve(null) : fetchSurveyResults(id)), [id]);
  const refused = !state.loading && state.data === undefined && failedResponse(state.error)?.status === 403;
  let body;
  if (id === null) body = <MissingId />;
  else if (refused) {
    body = (
      <div css={styles.denied} role="alert" data-testid="results-denied">
        <ErrorBlock status="default" title={TEXT.noAccess} description={loadErrorText(state.error)} />
      </div>
    );
  } else body = <Loadable state={state}>{(results) => <ResultsBody results={results} />}</Loadable>;
  return <PageFrame title={titleOf('surveyReview')}>{body}</PageFrame>;
}
