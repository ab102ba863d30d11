import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './db/types.ts';
import type { TenantRegistry } from './tenants.ts';
import type { PushService } from './push/service.ts';
import type { PushHub } from './push/hub.ts';
import type { StreamRegistry } from './push/streams.ts';
import type { DeliveryQueue } from './push/queue.ts';
import type { WechatService } from './identity/wechat.ts';
import type { LoginSigner } from './identity/login-signature.ts';
import type { PictureLinks } from './picture-links.ts';
import type { CodeSender } from './identity/reset-codes.ts';
import type { OrderWorkflow } from './orders/workflow.ts';
import type { AppCaches } from './cache/index.ts';

/** What routes and services share: one per server instance. */
export interface AppContext {
  readonly handle: DatabaseHandle;
  readonly tenants: TenantRegistry;
  readonly push: PushService;
  /** The one order workflow (submit, approve, reject, transfer, cancel, later transitions). */
  readonly orders: OrderWorkflow;
  readonly hub: PushHub;
  /** Push streams open on this instance (caps, closing on revocation, heartbeat). */
  readonly streams: StreamRegistry;
  /** The native push queue (NATIVE_PUSH_URL), null without one. */
  readonly nativePush: DeliveryQueue | null;
  readonly wechat: WechatService;
  /** Demo data and demo logins (bare openids, stored demo login codes) are accepted: config.demoMode. */
  readonly demoMode: boolean;
  /** Signs and checks the short-lived `p` of the WeChat OAuth step. */
  readonly loginSigner: LoginSigner;
  /** Signs and checks the addresses of company-wide pictures (home banners) an <img> loads without the token. */
  readonly pictureLinks: PictureLinks;
  readonly codeSender: CodeSender;
  readonly tokenTtlMs: number;
  /** Callers and rules lists; writers here call caches.invalidator.invalidate() right after their write. */
  readonly caches: AppCaches;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
}
