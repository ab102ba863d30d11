import { z } from 'zod';
import { int32Schema } from './input-limits.ts';
import { pageQuerySchema } from './messages.ts';
import { pageOf, personRefSchema } from './page.ts';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema } from './page.ts';

export const surveyQuestionTypeSchema = z.enum(['single', 'multiple', 'text']);
export type SurveyQuestionType = z.infer<typeof surveyQuestionTypeSchema>;

export const surveyQuestionSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  title: z.string(),
  type: surveyQuestionTypeSchema,
  /** Choices of single and multiple questions (answers refer to them by index from 0); [] for text. */
  options: z.array(z.string()),
  required: z.boolean(),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/** A survey in the list. */
export const surveyItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  author: personRefSchema,
  question_count: z.number().int(),
  answer_count: z.number().int(),
  /** The caller has answered it. */
  answered: z.boolean(),
  /** The caller may see the results (its publisher, or an admin). */
  can_view_results: z.boolean(),
  created_at: z.string(),
  created_time: z.string(),
});
export type SurveyItem = z.infer<typeof surveyItemSchema>;
export const surveysQuerySchema = pageQuerySchema;
/** GET /9077/api/surveys/ (paged, newest first); `can_publish`: the caller may POST a survey. */
export const surveyPageSchema = pageOf(surveyItemSchema).extend({ can_publish: z.boolean() });
export type SurveyPage = z.infer<typeof surveyPageSchema>;

/** One answer to one question: `choice` (single), `choices` (multiple), `text` (text). */
export const surveyAnswerSchema = z.object({
  question_id: z.string(),
  choice: int32Schema.optional(),
  choices: z.array(int32Schema).optional(),
  text: z.string().max(2000).optional(),
});
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

/** GET /9077/api/surveys/{id}/: with the questions and the caller's own answers (null before answering). */
export const surveyDetailSchema = surveyItemSchema.extend({
  questions: z.array(surveyQuestionSchema),
  my_answers: z.array(surveyAnswerSchema).nullable(),
  answered_at: z.string().nullable(),
});
export type SurveyDetail = z.infer<typeof surveyDetailSchema>;

export const surveyQuestionCreateSchema = z.object({
  title: z.string({ error: '请填写题目' }).trim().min(1, '请填写题目').max(200),
  type: surveyQuestionTypeSchema,
  options: z.array(z.string().trim().min(1).max(100)).max(30).optional(),
  required: z.boolean().default(false),
});
/**
 * POST /9077/api/surveys/ (admin, or staff allowed to publish; else 403 {detail: '没有发布权限'}).
 * single/multiple questions need at least two options; text questions take none.
 */
export const surveyCreateSchema = z.object({
  title: z.string({ error: '请填写标题' }).trim().min(1, '请填写标题').max(100),
  description: z.string().trim().max(2000).default(''),
  questions: z.array(surveyQuestionCreateSchema).min(1, '请至少添加一道题').max(100),
});
export type SurveyCreate = z.input<typeof surveyCreateSchema>;

/**
 * POST /9077/api/surveys/{id}/answers/: one answer per staff (a second: 400 {non_field_errors:
 * ['您已提交过该问卷']}). Errors are keyed `q_<question id>`: '此题为必答题' for a missing required
 * answer, '选项不存在' for an option index out of range. Answers 201 with the survey detail.
 */
export const surveySubmitSchema = z.object({ answers: z.array(surveyAnswerSchema).max(200) });
export type SurveySubmit = z.infer<typeof surveySubmitSchema>;

/** Messages of the answer checks (the client checks the same before sending). */
export const surveyMessages = {
  required: '此题为必答题',
  badOption: '选项不存在',
  alreadyAnswered: '您已提交过该问卷',
} as const;
/** Error key of a question in a field-error answer. */
export const surveyQuestionKey = (questionId: string): string => `q_${questionId}`;

/** GET /9077/api/surveys/{id}/results/ (its publisher, or an admin; others 403). */
export const surveyResultsSchema = z.object({
  id: z.string(),
  title: z.string(),
  answer_count: z.number().int(),
  questions: z.array(
    z.object({
      id: z.string(),
      seq: z.number().int(),
      title: z.string(),
      type: surveyQuestionTypeSchema,
      required: z.boolean(),
      /** single/multiple: one entry per option with its count; text: []. */
      options: z.array(z.object({ index: z.number().int(), label: z.string(), count: z.number().int() })),
      /** text: the non-empty answers, newest first; single/multiple: []. */
      texts: z.array(z.string()),
    }),
  ),
});
export type SurveyResults = z.infer<typeof surveyResultsSchema>;

/** The surveys operations (OpenAPI tag `surveys`): the server routes, the client calls and the document read these. */
export const surveyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/surveys/',
    operationId: 'surveys.list',
    tags: ['surveys'],
    summary: '问卷（分页，新的在前，含是否已答）',
    description: "A page of the company's surveys, newest first, each saying whether the caller has answered.",
    auth: 'required',
    query: surveysQuerySchema,
    response: { 200: surveyPageSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/surveys/:id/',
    operationId: 'surveys.get',
    tags: ['surveys'],
    summary: '问卷详情（题目与我的答案）',
    description: "One survey with its questions and the caller's answers.",
    auth: 'required',
    params: idParamsSchema,
    response: { 200: surveyDetailSchema },
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/surveys/',
    operationId: 'surveys.publish',
    tags: ['surveys'],
    summary: '发布问卷（管理员或有发布权限的员工）',
    description: 'Publishes a survey (admins and staff with the publish right; 403 otherwise); questions and options are validated.',
    auth: 'required',
    body: surveyCreateSchema,
    response: { 201: surveyDetailSchema },
  }),
  answer: defineEndpoint({
    method: 'POST',
    path: '/surveys/:id/answers/',
    operationId: 'surveys.answer',
    tags: ['surveys'],
    summary: '提交答卷（每人一份；必答题与选项范围在服务端校验）',
    description:
      "Submits the caller's answers (one per staff; 400 when already answered). Required questions and option ranges are checked on the server.",
    auth: 'required',
    params: idParamsSchema,
    body: surveySubmitSchema,
    response: { 201: surveyDetailSchema },
  }),
  results: defineEndpoint({
    method: 'GET',
    path: '/surveys/:id/results/',
    operationId: 'surveys.results',
    tags: ['surveys'],
    summary: '问卷结果（发布人或管理员）：每题各选项人数与文字答案',
    description: 'Per question, how many chose each option and the text answers; for the author and admins only.',
    auth: 'required',
    params: idParamsSchema,
    response: { 200: surveyResultsSchema },
  }),
} as const;
