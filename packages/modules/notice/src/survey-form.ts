import { surveyMessages, surveyQuestionKey, type SurveyAnswer, type SurveyDetail, type SurveyQuestion } from '@campus/contracts';

/**
 * The questionnaire as a form: one field per question named `q_<question id>`
 * (the key the server's field errors use, so they land on their question), the
 * client's required check with the server's words, and the answers to send.
 */

/** single: the option index; multiple: the indexes; text: the words. */
export type AnswerValue = number | number[] | string | undefined;
export type AnswerValues = Record<string, AnswerValue>;

/** Most characters of a text answer (the contract's limit). */
export const TEXT_ANSWER_MAX = 2000;
export const TEXT_ANSWER_TOO_LONG = `回答不能超过${TEXT_ANSWER_MAX}个字`;

export const fieldOf = (question: Pick<SurveyQuestion, 'id'>): string => surveyQuestionKey(question.id);

const isIndex = (value: unknown, options: readonly string[]): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < options.length;

/** The message for one question's answer, or null when it may be sent. */
export function questionError(question: SurveyQuestion, value: unknown): string | null {
  switch (question.type) {
    case 'single':
      if (value === undefined || value === null) return question.required ? surveyMessages.required : null;
      return isIndex(value, question.options) ? null : surveyMessages.badOption;
    case 'multiple': {
      const chosen = Array.isArray(value) ? value : [];
      if (chosen.length === 0) return question.required ? surveyMessages.required : null;
      return chosen.every((entry) => isIndex(entry, question.options)) ? null : surveyMessages.badOption;
    }
    case 'text': {
      const words = typeof value === 'string' ? value.trim() : '';
      if (words === '') return question.required ? surveyMessages.required : null;
      return words.length > TEXT_ANSWER_MAX ? TEXT_ANSWER_TOO_LONG : null;
    }
    default:
      return null;
  }
}

/** Every question's message by field name (empty when the form may be sent). */
export function answerErrors(questions: readonly SurveyQuestion[], values: AnswerValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const question of questions) {
    const message = questionError(question, values[fieldOf(question)]);
    if (message !== null) errors[fieldOf(question)] = message;
  }
  return errors;
}

/** The answers to send: one per answered question, in question order; unanswered optional ones are left out. */
export function toAnswers(questions: readonly SurveyQuestion[], values: AnswerValues): SurveyAnswer[] {
  const answers: SurveyAnswer[] = [];
  for (const question of questions) {
    const value = values[fieldOf(question)];
    if (question.type === 'single' && typeof value === 'number') answers.push({ question_id: question.id, choice: value });
    if (question.type === 'multiple' && Array.isArray(value) && value.length > 0) {
      answers.push({ question_id: question.id, choices: [...value].sort((a, b) => a - b) });
    }
    if (question.type === 'text' && typeof value === 'string' && value.trim() !== '') {
      answers.push({ question_id: question.id, text: value.trim() });
    }
  }
  return answers;
}

/** The caller's own answers as form values (to show a sheet already sent). */
export function valuesOf(detail: Pick<SurveyDetail, 'my_answers'>): AnswerValues {
  const values: AnswerValues = {};
  for (const answer of detail.my_answers ?? []) {
    const key = surveyQuestionKey(answer.question_id);
    if (answer.choice !== undefined) values[key] = answer.choice;
    else if (answer.choices !== undefined) values[key] = answer.choices;
    else if (answer.text !== undefined) values[key] = answer.text;
  }
  return values;
}

/** Questions in the order the publisher set. */
export function orderedQuestions<Q extends { seq: number }>(questions: readonly Q[]): Q[] {
  return [...questions].sort((a, b) => a.seq - b.seq);
}

/** Share of respondents who chose an option, as a whole percent. */
export function percentOf(count: number, respondents: number): number {
  if (respondents <= 0 || count <= 0) return 0;
  return Math.min(100, Math.round((count / respondents) * 100));
}
