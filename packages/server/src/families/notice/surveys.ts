import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  surveyMessages,
  surveyQuestionKey,
  type SurveyDetail,
  type SurveyItem,
  type SurveyResults,
  surveyEndpoints,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { ValidationError } from '../../platform/http/validation.ts';
import { staff } from '../../platform/db/schema.ts';
import { surveyQuestions, surveyResponses, surveys, type SurveyAnswerValue } from './schema.ts';
import type { Database } from '../../platform/db/types.ts';
import { isGuid } from '../../platform/crypto.ts';
import { iso, localDateTime } from '../../platform/time.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { canPublish, noPublishRight } from './notices.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';

type QuestionRow = typeof surveyQuestions.$inferSelect;

function surveyQuery(db: Database) {
  return db
    .select({ survey: surveys, authorName: staff.name })
    .from(surveys)
    .innerJoin(staff, and(eq(staff.companyId, surveys.companyId), eq(staff.id, surveys.authorId)));
}
type SurveyRow = Awaited<ReturnType<typeof surveyQuery>>[number] & { questionCount: number; answerCount: number; answered: boolean };

/**
 * The question and answer counts of the given surveys, and whether the staff answered each: one
 * grouped query per count for all of them (survey_questions_survey_idx, survey_responses_staff_uq).
 */
async function withCounts(db: Database, auth: AuthContext, rows: Awaited<ReturnType<typeof surveyQuery>>): Promise<SurveyRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.survey.id);
  const [questions, answers] = await Promise.all([
    db
      .select({ surveyId: surveyQuestions.surveyId, n: count() })
      .from(surveyQuestions)
      .where(inCompany(surveyQuestions, auth.companyId, inArray(surveyQuestions.surveyId, ids)))
      .groupBy(surveyQuestions.surveyId),
    db
      .select({
        surveyId: surveyResponses.surveyId,
        n: count(),
        mine: sql<boolean>`bool_or(${surveyResponses.staffId} = ${auth.staffId})`,
      })
      .from(surveyResponses)
      .where(inCompany(surveyResponses, auth.companyId, inArray(surveyResponses.surveyId, ids)))
      .groupBy(surveyResponses.surveyId),
  ]);
  const questionCount = new Map(questions.map((q) => [q.surveyId, Number(q.n)]));
  const answerCount = new Map(answers.map((a) => [a.surveyId, a]));
  return rows.map((r) => ({
    ...r,
    questionCount: questionCount.get(r.survey.id) ?? 0,
    answerCount: Number(answerCount.get(r.survey.id)?.n ?? 0),
    answered: Boolean(answerCount.get(r.survey.id)?.mine),
  }));
}

const mayViewResults = (auth: AuthContext, authorId: string): boolean => auth.staff.role === 'admin' || authorId === auth.staffId;

const toItem = (auth: AuthContext, r: SurveyRow): SurveyItem => ({
  id: r.survey.id,
  title: r.survey.title,
  description: r.survey.description,
  author: { id: r.survey.authorId, name: r.authorName },
  question_count: r.questionCount,
  answer_count: r.answerCount,
  answered: r.answered,
  can_view_results: mayViewResults(auth, r.survey.authorId),
  created_at: r.survey.createdAt.toISOString(),
  created_time: localDateTime(r.survey.createdAt),
});

/**
 * Checks one answer sheet against the questions: required answers, option index range, one answer
 * per question. Errors are keyed `q_<question id>`. Answers the normalised sheet (question order).
 */
export function checkAnswers(questions: QuestionRow[], answers: SurveyAnswerValue[]): SurveyAnswerValue[] {
  const errors: Record<string, string[]> = {};
  const byQuestion = new Map<string, SurveyAnswerValue>();
  for (const a of answers) {
    if (!questions.some((q) => q.id === a.question_id)) errors[surveyQuestionKey(a.question_id)] = ['题目不存在'];
    else byQuestion.set(a.question_id, a);
  }
  const out: SurveyAnswerValue[] = [];
  const inRange = (q: QuestionRow, i: number) => Number.isInteger(i) && i >= 0 && i < q.options.length;
  for (const q of questions) {
    const key = surveyQuestionKey(q.id);
    const a = byQuestion.get(q.id);
    if (q.type === 'single') {
      if (a?.choice === undefined || a.choice === null) {
        if (q.required) errors[key] = [surveyMessages.required];
      } else if (!inRange(q, a.choice)) errors[key] = [surveyMessages.badOption];
      else out.push({ question_id: q.id, choice: a.choice });
    } else if (q.type === 'multiple') {
      const choices = a?.choices ?? [];
      if (choices.length === 0) {
        if (q.required) errors[key] = [surveyMessages.required];
      } else if (!choices.every((c) => inRange(q, c)) || new Set(choices).size !== choices.length) errors[key] = [surveyMessages.badOption];
      else out.push({ question_id: q.id, choices: [...choices].sort((x, y) => x - y) });
    } else {
      const text = (a?.text ?? '').trim();
      if (text === '') {
        if (q.required) errors[key] = [surveyMessages.required];
      } else out.push({ question_id: q.id, text });
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return out;
}

/** Surveys (/survey [surveyFill, surveyReview]): questionnaires, one answer sheet per staff, results for the publisher. */
export function surveyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  const load = async (auth: AuthContext, id: string): Promise<SurveyRow> => {
    if (!isGuid(id)) throw notFound();
    const [row] = await withCounts(
      db(),
      auth,
      await surveyQuery(db())
        .where(inCompany(surveys, auth.companyId, eq(surveys.id, id)))
        .limit(1),
    );
    if (!row) throw notFound();
    return row;
  };
  const questionsOf = (companyId: string, surveyId: string) =>
    db()
      .select()
      .from(surveyQuestions)
      .where(inCompany(surveyQuestions, companyId, eq(surveyQuestions.surveyId, surveyId)))
      .orderBy(asc(surveyQuestions.seq));
  const detail = async (auth: AuthContext, id: string): Promise<SurveyDetail> => {
    const row = await load(auth, id);
    const [questions, mine] = await Promise.all([
      questionsOf(auth.companyId, id),
      db()
        .select()
        .from(surveyResponses)
        .where(inCompany(surveyResponses, auth.companyId, eq(surveyResponses.surveyId, id), eq(surveyResponses.staffId, auth.staffId)))
        .limit(1),
    ]);
    return {
      ...toItem(auth, row),
      questions: questions.map((q) => ({ id: q.id, seq: q.seq, title: q.title, type: q.type, options: q.options, required: q.required })),
      my_answers: mine[0]?.answers ?? null,
      answered_at: iso(mine[0]?.createdAt ?? null),
    };
  };

  defineRoute(app, ctx, {
    endpoint: surveyEndpoints.list,
    async handler({ auth, query }) {
      const where = inCompany(surveys, auth.companyId);
      const order = [desc(surveys.createdAt), desc(surveys.id)];
      // The page's ids first, on surveys_company_created_idx; then names and counts for those rows.
      const page = db()
        .select({ id: surveys.id })
        .from(surveys)
        .where(where)
        .orderBy(...order)
        .limit(query.page_size)
        .offset(offsetOf(query.page, query.page_size))
        .as('page');
      // The count walks the page's index up to the page and a window (issue 33), not the whole history.
      const [total, surveyRows] = await Promise.all([
        boundedCount(db(), surveys, where, query.page, query.page_size, order),
        surveyQuery(db())
          .innerJoin(page, eq(page.id, surveys.id))
          .where(where)
          .orderBy(...order),
      ]);
      const rows = await withCounts(db(), auth, surveyRows);
      return {
        ...toPage(
          total,
          query.page,
          query.page_size,
          rows.map((r) => toItem(auth, r)),
        ),
        can_publish: canPublish(auth),
      };
    },
  });

  defineRoute(app, ctx, {
    endpoint: surveyEndpoints.get,
    handler: async ({ auth, params }) => detail(auth, params.id),
  });

  defineRoute(app, ctx, {
    endpoint: surveyEndpoints.publish,
    async handler({ auth, body, reply }) {
      if (!canPublish(auth)) throw noPublishRight();
      const errors: Record<string, string[]> = {};
      body.questions.forEach((q, i) => {
        if (q.type !== 'text' && (q.options ?? []).length < 2) errors[`questions.${i}.options`] = ['请至少提供两个选项'];
      });
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const id = randomUUID();
      await db().transaction(async (t) => {
        const tx = t as unknown as Database;
        await tx.insert(surveys).values({
          companyId: auth.companyId,
          id,
          title: body.title,
          description: body.description,
          authorId: auth.staffId,
          createdAt: ctx.now(),
        });
        await tx.insert(surveyQuestions).values(
          body.questions.map((q, i) => ({
            companyId: auth.companyId,
            id: randomUUID(),
            surveyId: id,
            seq: i + 1,
            title: q.title,
            type: q.type,
            options: q.type === 'text' ? [] : (q.options ?? []),
            required: q.required,
          })),
        );
      });
      reply.code(201);
      return detail(auth, id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: surveyEndpoints.answer,
    async handler({ auth, params, body, reply }) {
      const row = await load(auth, params.id);
      if (row.answered) throw badRequest(surveyMessages.alreadyAnswered);
      const answers = checkAnswers(await questionsOf(auth.companyId, row.survey.id), body.answers);
      // The unique key (company, survey, staff) decides a race between two submits.
      const inserted = await db()
        .insert(surveyResponses)
        .values({
          companyId: auth.companyId,
          id: randomUUID(),
          surveyId: row.survey.id,
          staffId: auth.staffId,
          answers,
          createdAt: ctx.now(),
        })
        .onConflictDoNothing()
        .returning({ id: surveyResponses.id });
      if (inserted.length === 0) throw badRequest(surveyMessages.alreadyAnswered);
      reply.code(201);
      return detail(auth, row.survey.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: surveyEndpoints.results,
    async handler({ auth, params }): Promise<SurveyResults> {
      const row = await load(auth, params.id);
      if (!mayViewResults(auth, row.survey.authorId)) throw forbidden();
      const [questions, sheets] = await Promise.all([
        questionsOf(auth.companyId, row.survey.id),
        db()
          .select({ answers: surveyResponses.answers })
          .from(surveyResponses)
          .where(inCompany(surveyResponses, auth.companyId, eq(surveyResponses.surveyId, row.survey.id)))
          .orderBy(desc(surveyResponses.createdAt)),
      ]);
      return {
        id: row.survey.id,
        title: row.survey.title,
        answer_count: sheets.length,
        questions: questions.map((q) => {
          const counts = q.options.map(() => 0);
          const texts: string[] = [];
          for (const sheet of sheets) {
            const a = sheet.answers.find((x) => x.question_id === q.id);
            if (!a) continue;
            if (q.type === 'single' && a.choice !== undefined && counts[a.choice] !== undefined) counts[a.choice]! += 1;
            if (q.type === 'multiple') for (const c of a.choices ?? []) if (counts[c] !== undefined) counts[c]! += 1;
            if (q.type === 'text' && a.text) texts.push(a.text);
          }
          return {
            id: q.id,
            seq: q.seq,
            title: q.title,
            type: q.type,
            required: q.required,
            options: q.options.map((label, index) => ({ index, label, count: counts[index] ?? 0 })),
            texts,
          };
        }),
      };
    },
  });
}
