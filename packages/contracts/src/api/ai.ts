import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { detailErrorSchema } from './errors.ts';
import { pageQuerySchema } from './messages.ts';
import { idParamsSchema, pageOf, personRefSchema } from './page.ts';

/**
 * The assistant (issue 40: chatGpt, addChatGpt, chatGptComment; aiUser and lxdzAiRegister without a
 * login). A conversation belongs to one person (or one guest device / guest account) of one company;
 * nobody else reads it (404). Each question stores two messages: the question (role user) and the
 * answer (role assistant), whose text grows as the provider streams it and is kept whatever the
 * client does (a phone that sleeps comes back and reads the rest).
 *
 * ## The stream protocol (ask and resume)
 *
 * `POST ai/conversations/{id}/ask/` (and the guest twin) answers `200 text/event-stream`
 * (Server-Sent Events over a POST: read it with `fetch` and the body's reader, not EventSource).
 * Every event is `event: <name>\ndata: <one line of JSON>\n\n`; lines starting with `:` are
 * keep-alive comments (ignore them). The events, in order:
 *
 * - `start`  `{question: AiMessage, answer: AiMessage}`: both stored messages; `answer.status` is
 *   `streaming` and `answer.id` is what stop, resume and rating take. Sent once, first.
 * - `delta`  `{offset: number, text: string}`: the next piece of the answer; `offset` is where the
 *   piece starts in the answer's text (UTF-16 code units, JavaScript's `string.length`), so
 *   `answer = answer.slice(0, offset) + text` is always right, even after a resume.
 * - `done`   `{answer: AiMessage}`: the stored answer at its end, `status` `done` or `stopped`
 *   (stop was asked); the stream ends.
 * - `error`  `{detail: string}`: the answer failed (the provider could not be reached, timed out, …),
 *   `detail` is the Chinese message to show (spec section 8's `{detail}` shape); the stored answer
 *   keeps what was said with `status` `failed`; the stream ends.
 *
 * Refusals come before the stream starts, as ordinary JSON answers: 400 field errors (an empty or
 * too long question), 404 (not your conversation), 429 `{detail}` (the daily quota of the person
 * or of the company is used up, or a guest asks too often).
 *
 * `?stream=0`: for hosts that cannot read a streamed body (the WeChat browser) the same call waits
 * for the end and answers `200 application/json` `AiAskResult` `{question, answer}` (the answer's
 * status `done`, `stopped` or `failed`, with `error` set when failed).
 *
 * `GET ai/messages/{id}/stream/?offset=N` resumes an answer: the stored text from `offset` comes
 * first as one `delta`, then the live deltas until `done` / `error` (an answer already finished
 * gets its rest and `done` at once). A second server instance serves it from the database (it
 * polls the stored text), so a client may resume anywhere. `GET ai/messages/{id}/` reads the
 * answer as it stands (polling hosts). `POST ai/messages/{id}/stop/` ends the generation: what was
 * said stays, `status` `stopped`. Answers stay whole when the client disconnects.
 */

export const AI_CONVERSATION_KINDS = ['general', 'my_orders'] as const;
export const aiConversationKindSchema = z.enum(AI_CONVERSATION_KINDS, { error: '请选择对话类型' });
export type AiConversationKind = z.infer<typeof aiConversationKindSchema>;

export const AI_MESSAGE_STATUSES = ['streaming', 'done', 'stopped', 'failed'] as const;
export const aiMessageStatusSchema = z.enum(AI_MESSAGE_STATUSES);
export type AiMessageStatus = z.infer<typeof aiMessageStatusSchema>;

export const AI_PROVIDER_KINDS = ['local', 'openai'] as const;
export const aiProviderKindSchema = z.enum(AI_PROVIDER_KINDS, { error: '请选择助手类型' });
export type AiProviderKind = z.infer<typeof aiProviderKindSchema>;

/** The SSE event names of ask and resume (see the file's doc comment). */
export const AI_STREAM_EVENTS = { start: 'start', delta: 'delta', done: 'done', error: 'error' } as const;

/** The tags a rating may carry (chatGptComment shows them as chips; the admin counts them). */
export const AI_RATING_TAGS = ['回答准确', '很有帮助', '回答及时', '答非所问', '信息有误', '内容不完整', '回答太慢'] as const;
export const aiRatingTagSchema = z.enum(AI_RATING_TAGS, { error: '评价标签无效' });

export const AI_QUESTION_MAX = 500;

/** The messages the family answers with (Chinese, as the client shows them). */
export const aiMessages = {
  questionRequired: '请输入问题',
  questionTooLong: `问题不能超过${String(AI_QUESTION_MAX)}个字`,
  personQuotaUsed: '今日提问次数已用完，请明天再试',
  companyQuotaUsed: '本单位今日提问次数已用完，请明天再试',
  guestTooFast: '提问过于频繁，请稍后再试',
  guestDeviceQuotaUsed: '本设备今日提问次数已用完，请明天再试',
  guestsQuotaUsed: '今日访客提问次数已用完，请明天再试',
  notAnswer: '只能评价助手的回答',
  notFinished: '回答尚未结束，请稍后再评价',
  providerFailed: '智能助手服务暂时不可用，请稍后再试',
  providerTimeout: '智能助手响应超时，请稍后再试',
  badBaseUrl: '请输入有效的接口地址（http:// 或 https:// 开头）',
  modelRequired: '请输入模型名称',
  apiKeyRequired: '请输入接口密钥',
  companyUnknown: '未找到该单位',
  deviceInvalid: '设备标识无效',
  codeInvalid: '验证码错误或已过期',
  phoneInvalid: '请输入11位手机号',
  codeFormat: '请输入6位验证码',
} as const;

// ---------------------------------------------------------------------------------------------
// Shapes

export const aiConversationSchema = z.object({
  id: z.string(),
  kind: aiConversationKindSchema,
  /** The first question, shortened (新对话 until one is asked). */
  title: z.string(),
  /** The last message's first characters ('' when empty). */
  preview: z.string(),
  message_count: z.number().int(),
  created_at: z.string(),
  /** Time of the last message (hub clock 'YYYY-MM-DD HH:mm:ss'); the list is newest first by it. */
  updated_time: z.string(),
});
export type AiConversation = z.infer<typeof aiConversationSchema>;
export const aiConversationPageSchema = pageOf(aiConversationSchema);
export type AiConversationPage = z.infer<typeof aiConversationPageSchema>;

/** A source the local assistant answered from: a menu entry (route to open) or a notice. */
export const aiSourceSchema = z.object({
  kind: z.enum(['menu', 'notice', 'order']),
  title: z.string(),
  /**
   * What to open: kind menu, the menu keyword (e.g. 'seat'; the client opens it as the home menu does);
   * kind notice, the notice's id (noticeDetail); kind order, the order's id (its detail screen).
   */
  ref: z.string(),
  /** kind order: the order's type (e.g. 'space'), to choose its detail screen; null otherwise. */
  order_type: z.string().nullable(),
});
export type AiSource = z.infer<typeof aiSourceSchema>;

export const aiMessageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  role: z.enum(['user', 'assistant']),
  /** Markdown for the assistant (render it safely: no raw HTML, no javascript: links, no foreign images). */
  text: z.string(),
  status: aiMessageStatusSchema,
  /** Why a failed answer failed (Chinese); null otherwise. */
  error: z.string().nullable(),
  /** What the answer was found in (local provider); [] for questions and the openai provider. */
  sources: z.array(aiSourceSchema),
  /** The caller's own rating of this answer, if any. */
  my_rating: z.enum(['up', 'down']).nullable(),
  created_at: z.string(),
  created_time: z.string(),
});
export type AiMessage = z.infer<typeof aiMessageSchema>;
/** Messages of a conversation: newest first (page 1 is the latest); the chat shows them reversed. */
export const aiMessagePageSchema = pageOf(aiMessageSchema);
export type AiMessagePage = z.infer<typeof aiMessagePageSchema>;

export const aiConversationCreateSchema = z.object({ kind: aiConversationKindSchema.default('general') }).prefault({});
export type AiConversationCreate = z.input<typeof aiConversationCreateSchema>;

const questionSchema = z
  .string({ error: aiMessages.questionRequired })
  .trim()
  .min(1, aiMessages.questionRequired)
  .max(AI_QUESTION_MAX, aiMessages.questionTooLong);
export const aiAskSchema = z.object({ question: questionSchema });
export type AiAsk = z.input<typeof aiAskSchema>;
/** `?stream=0` answers JSON (AiAskResult) instead of the event stream. */
export const aiAskQuerySchema = z.object({ stream: z.enum(['0', '1']).default('1') });
export const aiAskResultSchema = z.object({ question: aiMessageSchema, answer: aiMessageSchema });
export type AiAskResult = z.infer<typeof aiAskResultSchema>;

/** Stream events' data (for the client's parser). */
export const aiStreamStartSchema = aiAskResultSchema;
export const aiStreamDeltaSchema = z.object({ offset: z.number().int(), text: z.string() });
export type AiStreamDelta = z.infer<typeof aiStreamDeltaSchema>;
export const aiStreamDoneSchema = z.object({ answer: aiMessageSchema });
export const aiStreamErrorSchema = detailErrorSchema;

export const aiResumeQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const aiRatingCreateSchema = z.object({
  score: z.enum(['up', 'down'], { error: '请选择满意或不满意' }),
  tags: z.array(aiRatingTagSchema).max(AI_RATING_TAGS.length).default([]),
  text: z.string().trim().max(500, '评价内容不能超过500个字').default(''),
});
export type AiRatingCreate = z.input<typeof aiRatingCreateSchema>;
export const aiRatingSchema = z.object({
  id: z.string(),
  message_id: z.string(),
  conversation_id: z.string(),
  score: z.enum(['up', 'down']),
  tags: z.array(z.string()),
  text: z.string(),
  created_time: z.string(),
});
export type AiRating = z.infer<typeof aiRatingSchema>;

/** A rating as the company's administrator reads it: who, the question and the answer rated. */
export const aiRatingAdminSchema = aiRatingSchema.extend({
  rater: personRefSchema,
  question: z.string(),
  answer: z.string(),
});
export type AiRatingAdmin = z.infer<typeof aiRatingAdminSchema>;
export const aiRatingAdminPageSchema = pageOf(aiRatingAdminSchema);
export type AiRatingAdminPage = z.infer<typeof aiRatingAdminPageSchema>;
export const aiRatingListQuerySchema = pageQuerySchema.extend({ score: z.enum(['up', 'down']).optional() });

/** Daily quota: limit per hub day, used, left (0 when used up). */
export const aiQuotaPartSchema = z.object({ limit: z.number().int(), used: z.number().int(), left: z.number().int() });
export const aiQuotaSchema = z.object({
  /** The hub day the counters are for ('YYYY-MM-DD'). */
  date: z.string(),
  person: aiQuotaPartSchema,
  company: aiQuotaPartSchema,
});
export type AiQuota = z.infer<typeof aiQuotaSchema>;

/** Defaults when a company has not set its own. */
export const AI_DEFAULT_QUOTAS = {
  perPersonDaily: 50,
  perCompanyDaily: 2000,
  perGuestDeviceHourly: 10,
  /** A guest device's questions per hub day (whatever guest token it sends), unless the company set its own. */
  perGuestDeviceDaily: 20,
  /** All guests of a company together per hub day, inside the company's own quota (staff keep the rest). */
  perCompanyGuestsDaily: 500,
} as const;

export const aiSettingsSchema = z.object({
  kind: aiProviderKindSchema,
  base_url: z.string(),
  model: z.string(),
  /** The key is write-only: only whether one is stored. */
  has_api_key: z.boolean(),
  per_person_daily: z.number().int(),
  per_company_daily: z.number().int(),
  /** Guests (aiUser, no login): questions a day per device, and all the company's guests together. */
  per_guest_device_daily: z.number().int(),
  per_company_guests_daily: z.number().int(),
});
export type AiSettings = z.infer<typeof aiSettingsSchema>;

const baseUrlSchema = z
  .string({ error: aiMessages.badBaseUrl })
  .trim()
  .max(300, aiMessages.badBaseUrl)
  .regex(/^https?:\/\/[^\s]+$/, aiMessages.badBaseUrl);
/**
 * PUT ai/settings/ (admin). kind openai needs base_url and model, and an api_key unless one is
 * stored; `api_key` omitted keeps the stored key, '' clears it.
 */
export const aiSettingsUpdateSchema = z.object({
  kind: aiProviderKindSchema,
  base_url: z.union([z.literal(''), baseUrlSchema]).default(''),
  model: z.string().trim().max(100, '模型名称不能超过100个字').default(''),
  api_key: z.string().trim().max(500, '接口密钥过长').optional(),
  per_person_daily: z.number({ error: '请输入每人每日次数' }).int('请输入整数').min(0, '不能小于0').max(10_000, '不能超过10000'),
  per_company_daily: z.number({ error: '请输入单位每日次数' }).int('请输入整数').min(0, '不能小于0').max(1_000_000, '不能超过1000000'),
  /** Omitted: the stored value stays. */
  per_guest_device_daily: z
    .number({ error: '请输入每台设备每日次数' })
    .int('请输入整数')
    .min(0, '不能小于0')
    .max(1_000, '不能超过1000')
    .optional(),
  per_company_guests_daily: z
    .number({ error: '请输入访客每日总次数' })
    .int('请输入整数')
    .min(0, '不能小于0')
    .max(1_000_000, '不能超过1000000')
    .optional(),
});
export type AiSettingsUpdate = z.input<typeof aiSettingsUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Guests (no login): a company id and a device id the client makes once (random, kept in local
// storage). After sign-up the guest token stands for the guest account on any device.

const deviceIdSchema = z
  .string({ error: aiMessages.deviceInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, aiMessages.deviceInvalid);
const companyIdSchema = z
  .string({ error: aiMessages.companyUnknown })
  .trim()
  .min(1, aiMessages.companyUnknown)
  .max(64, aiMessages.companyUnknown);
/** Who a guest is: the company, the device, and (after sign-up) the guest token. */
export const aiGuestIdentitySchema = z.object({
  company_id: companyIdSchema,
  device_id: deviceIdSchema,
  guest_token: z.string().trim().max(200).optional(),
});
export type AiGuestIdentity = z.input<typeof aiGuestIdentitySchema>;
export const aiGuestPageQuerySchema = pageQuerySchema.extend(aiGuestIdentitySchema.shape);
/**
 * The identity on a guest route with an id (a conversation's, a message's): the same fields, and a
 * request that names no company or device gets 404 like one naming another's (nothing is revealed).
 */
export const aiGuestOwnerSchema = aiGuestIdentitySchema.partial();
export const aiGuestMessagesQuerySchema = pageQuerySchema.extend(aiGuestOwnerSchema.shape);
export const aiGuestAskSchema = aiGuestOwnerSchema.extend({ question: questionSchema });
export type AiGuestAsk = z.input<typeof aiGuestAskSchema>;
export const aiGuestResumeQuerySchema = aiResumeQuerySchema.extend(aiGuestOwnerSchema.shape);

export const aiGuestCompanyQuerySchema = z.object({ company_id: companyIdSchema });
export const aiGuestCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A few questions the page may offer as chips (from the company's public menu). */
  suggestions: z.array(z.string()),
});
export type AiGuestCompany = z.infer<typeof aiGuestCompanySchema>;

const phoneSchema = z
  .string({ error: aiMessages.phoneInvalid })
  .trim()
  .regex(/^1\d{10}$/, aiMessages.phoneInvalid);
/**
 * The code itself is sent by the platform's phone-code endpoint (`POST phone_codes/`, operation
 * auth.sendPhoneCode) with `{company_id, phone, purpose: 'ai_register'}`.
 */
export const AI_REGISTER_CODE_PURPOSE = 'ai_register';
export const aiGuestRegisterSchema = aiGuestIdentitySchema.omit({ guest_token: true }).extend({
  phone: phoneSchema,
  code: z
    .string({ error: aiMessages.codeFormat })
    .trim()
    .regex(/^\d{6}$/, aiMessages.codeFormat),
  name: z.string().trim().max(30, '姓名不能超过30个字').default(''),
});
export type AiGuestRegister = z.input<typeof aiGuestRegisterSchema>;
export const aiGuestAccountSchema = z.object({ id: z.string(), phone: z.string(), name: z.string() });
export const aiGuestRegisteredSchema = z.object({
  guest: aiGuestAccountSchema,
  /** Send it as guest_token with every guest call from now on (keep it in local storage). */
  guest_token: z.string(),
  /** How many of the device's conversations moved to the account. */
  moved: z.number().int(),
});
export type AiGuestRegistered = z.infer<typeof aiGuestRegisteredSchema>;

/** A guest rates an answer of his own conversation, as a person does (the identity beside the rating). */
export const aiGuestRateSchema = aiGuestOwnerSchema.extend(aiRatingCreateSchema.shape);
export type AiGuestRate = z.input<typeof aiGuestRateSchema>;

export const aiGuestQuotaQuerySchema = aiGuestIdentitySchema.omit({ guest_token: true });
/** What is left today (hub day) for the device, and for all guests of the company together. */
export const aiGuestQuotaSchema = z.object({ date: z.string(), device: aiQuotaPartSchema, company: aiQuotaPartSchema });
export type AiGuestQuota = z.infer<typeof aiGuestQuotaSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints

const detail = detailErrorSchema;
const mine = { tags: ['ai'], auth: 'required' } as const;
const open = { tags: ['ai'], auth: 'none' } as const;
const streamNote = 'Answers text/event-stream (start, delta, done, error; see the contract ai.ts), or JSON with ?stream=0.';

/** The assistant's operations for a logged-in person (OpenAPI tag `ai`). */
export const aiEndpoints = {
  listConversations: defineEndpoint({
    ...mine,
    method: 'GET',
    path: '/ai/conversations/',
    operationId: 'ai.listConversations',
    summary: '我的对话（分页，最近的在前）',
    description: "The caller's own conversations, most recently active first.",
    query: pageQuerySchema,
    response: { 200: aiConversationPageSchema },
  }),
  createConversation: defineEndpoint({
    ...mine,
    method: 'POST',
    path: '/ai/conversations/',
    operationId: 'ai.createConversation',
    summary: '新建对话',
    description: 'Starts a conversation: general (the service menu and notices) or my_orders (also the caller’s own orders). 201.',
    body: aiConversationCreateSchema,
    response: { 201: aiConversationSchema },
  }),
  getConversation: defineEndpoint({
    ...mine,
    method: 'GET',
    path: '/ai/conversations/:id/',
    operationId: 'ai.getConversation',
    summary: '对话详情',
    description: "One of the caller's conversations; 404 for anyone else's.",
    params: idParamsSchema,
    response: { 200: aiConversationSchema, 404: detail },
  }),
  listMessages: defineEndpoint({
    ...mine,
    method: 'GET',
    path: '/ai/conversations/:id/messages/',
    operationId: 'ai.listMessages',
    summary: '对话消息（分页，新的在前）',
    description: "A page of the conversation's messages, newest first; 404 for anyone else's conversation.",
    params: idParamsSchema,
    query: pageQuerySchema,
    response: { 200: aiMessagePageSchema, 404: detail },
  }),
  ask: defineEndpoint({
    ...mine,
    method: 'POST',
    path: '/ai/conversations/:id/ask/',
    operationId: 'ai.ask',
    summary: '提问（流式回答）',
    description: `Asks a question in one of the caller's conversations; counts one against the person's and the company's daily quota (429 when used up). ${streamNote}`,
    params: idParamsSchema,
    query: aiAskQuerySchema,
    body: aiAskSchema,
    response: { 200: aiAskResultSchema, 404: detail, 429: detail },
  }),
  getMessage: defineEndpoint({
    ...mine,
    method: 'GET',
    path: '/ai/messages/:id/',
    operationId: 'ai.getMessage',
    summary: '读取一条消息（回答的当前内容）',
    description: 'A message of one of the caller’s conversations as stored now (a streaming answer’s text so far).',
    params: idParamsSchema,
    response: { 200: aiMessageSchema, 404: detail },
  }),
  resume: defineEndpoint({
    ...mine,
    method: 'GET',
    path: '/ai/messages/:id/stream/',
    operationId: 'ai.resume',
    summary: '继续接收回答（从 offset 起）',
    description: 'text/event-stream: the stored text from ?offset= as one delta, then live deltas until done or error.',
    params: idParamsSchema,
    query: aiResumeQuerySchema,
    response: { 404: detail },
  }),
  stop: defineEndpoint({
    ...mine,
    method: 'POST',
    path: '/ai/messages/:id/stop/',
    operationId: 'ai.stop',
    summary: '停止回答',
    description: 'Stops a streaming answer; what was said stays (status stopped). An answer already finished is answered as it is.',
    params: idParamsSchema,
    response: { 200: aiMessageSchema, 404: detail },
  }),
  rate: defineEndpoint({
    ...mine,
    method: 'POST',
    path: '/ai/messages/:id/rating/',
    operationId: 'ai.rate',
    summary: '评价回答',
    description: 'Rates a finished answer (up or down, tags, text) for the administrator; rating again replaces the caller’s rating.',
    params: idParamsSchema,
    body: aiRatingCreateSchema,
    response: { 200: aiRatingSchema, 404: detail },
  }),
  listRatings: defineEndpoint({
    ...mine,
    method: 'GET',
    path: '/ai/ratings/',
    operationId: 'ai.listRatings',
    summary: '回答评价（管理员，分页，新的在前）',
    description: "The company's ratings of answers, newest first, with the question and the answer (admins; 403 otherwise).",
    query: aiRatingListQuerySchema,
    response: { 200: aiRatingAdminPageSchema, 403: detail },
  }),
  getSettings: defineEndpoint({
    ...mine,
    method: 'GET',
    path: '/ai/settings/',
    operationId: 'ai.getSettings',
    summary: '助手设置（管理员）',
    description: "The company's provider (local or an OpenAI-compatible endpoint; the key is never answered) and daily quotas (admins).",
    response: { 200: aiSettingsSchema, 403: detail },
  }),
  updateSettings: defineEndpoint({
    ...mine,
    method: 'PUT',
    path: '/ai/settings/',
    operationId: 'ai.updateSettings',
    summary: '修改助手设置（管理员）',
    description: 'Sets the provider and the quotas; the next question uses them (admins).',
    body: aiSettingsUpdateSchema,
    response: { 200: aiSettingsSchema, 403: detail },
  }),
  quota: defineEndpoint({
    ...mine,
    method: 'GET',
    path: '/ai/quota/',
    operationId: 'ai.quota',
    summary: '今日剩余提问次数',
    description: "What is left today (hub day) for the caller and for the caller's company.",
    response: { 200: aiQuotaSchema },
  }),
} as const;

/** The assistant for guests (aiUser, lxdzAiRegister): no token; company + device (+ guest token). */
export const aiGuestEndpoints = {
  company: defineEndpoint({
    ...open,
    method: 'GET',
    path: '/ai/guest/company/',
    operationId: 'ai.guestCompany',
    summary: '访客助手：单位信息（无需登录）',
    description: "The company's name and a few suggested questions from its public menu; 404 for an unknown company.",
    query: aiGuestCompanyQuerySchema,
    response: { 200: aiGuestCompanySchema, 404: detail, 429: detail },
  }),
  listConversations: defineEndpoint({
    ...open,
    method: 'GET',
    path: '/ai/guest/conversations/',
    operationId: 'ai.guestListConversations',
    summary: '访客助手：我的对话（无需登录）',
    description: "The device's conversations (or the guest account's, with guest_token), most recent first.",
    query: aiGuestPageQuerySchema,
    response: { 200: aiConversationPageSchema, 404: detail, 429: detail },
  }),
  createConversation: defineEndpoint({
    ...open,
    method: 'POST',
    path: '/ai/guest/conversations/',
    operationId: 'ai.guestCreateConversation',
    summary: '访客助手：新建对话（无需登录）',
    description: 'Starts a general conversation over the company’s public information. 201.',
    body: aiGuestIdentitySchema,
    response: { 201: aiConversationSchema, 404: detail, 429: detail },
  }),
  listMessages: defineEndpoint({
    ...open,
    method: 'GET',
    path: '/ai/guest/conversations/:id/messages/',
    operationId: 'ai.guestListMessages',
    summary: '访客助手：对话消息（无需登录）',
    description: 'A page of messages, newest first; 404 unless the conversation is the device’s (or the guest account’s).',
    params: idParamsSchema,
    query: aiGuestMessagesQuerySchema,
    response: { 200: aiMessagePageSchema, 404: detail, 429: detail },
  }),
  ask: defineEndpoint({
    ...open,
    method: 'POST',
    path: '/ai/guest/conversations/:id/ask/',
    operationId: 'ai.guestAsk',
    summary: '访客助手：提问（无需登录）',
    description: `The local assistant over the company's public information only; rate limited per device and per client address (429 提问过于频繁，请稍后再试). ${streamNote}`,
    params: idParamsSchema,
    query: aiAskQuerySchema,
    body: aiGuestAskSchema,
    response: { 200: aiAskResultSchema, 404: detail, 429: detail },
  }),
  resume: defineEndpoint({
    ...open,
    method: 'GET',
    path: '/ai/guest/messages/:id/stream/',
    operationId: 'ai.guestResume',
    summary: '访客助手：继续接收回答（无需登录）',
    description: 'text/event-stream from ?offset=, as ai.resume.',
    params: idParamsSchema,
    query: aiGuestResumeQuerySchema,
    response: { 404: detail, 429: detail },
  }),
  stop: defineEndpoint({
    ...open,
    method: 'POST',
    path: '/ai/guest/messages/:id/stop/',
    operationId: 'ai.guestStop',
    summary: '访客助手：停止回答（无需登录）',
    description: 'As ai.stop, for the device’s (or guest account’s) answer.',
    params: idParamsSchema,
    body: aiGuestOwnerSchema,
    response: { 200: aiMessageSchema, 404: detail, 429: detail },
  }),
  rate: defineEndpoint({
    ...open,
    method: 'POST',
    path: '/ai/guest/messages/:id/rating/',
    operationId: 'ai.guestRate',
    summary: '访客助手：评价回答（无需登录）',
    description:
      'Rates a finished answer of the device’s (or guest account’s) conversation for the administrator, as ai.rate; rating again replaces it; 404 for anyone else’s.',
    params: idParamsSchema,
    body: aiGuestRateSchema,
    response: { 200: aiRatingSchema, 404: detail, 429: detail },
  }),
  quota: defineEndpoint({
    ...open,
    method: 'GET',
    path: '/ai/guest/quota/',
    operationId: 'ai.guestQuota',
    summary: '访客助手：今日剩余提问次数（无需登录）',
    description:
      "What is left today (hub day) for the device and for the company's guests together; each guest question counts on both (429 when used up). 404 for an unknown company.",
    query: aiGuestQuotaQuerySchema,
    response: { 200: aiGuestQuotaSchema, 404: detail, 429: detail },
  }),
  register: defineEndpoint({
    ...open,
    method: 'POST',
    path: '/ai/guest/register/',
    operationId: 'ai.guestRegister',
    summary: '访客注册（手机号+验证码，保留对话）',
    description:
      "Signs a guest up with phone and one-time code: a guest account of the company (the same one again for a known phone), and the device's conversations move to it. 400 {code: [验证码错误或已过期]} for a wrong or used code. 201.",
    body: aiGuestRegisterSchema,
    response: { 201: aiGuestRegisteredSchema, 404: detail, 429: detail },
  }),
} as const;
