/**
 * The assistant for guests (aiUser, lxdzAiRegister), without a token: a company and a device id name
 * the guest; after sign-up (phone + one-time code) a guest token names the guest account instead. The
 * answers come from the local assistant over the company's public information only (menu entries
 * every role sees, notices published as public). Rate limited per device and per client address.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import {
  AI_REGISTER_CODE_PURPOSE,
  aiGuestEndpoints as G,
  aiMessages as MSG,
  apiErrorMessages,
  hubToday,
  type AiGuestCompany,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { companies } from '../../platform/db/schema.ts';
import { isGuid } from '../../platform/crypto.ts';
import { fieldError, HttpError, notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { WindowCounter } from '../../platform/http/rate-limit.ts';
import { consumePhoneCode } from '../../platform/identity/phone-codes.ts';
import type { Answering } from './answering.ts';
import { conversationPage, messagePage } from './lists.ts';
import { guestLoaders } from './loaders.ts';
import { deviceOwner, guestOwner, guestRaterId, ownConversation, ownMessage } from './ownership.ts';
import { providerFor } from './providers/choose.ts';
import { Knowledge } from './providers/knowledge.ts';
import { COMPANY_SCOPE, deviceScope, GUESTS_SCOPE, guestQuotaState, quotaRefusals } from './quota.ts';
import { storeRating } from './ratings.ts';
import { askResponses, resumeResponses } from './routes.ts';
import { aiConversations, aiGuestAccounts, aiGuestSessions, aiRatings } from './schema.ts';
import { settingsOf } from './settings.ts';
import { conversationView, messageView, NEW_TITLE } from './views.ts';

/** The guest limits (per instance, as the login limits): questions per device and per address, calls per address. */
export interface GuestLimits {
  asksPerDevice: number;
  asksPerIp: number;
  askWindowMs: number;
  callsPerIp: number;
  callWindowMs: number;
  registersPerIp: number;
}
export const DEFAULT_GUEST_LIMITS: GuestLimits = {
  asksPerDevice: 10,
  asksPerIp: 60,
  askWindowMs: 10 * 60_000,
  callsPerIp: 300,
  callWindowMs: 60_000,
  registersPerIp: 10,
};

interface Identity {
  company_id?: string | undefined;
  device_id?: string | undefined;
  guest_token?: string | undefined;
}
interface GuestCaller {
  companyId: string;
  /** Whose conversations: the guest account's with a token, else the device's. */
  owner: string;
}

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
const INVALID_TOKEN = '访客身份已失效，请重新验证手机号';

export function aiGuestRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  answering: Answering,
  limits: GuestLimits = DEFAULT_GUEST_LIMITS,
): void {
  const db = (): Database => ctx.handle.db;
  const clock = () => ctx.now().getTime();
  const asksPerDevice = new WindowCounter({ max: limits.asksPerDevice, timeWindowMs: limits.askWindowMs }, clock);
  const asksPerIp = new WindowCounter({ max: limits.asksPerIp, timeWindowMs: limits.askWindowMs }, clock);
  const callsPerIp = new WindowCounter({ max: limits.callsPerIp, timeWindowMs: limits.callWindowMs }, clock);
  const registersPerIp = new WindowCounter({ max: limits.registersPerIp, timeWindowMs: limits.askWindowMs }, clock);

  const callLimit: preValidationAsyncHookHandler = async (req: FastifyRequest) => {
    if (!callsPerIp.hit(req.ip)) throw new HttpError(429, { detail: apiErrorMessages.tooManyRequests });
  };
  const options = { preValidation: callLimit };

  async function companyOf(companyId: string | undefined): Promise<{ id: string; name: string } | undefined> {
    if (!isGuid(companyId) || ctx.tenants.byCompanyId(companyId) === undefined) return undefined;
    const [row] = await db()
      .select({ id: companies.companyId, name: companies.name })
      .from(companies)
      .where(eq(companies.companyId, companyId));
    return row;
  }

  /** The guest a list or a new conversation is for: an unknown company 404, a dead guest token 400. */
  async function caller(identity: Identity): Promise<GuestCaller> {
    const company = await companyOf(identity.company_id);
    if (!company) throw new HttpError(404, { detail: MSG.companyUnknown });
    const owner = await ownerOf(company.id, identity);
    if (owner === null) throw fieldError('guest_token', INVALID_TOKEN);
    return { companyId: company.id, owner };
  }

  /** The guest a conversation or a message must belong to: anything missing or wrong is 404, as another's. */
  async function callerOfRow(identity: Identity): Promise<GuestCaller> {
    const company = await companyOf(identity.company_id);
    if (!company || identity.device_id === undefined) throw notFound();
    const owner = await ownerOf(company.id, identity);
    if (owner === null) throw notFound();
    return { companyId: company.id, owner };
  }

  async function ownerOf(companyId: string, identity: Identity): Promise<string | null> {
    if (identity.guest_token === undefined || identity.guest_token === '') return deviceOwner(identity.device_id ?? '');
    const [session] = await db()
      .select({ guestId: aiGuestSessions.guestId })
      .from(aiGuestSessions)
      .where(and(eq(aiGuestSessions.companyId, companyId), eq(aiGuestSessions.tokenHash, tokenHash(identity.guest_token))));
    return session ? guestOwner(session.guestId) : null;
  }

  defineRoute(app, ctx, {
    endpoint: G.company,
    options,
    async handler({ query }): Promise<AiGuestCompany> {
      const company = await companyOf(query.company_id);
      if (!company) throw new HttpError(404, { detail: MSG.companyUnknown });
      const menu = await guestLoaders(db(), company.id).menu();
      return { id: company.id, name: company.name, suggestions: menu.slice(0, 4).map((m) => `${m.name}怎么办理？`) };
    },
  });

  defineRoute(app, ctx, {
    endpoint: G.listConversations,
    options,
    async handler({ query }) {
      const guest = await caller(query);
      return conversationPage(db(), guest.companyId, guest.owner, query);
    },
  });

  defineRoute(app, ctx, {
    endpoint: G.createConversation,
    options,
    async handler({ body, reply }) {
      const guest = await caller(body);
      const now = ctx.now();
      const [row] = await db()
        .insert(aiConversations)
        .values({
          companyId: guest.companyId,
          id: randomUUID(),
          owner: guest.owner,
          kind: 'general',
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
    endpoint: G.listMessages,
    options,
    async handler({ params, query }) {
      const guest = await callerOfRow(query);
      const conversation = await ownConversation(db(), guest.companyId, guest.owner, params.id);
      return messagePage(db(), conversation, query, guestRaterId(guest.owner));
    },
  });

  defineRoute(app, ctx, {
    endpoint: G.ask,
    options,
    rawResponses: askResponses(),
    async handler({ req, reply, params, query, body }) {
      const guest = await callerOfRow(body);
      const conversation = await ownConversation(db(), guest.companyId, guest.owner, params.id);
      // Both counters always count, so a refused question still uses up the address's budget.
      const deviceOk = asksPerDevice.hit(`${guest.companyId}|${guest.owner}`);
      const ipOk = asksPerIp.hit(req.ip);
      if (!deviceOk || !ipOk) throw new HttpError(429, { detail: MSG.guestTooFast });
      const settings = await settingsOf(db(), guest.companyId);
      const stream = query.stream === '1';
      const knowledge = new Knowledge(guestLoaders(db(), guest.companyId));
      return answering.ask({
        conversation,
        question: body.question,
        charge: {
          companyId: guest.companyId,
          day: hubToday(ctx.now()),
          // the company's first (as a person's ask), then its guests together, then the device
          scopes: [
            { scope: COMPANY_SCOPE, limit: settings.perCompanyDaily, refusal: quotaRefusals.company },
            { scope: GUESTS_SCOPE, limit: settings.perCompanyGuestsDaily, refusal: quotaRefusals.guests },
            { scope: deviceScope(body.device_id ?? ''), limit: settings.perGuestDeviceDaily, refusal: quotaRefusals.device },
          ],
        },
        // Guests always get the local assistant over the public information, whatever the company's provider.
        provider: providerFor({ kind: 'local', baseUrl: '', model: '', apiKey: '' }, stream),
        knowledge,
        tools: [],
        stream,
        reply,
      });
    },
  });

  defineRoute(app, ctx, {
    endpoint: G.resume,
    options,
    rawResponses: resumeResponses,
    async handler({ reply, params, query }) {
      const guest = await callerOfRow(query);
      return answering.resume(reply, await ownMessage(db(), guest.companyId, guest.owner, params.id), query.offset);
    },
  });

  defineRoute(app, ctx, {
    endpoint: G.stop,
    options,
    async handler({ params, body }) {
      const guest = await callerOfRow(body);
      return messageView(await answering.stop(await ownMessage(db(), guest.companyId, guest.owner, params.id)));
    },
  });

  defineRoute(app, ctx, {
    endpoint: G.rate,
    options,
    async handler({ params, body }) {
      const guest = await callerOfRow(body);
      const row = await ownMessage(db(), guest.companyId, guest.owner, params.id);
      return storeRating(db(), row, guestRaterId(guest.owner), body, ctx.now());
    },
  });

  defineRoute(app, ctx, {
    endpoint: G.quota,
    options,
    async handler({ query }) {
      const company = await companyOf(query.company_id);
      if (!company) throw new HttpError(404, { detail: MSG.companyUnknown });
      return guestQuotaState(db(), company.id, query.device_id, hubToday(ctx.now()), await settingsOf(db(), company.id));
    },
  });

  defineRoute(app, ctx, {
    endpoint: G.register,
    options,
    async handler({ req, reply, body }) {
      if (!registersPerIp.hit(req.ip)) throw new HttpError(429, { detail: apiErrorMessages.tooManyRequests });
      const company = await companyOf(body.company_id);
      if (!company) throw new HttpError(404, { detail: MSG.companyUnknown });
      const now = ctx.now();
      const token = randomBytes(32).toString('base64url');
      const result = await db().transaction(async (t) => {
        const tx = t as unknown as Database;
        const ok = await consumePhoneCode(
          tx,
          { companyId: company.id, phone: body.phone, purpose: AI_REGISTER_CODE_PURPOSE, code: body.code },
          now,
        );
        if (!ok) throw fieldError('code', MSG.codeInvalid);
        // One account per phone and company (the unique index): a second sign-up finds the first.
        const [account] = await tx
          .insert(aiGuestAccounts)
          .values({ companyId: company.id, id: randomUUID(), phone: body.phone, name: body.name, createdAt: now })
          .onConflictDoUpdate({
            target: [aiGuestAccounts.companyId, aiGuestAccounts.phone],
            set: { name: sql`CASE WHEN ${body.name} <> '' THEN ${body.name} ELSE ${aiGuestAccounts.name} END` },
          })
          .returning();
        if (!account) throw new Error('ai: guest account not stored');
        const moved = await tx
          .update(aiConversations)
          .set({ owner: guestOwner(account.id) })
          .where(and(eq(aiConversations.companyId, company.id), eq(aiConversations.owner, deviceOwner(body.device_id))))
          .returning({ id: aiConversations.id });
        // the device's ratings go with its answers
        await tx
          .update(aiRatings)
          .set({ raterId: guestRaterId(guestOwner(account.id)) })
          .where(and(eq(aiRatings.companyId, company.id), eq(aiRatings.raterId, guestRaterId(deviceOwner(body.device_id)))));
        await tx
          .insert(aiGuestSessions)
          .values({ companyId: company.id, tokenHash: tokenHash(token), guestId: account.id, createdAt: now });
        return { account, moved: moved.length };
      });
      return reply.code(201).send({
        guest: { id: result.account.id, phone: result.account.phone, name: result.account.name },
        guest_token: token,
        moved: result.moved,
      });
    },
  });
}
