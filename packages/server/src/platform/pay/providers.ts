/**
 * Payment providers behind one interface. `sandbox` (demo and every test: a confirmation screen,
 * told to pay, fail or be late), `wechat` (WeChat Pay API v3, JSAPI inside WeChat) and `lxdz` (the
 * native shell's pay bridge). A provider builds what the client needs to pay, and turns a raw
 * notification into a verified one (or refuses it); the services do every money move.
 *
 * Configuration (environment, read once per server):
 * - PAY_SANDBOX=1: offer the sandbox outside demo mode (a staging server); never in production.
 * - PAY_SIGNING_SECRET: HMAC secret of the sandbox tokens and notifications (random per process
 *   when unset; set the same value on every instance behind a load balancer).
 * - WECHAT_PAY: `{"<company id>" | "*": {appid, mchid, serial_no, private_key, platform_serial,
 *   platform_public_key, api_v3_key, notify_base?}}` (PEM keys; `\n` escapes allowed).
 * - LXDZ_PAY: `{"<company id>" | "*": {merchant_id, secret}}`.
 */
import { createCipheriv, createDecipheriv, createHmac, createSign, createVerify, randomBytes, randomUUID } from 'node:crypto';
import type { PayParams, PayProviderName } from '@campus/contracts';
import { badRequest } from '../errors.ts';
import { payMessages } from './messages.ts';

/** A notification whose origin has been verified. */
export interface VerifiedNotification {
  orderId: string;
  /** The provider's transaction id (unique per provider and company). */
  providerTxnId: string;
  amountFen: number;
  outcome: 'paid' | 'failed';
  /** The verified content, stored with the event. */
  payload: Record<string, unknown>;
}

/** A raw provider notification as it reached the server. */
export interface RawNotification {
  companyId: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

export interface StartInput {
  companyId: string;
  orderId: string;
  amountFen: number;
  subject: string;
  /** The payer's WeChat openid (JSAPI needs it). */
  openid: string | null;
  /** The order's expiry (providers that close unpaid orders themselves). */
  now: Date;
}

export interface PayProvider {
  readonly name: Exclude<PayProviderName, 'balance'>;
  /** Whether the company may use it (configured). */
  available(companyId: string): boolean;
  /** The signed parameters the client pays with. */
  start(input: StartInput): Promise<PayParams>;
  /** Verifies a notification (signature, decryption); throws PaySignatureError when it is not genuine. */
  verify(raw: RawNotification): VerifiedNotification;
  /** Gives money back through the provider (before the database records the refund); answers the refund's id. */
  refund(input: {
    companyId: string;
    orderId: string;
    refundId: string;
    amountFen: number;
    totalFen: number;
    reason: string;
  }): Promise<string>;
}

export class PaySignatureError extends Error {
  constructor(message = 'signature check failed') {
    super(message);
    this.name = 'PaySignatureError';
  }
}

const header = (h: RawNotification['headers'], name: string): string => {
  const v = h[name.toLowerCase()];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};
const hmacHex = (secret: string, message: string): string => createHmac('sha256', secret).update(message, 'utf8').digest('hex');
function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
function parseJsonObject(text: string): Record<string, unknown> {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new PaySignatureError('body is not JSON');
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new PaySignatureError('body is not an object');
  return v as Record<string, unknown>;
}
const str = (o: Record<string, unknown>, k: string): string => (typeof o[k] === 'string' ? o[k] : '');
const int = (o: Record<string, unknown>, k: string): number => (Number.isSafeInteger(o[k]) ? (o[k] as number) : -1);

// ---------------------------------------------------------------------------------------------
// Sandbox: clearly a demo. The token binds (company, order, amount); the notification is signed with
// the same secret, so neither a client nor anyone else can forge a payment.

export interface SandboxProvider extends PayProvider {
  readonly name: 'sandbox';
  /** Checks the token the confirmation screen sends back. */
  checkToken(companyId: string, orderId: string, amountFen: number, token: string): boolean;
  /** A signed notification for the sandbox notify endpoint (headers and body). */
  notification(
    companyId: string,
    n: { orderId: string; amountFen: number; outcome: 'paid' | 'failed' },
  ): { headers: Record<string, string>; body: string };
}

export function sandboxProvider(secret: string, now: () => Date, enabled = true): SandboxProvider {
  const tokenOf = (companyId: string, orderId: string, amountFen: number) =>
    hmacHex(secret, `sandbox-token\n${companyId}\n${orderId}\n${String(amountFen)}`);
  return {
    name: 'sandbox',
    available: () => enabled,
    async start({ companyId, orderId, amountFen, subject }) {
      return { provider: 'sandbox', token: tokenOf(companyId, orderId, amountFen), amount_fen: amountFen, subject };
    },
    checkToken: (companyId, orderId, amountFen, token) => safeEqual(tokenOf(companyId, orderId, amountFen), token),
    notification(companyId, n) {
      const body = JSON.stringify({
        order_id: n.orderId,
        transaction_id: `sandbox_${randomUUID().replaceAll('-', '')}`,
        amount_fen: n.amountFen,
        trade_state: n.outcome === 'paid' ? 'SUCCESS' : 'PAYERROR',
      });
      const timestamp = String(Math.floor(now().getTime() / 1000));
      const nonce = randomBytes(12).toString('hex');
      const signature = hmacHex(secret, `sandbox-notify\n${companyId}\n${timestamp}\n${nonce}\n${body}\n`);
      return {
        headers: {
          'content-type': 'application/json',
          'x-sandbox-timestamp': timestamp,
          'x-sandbox-nonce': nonce,
          'x-sandbox-signature': signature,
        },
        body,
      };
    },
    verify({ companyId, headers, rawBody }) {
      const timestamp = header(headers, 'x-sandbox-timestamp');
      const nonce = header(headers, 'x-sandbox-nonce');
      const signature = header(headers, 'x-sandbox-signature');
      if (!timestamp || !nonce || !signature) throw new PaySignatureError('missing signature headers');
      if (!safeEqual(hmacHex(secret, `sandbox-notify\n${companyId}\n${timestamp}\n${nonce}\n${rawBody}\n`), signature))
        throw new PaySignatureError();
      const body = parseJsonObject(rawBody);
      return {
        orderId: str(body, 'order_id'),
        providerTxnId: str(body, 'transaction_id'),
        amountFen: int(body, 'amount_fen'),
        outcome: str(body, 'trade_state') === 'SUCCESS' ? 'paid' : 'failed',
        payload: body,
      };
    },
    async refund({ refundId }) {
      return `sandbox_refund_${refundId.replaceAll('-', '')}`;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// WeChat Pay API v3 (JSAPI).

export interface WechatPayConfig {
  appid: string;
  mchid: string;
  /** The merchant certificate's serial number (request signatures). */
  serial_no: string;
  /** The merchant's private key (PEM). */
  private_key: string;
  /** WeChat Pay platform certificate serial and public key (PEM): notification signatures. */
  platform_serial: string;
  platform_public_key: string;
  /** APIv3 key: 32 bytes, decrypts notification resources (AES-256-GCM). */
  api_v3_key: string;
  /** Public base URL of this server (notify_url = <base>/9077/api/pay/notify/wechat/<company>/). */
  notify_base?: string;
}

const pem = (s: string): string => s.replaceAll('\\n', '\n');

/** `paySign` of chooseWXPay: RSA-SHA256 over `appId\ntimeStamp\nnonceStr\npackage\n`, base64. */
export function wechatPaySign(privateKey: string, p: { appId: string; timeStamp: string; nonceStr: string; package: string }): string {
  return createSign('RSA-SHA256').update(`${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`).sign(pem(privateKey), 'base64');
}

/** The JSAPI parameters for `chooseWXPay` / `WeixinJSBridge.invoke('getBrandWCPayRequest')`. */
export function wechatJsapiParams(
  cfg: Pick<WechatPayConfig, 'appid' | 'private_key'>,
  prepayId: string,
  now: Date,
  nonce = randomBytes(16).toString('hex'),
) {
  const p = { appId: cfg.appid, timeStamp: String(Math.floor(now.getTime() / 1000)), nonceStr: nonce, package: `prepay_id=${prepayId}` };
  return { provider: 'wechat' as const, ...p, signType: 'RSA' as const, paySign: wechatPaySign(cfg.private_key, p) };
}

/** Checks `Wechatpay-Signature` over `timestamp\nnonce\nbody\n` with the platform public key. */
export function verifyWechatSignature(
  publicKey: string,
  h: { timestamp: string; nonce: string; signature: string },
  body: string,
): boolean {
  if (!h.timestamp || !h.nonce || !h.signature) return false;
  try {
    return createVerify('RSA-SHA256').update(`${h.timestamp}\n${h.nonce}\n${body}\n`).verify(pem(publicKey), h.signature, 'base64');
  } catch {
    return false;
  }
}

/** Decrypts a notification `resource` (AEAD_AES_256_GCM: ciphertext base64 with the 16-byte tag at its end). */
export function decryptWechatResource(apiV3Key: string, r: { ciphertext: string; nonce: string; associated_data?: string }): string {
  const data = Buffer.from(r.ciphertext, 'base64');
  if (data.length < 17) throw new PaySignatureError('resource too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(r.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  if (r.associated_data) decipher.setAAD(Buffer.from(r.associated_data, 'utf8'));
  try {
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    throw new PaySignatureError('resource decryption failed');
  }
}

/** The reverse of decryptWechatResource (tests build notifications as WeChat Pay would). */
export function encryptWechatResource(apiV3Key: string, plaintext: string, nonce: string, associatedData: string): string {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
}

/** A notification older than this is refused (replays). */
const WECHAT_NOTIFY_MAX_AGE_S = 300;

export function wechatProvider(configs: Record<string, WechatPayConfig>, now: () => Date, fetcher: typeof fetch = fetch): PayProvider {
  const configOf = (companyId: string): WechatPayConfig | undefined => configs[companyId] ?? configs['*'];
  const need = (companyId: string): WechatPayConfig => {
    const c = configOf(companyId);
    if (!c) throw badRequest(payMessages.providerUnavailable);
    return c;
  };
  /** Authorization header of an API v3 request (WECHATPAY2-SHA256-RSA2048). */
  const authorization = (c: WechatPayConfig, method: string, path: string, body: string): string => {
    const ts = String(Math.floor(now().getTime() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256').update(`${method}\n${path}\n${ts}\n${nonce}\n${body}\n`).sign(pem(c.private_key), 'base64');
    return `WECHATPAY2-SHA256-RSA2048 mchid="${c.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${ts}",serial_no="${c.serial_no}"`;
  };
  const call = async (c: WechatPayConfig, path: string, payload: unknown): Promise<Record<string, unknown>> => {
    const body = JSON.stringify(payload);
    const res = await fetcher(`https://api.mch.weixin.qq.com${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: authorization(c, 'POST', path, body) },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    if (!res.ok) throw badRequest(`${payMessages.providerFailed}（${String(res.status)}）`);
    return parseJsonObject(text);
  };
  return {
    name: 'wechat',
    available: (companyId) => configOf(companyId) !== undefined,
    async start({ companyId, orderId, amountFen, subject, openid }) {
      const c = need(companyId);
      if (!openid) throw badRequest(payMessages.needOpenid);
      const answer = await call(c, '/v3/pay/transactions/jsapi', {
        appid: c.appid,
        mchid: c.mchid,
        description: subject.slice(0, 127),
        out_trade_no: orderId.replaceAll('-', ''),
        notify_url: `${c.notify_base ?? ''}/9077/api/pay/notify/wechat/${companyId}/`,
        amount: { total: amountFen, currency: 'CNY' },
        payer: { openid },
      });
      const prepayId = str(answer, 'prepay_id');
      if (!prepayId) throw badRequest(payMessages.providerFailed);
      return wechatJsapiParams(c, prepayId, now());
    },
    verify({ companyId, headers, rawBody }) {
      const c = configOf(companyId);
      if (!c) throw new PaySignatureError('not configured');
      const h = {
        timestamp: header(headers, 'wechatpay-timestamp'),
        nonce: header(headers, 'wechatpay-nonce'),
        signature: header(headers, 'wechatpay-signature'),
      };
      if (header(headers, 'wechatpay-serial') !== c.platform_serial) throw new PaySignatureError('unknown platform certificate');
      if (Math.abs(now().getTime() / 1000 - Number(h.timestamp)) > WECHAT_NOTIFY_MAX_AGE_S)
        throw new PaySignatureError('stale notification');
      if (!verifyWechatSignature(c.platform_public_key, h, rawBody)) throw new PaySignatureError();
      const body = parseJsonObject(rawBody);
      const resource = (body.resource ?? {}) as Record<string, unknown>;
      const plain = parseJsonObject(
        decryptWechatResource(c.api_v3_key, {
          ciphertext: str(resource, 'ciphertext'),
          nonce: str(resource, 'nonce'),
          associated_data: str(resource, 'associated_data'),
        }),
      );
      if (str(plain, 'mchid') !== c.mchid || str(plain, 'appid') !== c.appid) throw new PaySignatureError('another merchant');
      const outTradeNo = str(plain, 'out_trade_no');
      const orderId = /^[0-9a-f]{32}$/.test(outTradeNo)
        ? `${outTradeNo.slice(0, 8)}-${outTradeNo.slice(8, 12)}-${outTradeNo.slice(12, 16)}-${outTradeNo.slice(16, 20)}-${outTradeNo.slice(20)}`
        : outTradeNo;
      const amount = (plain.amount ?? {}) as Record<string, unknown>;
      return {
        orderId,
        providerTxnId: str(plain, 'transaction_id'),
        amountFen: int(amount, 'total'),
        outcome: str(plain, 'trade_state') === 'SUCCESS' ? 'paid' : 'failed',
        payload: plain,
      };
    },
    async refund({ companyId, orderId, refundId, amountFen, totalFen, reason }) {
      const c = need(companyId);
      const answer = await call(c, '/v3/refund/domestic/refunds', {
        out_trade_no: orderId.replaceAll('-', ''),
        out_refund_no: refundId.replaceAll('-', ''),
        reason: reason.slice(0, 80),
        amount: { refund: amountFen, total: totalFen, currency: 'CNY' },
      });
      return str(answer, 'refund_id') || `wechat_refund_${refundId}`;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The native shell's pay bridge (lxdzPay): the shell takes signed parameters and pays; its payment
// service notifies the server, signed with the company's merchant secret (HMAC-SHA256).

export interface LxdzPayConfig {
  merchant_id: string;
  secret: string;
}

/** The canonical string of lxdz signatures: the fields sorted by name, `k=v` joined with `&` (sign excluded). */
export function lxdzCanonical(fields: Record<string, string | number>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${String(fields[k])}`)
    .join('&');
}
export const lxdzSign = (secret: string, fields: Record<string, string | number>): string => hmacHex(secret, lxdzCanonical(fields));

export function lxdzProvider(configs: Record<string, LxdzPayConfig>, now: () => Date): PayProvider {
  const configOf = (companyId: string): LxdzPayConfig | undefined => configs[companyId] ?? configs['*'];
  return {
    name: 'lxdz',
    available: (companyId) => configOf(companyId) !== undefined,
    async start({ companyId, orderId, amountFen, subject }) {
      const c = configOf(companyId);
      if (!c) throw badRequest(payMessages.providerUnavailable);
      const fields = {
        merchant_id: c.merchant_id,
        order_id: orderId,
        amount_fen: amountFen,
        subject,
        timestamp: String(Math.floor(now().getTime() / 1000)),
        nonce: randomBytes(12).toString('hex'),
      };
      return { provider: 'lxdz', ...fields, sign: lxdzSign(c.secret, fields) };
    },
    verify({ companyId, rawBody }) {
      const c = configOf(companyId);
      if (!c) throw new PaySignatureError('not configured');
      const body = parseJsonObject(rawBody);
      const fields: Record<string, string | number> = {};
      for (const [k, v] of Object.entries(body)) {
        if (typeof v !== 'string' && typeof v !== 'number') throw new PaySignatureError('unexpected field');
        fields[k] = v;
      }
      if (!safeEqual(lxdzSign(c.secret, fields), str(body, 'sign'))) throw new PaySignatureError();
      if (str(body, 'merchant_id') !== c.merchant_id) throw new PaySignatureError('another merchant');
      return {
        orderId: str(body, 'order_id'),
        providerTxnId: str(body, 'transaction_id'),
        amountFen: int(body, 'amount_fen'),
        outcome: str(body, 'status') === 'SUCCESS' ? 'paid' : 'failed',
        payload: body,
      };
    },
    async refund() {
      // The bridge has no refund API: the money goes back by the company's own channel, recorded here.
      throw badRequest(payMessages.refundUnsupported);
    },
  };
}

// ---------------------------------------------------------------------------------------------

export interface PayProviders {
  sandbox: SandboxProvider;
  wechat: PayProvider;
  lxdz: PayProvider;
}

function jsonEnv<T>(raw: string | undefined, name: string): Record<string, T> {
  if (!raw) return {};
  try {
    return JSON.parse(raw) as Record<string, T>;
  } catch {
    throw new Error(`${name} must be JSON: {"<company id>": {...}}`);
  }
}

/**
 * The providers of one server, from the environment. The sandbox pays without money: it is offered
 * only in demo mode (or with PAY_SANDBOX=1), never on a production server.
 */
export function providersFromEnv(env: NodeJS.ProcessEnv, now: () => Date, demoMode: boolean): PayProviders {
  const secret = env.PAY_SIGNING_SECRET || randomBytes(32).toString('hex');
  return {
    sandbox: sandboxProvider(secret, now, demoMode || env.PAY_SANDBOX === '1'),
    wechat: wechatProvider(jsonEnv<WechatPayConfig>(env.WECHAT_PAY, 'WECHAT_PAY'), now),
    lxdz: lxdzProvider(jsonEnv<LxdzPayConfig>(env.LXDZ_PAY, 'LXDZ_PAY'), now),
  };
}
