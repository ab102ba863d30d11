/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { surveyMessages, type SurveyDetail, type SurveyQuestion } from '@campus/contracts';
import { FieldErrorText, Loadable, PageFrame, clearFieldErrors, useLoader, keepDates } from '@campus/ui';
import { Button, Form, Result, Space, Tag } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchSurvey, submitSurvey } from '../api.ts';
import { MissingId } from '../components/missing-id.tsx';
import { QuestionInput, questionKindLabel } from '../components/question-input.tsx';
import { SurveyIntro } from '../components/survey-intro.tsx';
import { formatDateTime } from '../format.ts';
import { failedResponse, submitFailureMessage } from '@campus/ui';
import { useBackTo, useQueryId } from '../hooks.ts';
import { PATHS, withId } from '../paths.ts';
import { fieldOf, orderedQuestions, questionError, toAnswers, valuesOf, type AnswerValues } from '../survey-form.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

const styles = {
  label: css({ display: 'inline-flex', alignItems: 'flex-start', gap: 6, fontSize: 15, lineHeight: 1.5, color: 'var(--adm-color-text)' }),
  result: css({ background: 'var(--adm-color-background)' }),
  actions: css({ padding: '16px' }),
  answered: css({ margin: '12px 12px 0', borderRadius: 8 }),
};

function QuestionLabel({ question }: { question: SurveyQuestion }) {
  return (
    <span css={styles.label}>
      <span>
        {question.seq}. {question.title}
      </span>
      <Tag color="default" fill="outline">
        {questionKindLabel(question)}
      </Tag>
    </span>
  );
}

/** The client's check of one question, as an antd-mobile Form rule (the server's words, '此题为必答题'). */
const ruleFor = (question: SurveyQuestion) => ({
  validator: async (_rule: unknown, value: unknown): Promise<void> => {
    const message = questionError(question, value);
    if (message !== null) throw new Error(message);
  },
});

/** Brings the first question with an error into view. */
function scrollToFirstError(): void {
  const first = document.querySelector('.adm-form-item-feedback-error');
  first?.closest('.adm-form-item')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

function SurveySheet({ survey, onSubmitted }: { survey: SurveyDetail; onSubmitted: (detail: SurveyDetail) => void }) {
  const [form] = Form.useForm<AnswerValues>();
  const [message, setMessage] = useState<string | null>(null);
  const questions = useMemo(() => orderedQuestions(survey.questions), [survey.questions]);
  const answered = survey.my_answers !== null;

  const submit = useRequest((values: AnswerValues) => submitSurvey(survey.id, { answers: toAnswers(questions, values) }), {
    manual: true,
    onBefore: () => setMessage(null),
    onSuccess: (detail) => onSubmitted(detail),
    onError: (error) => {
      setMessage(submitFailureMessage(form, error));
      if (failedResponse(error) !== null) setTimeout(scrollToFirstError, 0);
    },
  });

  return (
    <>
      <SurveyIntro survey={survey} />
      {answered && (
        <Result
          css={styles.answered}
          status="info"
          title={surveyMessages.alreadyAnswered}
          description={keepDates(`${TEXT.answeredAt} ${formatDateTime(survey.answered_at)}`)}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        mode="card"
        disabled={answered}
        initialValues={answered ? valuesOf(survey) : {}}
        onFinish={submit.run}
        onFinishFailed={() => setTimeout(scrollToFirstError, 0)}
        onValuesChange={(changed) => {
          clearFieldErrors(form, changed);
          setMessage(null);
        }}
        footer={
          answered ? undefined : (
            <>
              <FieldErrorText message={message} />
              <Button block type="submit" color="primary" size="large" loading={submit.loading} loadingText={TEXT.submitting}>
                {TEXT.submit}
              </Button>
            </>
          )
        }
      >
        {questions.map((question) => (
          <Form.Item
            key={question.id}
            name={fieldOf(question)}
            label={<QuestionLabel question={question} />}
            required={question.required}
            rules={[ruleFor(question)]}
            data-testid="survey-question"
            data-question={question.id}
          >
            <QuestionInput question={question} />
          </Form.Item>
        ))}
      </Form>
    </>
  );
}

function Submitted({ survey }: { survey: SurveyDetail }) {
  const navigate = useNavigate();
  const back = useBackTo(PATHS.survey);
  return (
    <div css={styles.result} data-testid="survey-submitted">
      <Result status="success" title={TEXT.submitted} description={TEXT.submittedHint} />
      <Space direction="vertical" block css={styles.actions}>
        <Button block color="primary" onClick={back}>
          {TEXT.backToList}
        </Button>
        {survey.can_view_results && (
          <Button block color="primary" fill="outline" onClick={() => navigate(withId(PATHS.surveyReview, survey.id), { replace: true })}>
            {TEXT.viewResults}
          </Button>
        )}
      </Space>
    </div>
  );
}

/**
 * Fill in a questionnaire (/survey/surveyFill?id=): single, multiple and text
 * questions; required ones checked before sending and again by the server,
 * whose errors land on their questions. A sheet already sent shows read-only.
 */
export default function SurveyFillScreen() {
  const id = useQueryId();
  const state = useLoader(() => (id === null ? Promise.resolve(null) : fetchSurvey(id)), [id]);
  const [submitted, setSubmitted] = useState<SurveyDetail | null>(null);
  let body;
  if (id === null) body = <MissingId />;
  else if (submitted !== null) body = <Submitted survey={submitted} />;
  else body = <Loadable state={state}>{(survey) => <SurveySheet survey={survey} onSubmitted={setSubmitted} />}</Loadable>;
  return <PageFrame title={titleOf('surveyFill')}>{body}</PageFrame>;
}
