import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { DatabaseHandle } from './db/types.ts';
import type { AppContext } from './context.ts';
import { loadTenants, type TenantRegistry } from './tenants.ts';
import { defaultDistDir } from './paths.ts';
import { installErrorHandler } from './http/errors.ts';
import { acceptEmptyJsonBodies } from './http/json-body.ts';
import { installSecurityHeaders } from './http/security.ts';
import { installDocs } from './http/docs.ts';
import { installStatic, type ServedBundle } from './http/static.ts';
import { PushService } from './services/push.ts';
import { PushHub } from './push/hub.ts';
import type { PushDelivery } from './push/delivery.ts';
import { nativePushDelivery } from './push/native.ts';
import { WechatService, type WechatOptions } from './services/wechat.ts';
import type { CodeSender } from './services/reset-codes.ts';
import { createCodeSender, type SmsConfig } from './services/sms/index.ts';
import { DEFAULT_TOKEN_TTL_MS } from './services/tokens.ts';
import { authRoutes } from './routes/auth.ts';
import { passwordRoutes } from './routes/password.ts';
import { rulesRoutes } from './routes/rules.ts';
import { wechatRoutes } from './routes/wechat.ts';
import { systemRoutes } from './routes/system.ts';
import { pushRoutes } from './routes/push.ts';
import { messageRoutes } from './routes/messages.ts';
import { companyRoutes } from './routes/companies.ts';
import { OrderWorkflow } from './orders/workflow.ts';
import { orderRoutes } from './routes/orders.ts';
import { directoryRoutes } from './routes/directory.ts';
import { formRoutes } from './routes/forms.ts';
import { noticeRoutes } from './routes/notices.ts';
import { surveyRoutes } from './routes/surveys.ts';
import { interactRoutes } from './routes/interact.ts';

export interface BuildServerOptions {
  db: DatabaseHandle;
  /** Folder holding <type>/ and default/ bundles; null for API only. Default: <repo>/dist. */
  distDir?: string | null;
  tenants?: TenantRegistry;
  logger?: FastifyServerOptions['logger'];
  /** Login (and password) attempts per IP and account. Default 10 per minute. */
  loginRateLimit?: { max: number; timeWindowMs: number };
  tokenTtlMs?: number;
  /** The native shell's push service (NATIVE_PUSH_URL); SSE is always on. */
  nativePush?: { url: string; token?: string };
  /** Replaces the deliveries after the SSE one (tests). */
  extraDeliveries?: PushDelivery[];
  wechat?: WechatOptions;
  codeSender?: CodeSender;
  /** Where codes go when no codeSender is given (default: none configured). */
  sms?: SmsConfig;
  /** Demo mode lets codes show on the console or in SMS_OUTBOX_FILE (config.demoMode). */
  demoMode?: boolean;
  now?: () => Date;
  /** Trust X-Forwarded-For (behind a load balancer). */
  trustProxy?: boolean;
  disableRequestLogging?: boolean;
  /** On close, connections still open after this grace are cut (default 3000 ms). */
  closeGraceMs?: number;
}

export interface HubServer extends FastifyInstance {
  /** Bundles served by this instance (empty when dist is missing). */
  bundles: ServedBundle[];
  context: AppContext;
}

/** The hub: API under /9077/api, docs under /9077/docs, and the tenant bundles. The caller owns and closes the database. */
export async function buildServer(options: BuildServerOptions): Promise<HubServer> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    logController: new LogController({ disableRequestLogging: options.disableRequestLogging ?? false }),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false, ignoreDuplicateSlashes: true },
  });
  const now = options.now ?? (() => new Date());
  const tenants = options.tenants ?? loadTenants();

  // zod validates (in each route's preHandler); the JSON schemas only document. Answers are sent as built.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  acceptEmptyJsonBodies(app);
  app.decorateRequest('auth', null);
  installErrorHandler(app);

  let deliveries: PushDelivery[] = [];
  const push = new PushService(options.db.db, () => deliveries, app.log, now);
  const hub = new PushHub(options.db, (target, id) => push.load(target, id), app.log);
  deliveries = [
    hub.delivery(),
    ...(options.nativePush ? [nativePushDelivery({ ...options.nativePush, log: app.log })] : []),
    ...(options.extraDeliveries ?? []),
  ];
  await hub.start();
  const ctx: AppContext = {
    handle: options.db,
    tenants,
    push,
    orders: new OrderWorkflow(options.db.db, push, now, app.log),
    hub,
    wechat: new WechatService(options.db.db, options.wechat, now),
    codeSender: options.codeSender ?? createCodeSender(options.sms ?? { gateway: null, outboxFile: null }, options.demoMode ?? false, app.log),
    tokenTtlMs: options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS,
    now,
    log: app.log,
  };
  // Open SSE streams would keep close() waiting; so would a client that keeps a connection open.
  app.addHook('preClose', async () => {
    await hub.stop();
    setTimeout(() => app.server.closeAllConnections(), options.closeGraceMs ?? 3000).unref();
  });

  await installSecurityHeaders(app);
  await app.register(rateLimit, { global: false });
  await installDocs(app);

  const limit = options.loginRateLimit ?? { max: 10, timeWindowMs: 60_000 };
  authRoutes(app, ctx, { loginRateLimit: limit });
  passwordRoutes(app, ctx, { rateLimit: limit });
  rulesRoutes(app, ctx);
  wechatRoutes(app, ctx);
  systemRoutes(app, ctx);
  companyRoutes(app, ctx);
  pushRoutes(app, ctx);
  messageRoutes(app, ctx);
  orderRoutes(app, ctx);
  directoryRoutes(app, ctx);
  formRoutes(app, ctx);
  noticeRoutes(app, ctx);
  surveyRoutes(app, ctx);
  interactRoutes(app, ctx);

  const bundles = await installStatic(app, options.distDir === undefined ? defaultDistDir : options.distDir, tenants);
  app.decorate('bundles', bundles);
  app.decorate('context', ctx);
  await app.ready();
  return app as unknown as HubServer;
}
