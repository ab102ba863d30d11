import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { DatabaseHandle } from './db/types.ts';
import type { AppContext } from './context.ts';
import { loadTenants, type TenantRegistry } from './tenants.ts';
import { defaultDistDir } from './paths.ts';
import { installErrorHandler } from './http/errors.ts';
import { LoginLimits, type WindowLimit } from './http/rate-limit.ts';
import { requestLogger, withLogRedaction } from './http/log-redaction.ts';
import { DEFAULT_TIMEOUTS, fastifyTimeoutOptions, type ConnectionTimeouts } from './http/timeouts.ts';
import { acceptEmptyJsonBodies } from './http/json-body.ts';
import { installSecurityHeaders } from './http/security.ts';
import { logSlowRequests } from './http/slow-requests.ts';
import { installCompression } from './http/compression.ts';
import { installDocs } from './http/docs.ts';
import { installStatic, type ServedBundle } from './http/static.ts';
import { PushService } from './push/service.ts';
import { PushHub } from './push/hub.ts';
import type { PushDelivery } from './push/delivery.ts';
import { nativePushDelivery, type NativePushOptions } from './push/native.ts';
import { DeliveryQueue, DEFAULT_QUEUE_OPTIONS, type DeliveryQueueOptions } from './push/queue.ts';
import { DEFAULT_STREAM_LIMITS, StreamRegistry, type StreamLimits } from './push/streams.ts';
import { STREAM_HEARTBEAT_MS } from './push/routes.ts';
import { WechatService, type WechatOptions } from './identity/wechat.ts';
import { LoginSigner } from './identity/login-signature.ts';
import { PictureLinks } from './picture-links.ts';
import type { CodeSender } from './identity/reset-codes.ts';
import { createCodeSender, type SmsConfig } from './identity/sms/index.ts';
import { DEFAULT_TOKEN_TTL_MS } from './identity/tokens.ts';
import { createCaches, DEFAULT_CACHE_OPTIONS, type CacheOptions } from './cache/index.ts';
import { authRoutes } from './identity/routes/auth.ts';
import { passwordRoutes } from './identity/routes/password.ts';
import { rulesRoutes } from './identity/routes/rules.ts';
import { wechatRoutes } from './identity/routes/wechat.ts';
import { systemRoutes } from './identity/routes/system.ts';
import { pushRoutes } from './push/routes.ts';
import { messageRoutes } from './push/messages.ts';
import { companyRoutes } from './identity/routes/companies.ts';
import { phoneCodeRoutes } from './identity/routes/phone-codes.ts';
import { OrderWorkflow } from './orders/workflow.ts';
import { directoryRoutes } from './directory/routes.ts';
import type { FamilyDefinition } from './family.ts';
import { families } from '../families/index.ts';
import { serializeAnswer } from './http/shared-answer.ts';

export interface BuildServerOptions {
  db: DatabaseHandle;
  /** Folder holding <type>/ and default/ bundles; null for API only. Default: <repo>/dist. */
  distDir?: string | null;
  tenants?: TenantRegistry;
  logger?: FastifyServerOptions['logger'];
  /** Login and password attempts per account (company + phone; openid forms: per IP). Default 10 per minute. */
  loginRateLimit?: WindowLimit;
  /** All login and password attempts of one client IP. Default: 50 per window, or loginRateLimit.max when larger. */
  ipRateLimit?: WindowLimit;
  tokenTtlMs?: number;
  /** Caller and rules caches (CACHE_TTL_MS, CACHE_MAX_CALLERS); ttlMs 0 turns them off. */
  cache?: Partial<CacheOptions>;
  /** The native shell's push service (NATIVE_PUSH_URL), delivered through a queue; SSE is always on. */
  nativePush?: NativePushOptions;
  /** The native push queue's concurrency, retries and circuit breaker (push/queue.ts). */
  pushQueue?: Partial<DeliveryQueueOptions>;
  /** Push streams per staff and per IP. */
  streamLimits?: Partial<StreamLimits>;
  /** Push stream heartbeat period (default 25 s); dead peers are dropped on a beat. */
  streamHeartbeatMs?: number;
  /** Replaces the deliveries after the SSE one (tests). */
  extraDeliveries?: PushDelivery[];
  wechat?: WechatOptions;
  /** Demo logins (bare openid, stored demo login codes) and codes shown on the console or in SMS_OUTBOX_FILE; off unless the config says demo (config.demoMode). */
  demoMode?: boolean;
  /** HMAC secret of the signed WeChat login codes (LOGIN_SIGNING_SECRET); random per process when unset. */
  loginSigningSecret?: string;
  /** HMAC secret of company-wide picture addresses (FILE_LINK_SECRET); derived from loginSigningSecret, else random, when unset. */
  fileLinkSecret?: string;
  codeSender?: CodeSender;
  /** Where codes go when no codeSender is given (default: none configured). */
  sms?: SmsConfig;
  now?: () => Date;
  /** Addresses (or CIDR ranges) of the proxies whose X-Forwarded-For is believed (TRUST_PROXY); none by default. */
  trustProxy?: string[];
  disableRequestLogging?: boolean;
  /** On close, connections still open after this grace are cut (default 3000 ms). */
  closeGraceMs?: number;
  /** Slow-client limits (defaults in http/timeouts.ts). */
  timeouts?: Partial<ConnectionTimeouts>;
}

export interface HubServer extends FastifyInstance {
  /** Bundles served by this instance (empty when dist is missing). */
  bundles: ServedBundle[];
  context: AppContext;
  /** The routes each family registered (isolation.test.ts checks every `/:id/` one has a probe). */
  familyRoutes: FamilyRoute[];
}

export interface FamilyRoute {
  family: string;
  method: string;
  url: string;
}

/**
 * Registers each family's routes plugin, in list order, with the server's context. The plugins
 * share the root scope (no encapsulation: the error handler, hooks and docs apply as to every route).
 */
async function registerFamilies(app: FastifyInstance, ctx: AppContext, list: readonly FamilyDefinition[]): Promise<FamilyRoute[]> {
  const routes: FamilyRoute[] = [];
  let current: string | null = null;
  app.addHook('onRoute', (r) => {
    if (current === null) return;
    for (const method of [r.method].flat()) if (method !== 'HEAD') routes.push({ family: current, method, url: r.url });
  });
  for (const family of list) {
    current = family.name;
    const plugin = Object.assign(async (instance: FastifyInstance, opts: { ctx: AppContext }) => family.routes(instance, opts), {
      [Symbol.for('skip-override')]: true,
    });
    await app.register(plugin, { ctx });
  }
  current = null;
  return routes;
}

/** The hub: API under /9077/api, docs under /9077/docs, and the tenant bundles. The caller owns and closes the database. */
export async function buildServer(options: BuildServerOptions): Promise<HubServer> {
  const app = Fastify({
    logger: withLogRedaction(options.logger ?? false),
    childLoggerFactory: requestLogger,
    // Only listed proxies: a forged X-Forwarded-For from anyone else changes nothing (rate limits key on req.ip).
    trustProxy: options.trustProxy && options.trustProxy.length > 0 ? options.trustProxy : false,
    logController: new LogController({ disableRequestLogging: options.disableRequestLogging ?? false }),
    bodyLimit: 1024 * 1024,
    ...fastifyTimeoutOptions({ ...DEFAULT_TIMEOUTS, ...options.timeouts }),
    routerOptions: { ignoreTrailingSlash: false, ignoreDuplicateSlashes: true },
  });
  const now = options.now ?? (() => new Date());
  const tenants = options.tenants ?? loadTenants();

  // zod validates (in each route's preHandler); the JSON schemas only document. Answers are sent as built.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => serializeAnswer);
  acceptEmptyJsonBodies(app);
  app.decorateRequest('auth', null);
  installErrorHandler(app);

  let deliveries: PushDelivery[] = [];
  const push = new PushService(options.db.db, () => deliveries, app.log, now);
  const hub = new PushHub(options.db, (target, id) => push.load(target, id), app.log);
  // Native push never runs on the request path: a queue with bounded concurrency, retries and a breaker.
  const nativeQueue = options.nativePush
    ? new DeliveryQueue(nativePushDelivery(options.nativePush), { ...DEFAULT_QUEUE_OPTIONS, ...options.pushQueue, log: app.log })
    : null;
  deliveries = [hub.delivery(), ...(nativeQueue ? [nativeQueue] : []), ...(options.extraDeliveries ?? [])];
  const streams = new StreamRegistry({ ...DEFAULT_STREAM_LIMITS, ...options.streamLimits });
  hub.onCloseStreams((target, scope) => streams.closeFor(target, scope));
  const heartbeat = setInterval(() => streams.heartbeat(), options.streamHeartbeatMs ?? STREAM_HEARTBEAT_MS);
  heartbeat.unref();
  await hub.start();
  const caches = createCaches(options.db, { ...DEFAULT_CACHE_OPTIONS, ...options.cache }, app.log);
  await caches.invalidator.start(options.db);
  const ctx: AppContext = {
    handle: options.db,
    tenants,
    push,
    orders: new OrderWorkflow(options.db.db, push, now, app.log),
    hub,
    streams,
    nativePush: nativeQueue,
    wechat: new WechatService(options.db.db, options.wechat, now),
    demoMode: options.demoMode ?? false,
    loginSigner: LoginSigner.withSecret(options.loginSigningSecret, now),
    pictureLinks: PictureLinks.withSecrets(options.fileLinkSecret, options.loginSigningSecret, now),
    codeSender:
      options.codeSender ?? createCodeSender(options.sms ?? { gateway: null, outboxFile: null }, options.demoMode ?? false, app.log),
    tokenTtlMs: options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS,
    caches,
    now,
    log: app.log,
  };
  // Open SSE streams would keep close() waiting; so would a client that keeps a connection open.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    nativeQueue?.stop();
    streams.closeAll();
    await hub.stop();
    await caches.invalidator.stop();
    setTimeout(() => app.server.closeAllConnections(), options.closeGraceMs ?? 3000).unref();
  });

  logSlowRequests(app);
  installSecurityHeaders(app);
  installCompression(app);
  await installDocs(app);

  const limit = options.loginRateLimit ?? { max: 10, timeWindowMs: 60_000 };
  const ipLimit = options.ipRateLimit ?? { max: Math.max(50, limit.max), timeWindowMs: limit.timeWindowMs };
  const limits = new LoginLimits(limit, ipLimit, () => now().getTime());
  authRoutes(app, ctx, { limits });
  passwordRoutes(app, ctx, { limits });
  rulesRoutes(app, ctx);
  wechatRoutes(app, ctx);
  systemRoutes(app, ctx);
  companyRoutes(app, ctx);
  phoneCodeRoutes(app, ctx);
  pushRoutes(app, ctx);
  messageRoutes(app, ctx);
  directoryRoutes(app, ctx);
  const familyRoutes = await registerFamilies(app, ctx, families);

  const bundles = await installStatic(app, options.distDir === undefined ? defaultDistDir : options.distDir, tenants);
  app.decorate('bundles', bundles);
  app.decorate('context', ctx);
  app.decorate('familyRoutes', familyRoutes);
  await app.ready();
  return app as unknown as HubServer;
}
