/**
 * The assistant for a logged-in person (chatGpt, addChatGpt, chatGptComment): his conversations,
 * questions answered as a stream, stop and resume, ratings; the administrator's ratings and settings;
 * the quota state.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { aiAskResultSchema, aiEndpoints as E, aiMessages as MSG, hubToday, type AiRatingAdmin } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import { defineRoute, jsonSchema, type RawResponse } from '../../platform/http/route.ts';
import { forbidden, HttpError } from '../../platform/errors.ts';
import { staff } from '../../platform/db/schema.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import type { Answering } from './answering.ts';
import { conversationPage, messagePage } from './lists.ts';
import { personLoaders } from './loaders.ts';
import { ownConversation, ownMessage, staffOwner } from './ownership.ts';
import { providerFor } from './providers/choose.ts';
import { Knowledge } from './providers/knowledge.ts';
import { knowledgeTools } from './providers/tools.ts';
import { COMPANY_SCOPE, personScope, quotaRefusals, quotaState } from './quota.ts';
import { aiConversations, aiMessages, aiRatings, aiSettings } from './schema.ts';
import { ratingView, storeRating } from './ratings.ts';
import { settingsOf, settingsView } from './settings.ts';
import { conversationView, messageView, NEW_TITLE } from './views.ts';

const eventStream = {
  schema: { type: 'string', description: 'Server-sent event frames: start, delta, done, error (see the contract ai.ts)' },
};
/** The ask's 200: the event stream, or the whole answer as JSON with ?stream=0. */
export const askResponses = (): Record<number, RawResponse> => ({
  200: {
    description: 'text/event-stream (start, delta, done, error); with ?stream=0 the whole answer as JSON.',
    content: { 'text/event-stream': eventStream, 'application/json': { schema: jsonSchema(aiAskResultSchema, 'output') } },
  },
});
export const resumeResponses: Record<number, RawResponse> = {
  200: { description: 'text/event-stream from the offset: delta, then done or error.', content: { 'text/event-stream': eventStream } },
};

/** How the administrator's list names a guest who rated. */
const GUEST_RATER_NAME = '访客';

const requireAdmin = (auth: AuthContext): void => {
  if (auth.staff.role !== 'admin') throw forbidden();
};

export function aiPersonRoutes(app: FastifyInstance, ctx: AppContext, answering: Answering): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: E.listConversations,
    handler: async ({ auth, query }) => conversationPage(db(), auth.companyId, staffOwner(auth.staffId), query),
  });

  defineRoute(app, ctx, {
    endpoint: E.createConversation,
    async handler({ auth, body, reply }) {
      const now = ctx.now();
      const [row] = await db()
        .insert(aiConversations)
        .values({
          companyId: auth.companyId,
          id: randomUUID(),
          owner: staffOwner(auth.staffId),
          kind: body.kind,
          title: NEW_TITLE,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('ai: conversation not stored');
      return reply.code(201).send(conversationView(row));
    },
  });

  defineRoute(app, ctx, {
    endpoint: E.getConversation,
    handler: async ({ auth, params }) => conversationView(await ownConversation(db(), auth.companyId, staffOwner(auth.staffId), params.id)),
  });

  defineRoute(app, ctx, {
    endpoint: E.listMessages,
    async handler({ auth, params, query }) {
      const conversation = await ownConversation(db(), auth.companyId, staffOwner(auth.staffId), params.id);
      return messagePage(db(), conversation, query, auth.staffId);
    },
  });

  defineRoute(app, ctx, {
    endpoint: E.ask,
    rawResponses: askResponses(),
    async handler({ req, reply, auth, params, query, body }) {
      const conversation = await ownConversation(db(), auth.companyId, staffOwner(auth.staffId), params.id);
      const settings = await settingsOf(db(), auth.companyId);
      const stream = query.stream === '1';
      const knowledge = new Knowledge(personLoaders(app, req.headers.authorization ?? '', conversation.kind === 'my_orders'));
      return answering.ask({
        conversation,
        question: body.question,
        charge: {
          companyId: auth.companyId,
          day: hubToday(ctx.now()),
          scopes: [
            { scope: COMPANY_SCOPE, limit: settings.perCompanyDaily, refusal: quotaRefusals.company },
            { scope: personScope(auth.staffId), limit: settings.perPersonDaily, refusal: quotaRefusals.person },
          ],
        },
        provider: providerFor(settings, stream),
        knowledge,
        tools: knowledgeTools(knowledge),
        stream,
        reply,
      });
    },
  });

  defineRoute(app, ctx, {
    endpoint: E.getMessage,
    async handler({ auth, params }) {
      const row = await ownMessage(db(), auth.companyId, staffOwner(auth.staffId), params.id);
      const [mine] = await db()
        .select({ score: aiRatings.score })
        .from(aiRatings)
        .where(and(eq(aiRatings.companyId, auth.companyId), eq(aiRatings.messageId, row.id), eq(aiRatings.raterId, auth.staffId)));
      return messageView(row, mine ? (mine.score === 'up' ? 'up' : 'down') : null);
    },
  });

  defineRoute(app, ctx, {
    endpoint: E.resume,
    rawResponses: resumeResponses,
    async handler({ reply, auth, params, query }) {
      const row = await ownMessage(db(), auth.companyId, staffOwner(auth.staffId), params.id);
      return answering.resume(reply, row, query.offset);
    },
  });

  defineRoute(app, ctx, {
    endpoint: E.stop,
    async handler({ auth, params }) {
      const row = await ownMessage(db(), auth.companyId, staffOwner(auth.staffId), params.id);
      return messageView(await answering.stop(row));
    },
  });

  defineRoute(app, ctx, {
    endpoint: E.rate,
    async handler({ auth, params, body }) {
      const row = await ownMessage(db(), auth.companyId, staffOwner(auth.staffId), params.id);
      return storeRating(db(), row, auth.staffId, body, ctx.now());
    },
  });

  defineRoute(app, ctx, {
    endpoint: E.listRatings,
    async handler({ auth, query }) {
      requireAdmin(auth);
      const where = and(eq(aiRatings.companyId, auth.companyId), query.score ? eq(aiRatings.score, query.score) : undefined);
      const order = [desc(aiRatings.ratedAt), desc(aiRatings.id)];
      const [rows, count] = await Promise.all([
        db()
          .select()
          .from(aiRatings)
          .where(where)
          .orderBy(...order)
          .limit(query.page_size)
          .offset(offsetOf(query.page, query.page_size)),
        boundedCount(db(), aiRatings, where, query.page, query.page_size, order),
      ]);
      return toPage(count, query.page, query.page_size, await ratingsForAdmin(auth.companyId, rows));
    },
  });

  /** The page's answers, their questions (the message before each) and the raters' names: three look-ups by key. */
  async function ratingsForAdmin(companyId: string, rows: (typeof aiRatings.$inferSelect)[]): Promise<AiRatingAdmin[]> {
    if (rows.length === 0) return [];
    const answers = await db()
      .select({ id: aiMessages.id, conversationId: aiMessages.conversationId, seq: aiMessages.seq, text: aiMessages.text })
      .from(aiMessages)
      .where(
        and(
          eq(aiMessages.companyId, companyId),
          inArray(
            aiMessages.id,
            rows.map((r) => r.messageId),
          ),
        ),
      );
    const pairs = answers.map((a) => sql`(${a.conversationId}::uuid, ${a.seq - 1}::int)`);
    const questions =
      pairs.length === 0
        ? []
        : await db()
            .select({ conversationId: aiMessages.conversationId, seq: aiMessages.seq, text: aiMessages.text })
            .from(aiMessages)
            .where(
              and(
                eq(aiMessages.companyId, companyId),
                sql`(${aiMessages.conversationId}, ${aiMessages.seq}) IN (${sql.join(pairs, sql`, `)})`,
              ),
            );
    const raters = await db()
      .select({ id: staff.id, name: staff.name })
      .from(staff)
      .where(and(eq(staff.companyId, companyId), inArray(staff.id, [...new Set(rows.map((r) => r.raterId))])));
    const answerOf = new Map(answers.map((a) => [a.id, a]));
    const questionOf = new Map(questions.map((q) => [`${q.conversationId}:${String(q.seq)}`, q.text]));
    const nameOf = new Map(raters.map((r) => [r.id, r.name]));
    return rows.map((r) => {
      const answer = answerOf.get(r.messageId);
      return {
        ...ratingView(r),
        // a guest's rating has no staff behind it
        rater: { id: r.raterId, name: nameOf.get(r.raterId) ?? GUEST_RATER_NAME },
        answer: answer?.text ?? '',
        question: answer ? (questionOf.get(`${answer.conversationId}:${String(answer.seq - 1)}`) ?? '') : '',
      };
    });
  }

  defineRoute(app, ctx, {
    endpoint: E.getSettings,
    async handler({ auth }) {
      requireAdmin(auth);
      return settingsView(await settingsOf(db(), auth.companyId));
    },
  });

  defineRoute(app, ctx, {
    endpoint: E.updateSettings,
    async handler({ auth, body }) {
      requireAdmin(auth);
      const current = await settingsOf(db(), auth.companyId);
      if (body.kind === 'openai') {
        const errors: Record<string, string[]> = {};
        if (body.base_url === '') errors.base_url = [MSG.badBaseUrl];
        if (body.model === '') errors.model = [MSG.modelRequired];
        // the contract: an api_key unless one is stored (omitted keeps it, '' clears it)
        if ((body.api_key ?? current.apiKey) === '') errors.api_key = [MSG.apiKeyRequired];
        if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
      }
      const values = {
        kind: body.kind,
        baseUrl: body.base_url,
        model: body.model,
        apiKey: body.api_key ?? current.apiKey,
        perPersonDaily: body.per_person_daily,
        perCompanyDaily: body.per_company_daily,
        perGuestDeviceDaily: body.per_guest_device_daily ?? current.perGuestDeviceDaily,
        perCompanyGuestsDaily: body.per_company_guests_daily ?? current.perCompanyGuestsDaily,
        updatedAt: ctx.now(),
      };
      await db()
        .insert(aiSettings)
        .values({ companyId: auth.companyId, ...values })
        .onConflictDoUpdate({ target: aiSettings.companyId, set: values });
      return settingsView(await settingsOf(db(), auth.companyId));
    },
  });

  defineRoute(app, ctx, {
    endpoint: E.quota,
    async handler({ auth }) {
      const settings = await settingsOf(db(), auth.companyId);
      return quotaState(db(), auth.companyId, auth.staffId, hubToday(ctx.now()), settings);
    },
  });
}
