import { randomBytes } from 'node:crypto';
import type { WechatConfigResponse } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { wechatTickets } from '../db/schema.ts';
import { sha256Hex } from '../crypto.ts';
import { httpWechatOAuthClient, type WechatOAuthClient } from './wechat-oauth.ts';
import { inCompany } from '../db/scoped.ts';

export interface WechatCredentials {
  appid: string;
  secret: string;
}

export interface WechatOptions {
  /** Credentials per company id; `*` applies to every company without its own entry. */
  apps?: Record<string, WechatCredentials>;
  fetch?: typeof fetch;
  /** Base of the WeChat API (tests point it elsewhere). */
  apiBase?: string;
  /** The OAuth code exchange (default: HTTP to the WeChat API). */
  oauth?: WechatOAuthClient;
}

const TICKET_TTL_S = 7200;
/** Refresh a cached ticket this long before it expires. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;

/**
 * The jsapi ticket and appid for the WeChat JS-SDK signature (spec section 7, remote configuration).
 * With credentials the ticket comes from WeChat (access_token, then getticket); without, a local
 * ticket is issued so the signature flow runs end to end offline. Tickets are cached in the
 * database (shared by every instance) until shortly before they expire.
 */
export class WechatService {
  private readonly inflight = new Map<string, Promise<WechatConfigResponse>>();

  constructor(
    private readonly db: Database,
    private readonly options: WechatOptions = {},
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The openid behind an snsapi_base OAuth code, with the company's app secret; undefined without credentials. */
  async openidForCode(companyId: string, code: string): Promise<string | undefined> {
    const creds = this.credentialsFor(companyId);
    if (!creds) return undefined;
    const client =
      this.options.oauth ??
      httpWechatOAuthClient({
        ...(this.options.fetch ? { fetch: this.options.fetch } : {}),
        ...(this.options.apiBase ? { apiBase: this.options.apiBase } : {}),
      });
    return client.openidForCode(creds, code);
  }

  credentialsFor(companyId: string): WechatCredentials | undefined {
    return this.options.apps?.[companyId] ?? this.options.apps?.['*'];
  }

  async config(companyId: string): Promise<WechatConfigResponse> {
    const running = this.inflight.get(companyId);
    if (running) return running;
    const p = this.load(companyId).finally(() => this.inflight.delete(companyId));
    this.inflight.set(companyId, p);
    return p;
  }

  private async load(companyId: string): Promise<WechatConfigResponse> {
    const now = this.now();
    const creds = this.credentialsFor(companyId);
    const [cached] = await this.db.select().from(wechatTickets).where(inCompany(wechatTickets, companyId)).limit(1);
    const wantLocal = !creds;
    if (
      cached &&
      cached.local === wantLocal &&
      (wantLocal || cached.appid === creds?.appid) &&
      cached.expiresAt.getTime() - REFRESH_MARGIN_MS > now.getTime()
    ) {
      return answer(cached.ticket, cached.appid, cached.expiresAt, now, cached.local);
    }
    const fresh = creds ? await this.fetchTicket(creds) : { ticket: localTicket(), expiresIn: TICKET_TTL_S };
    const appid = creds ? creds.appid : localAppid(companyId);
    const expiresAt = new Date(now.getTime() + fresh.expiresIn * 1000);
    await this.db
      .insert(wechatTickets)
      .values({ companyId, appid, ticket: fresh.ticket, local: wantLocal, expiresAt })
      .onConflictDoUpdate({ target: wechatTickets.companyId, set: { appid, ticket: fresh.ticket, local: wantLocal, expiresAt } });
    return answer(fresh.ticket, appid, expiresAt, now, wantLocal);
  }

  private async fetchTicket(creds: WechatCredentials): Promise<{ ticket: string; expiresIn: number }> {
    const doFetch = this.options.fetch ?? fetch;
    const base = this.options.apiBase ?? 'https://api.weixin.qq.com';
    const tokenRes = await doFetch(
      `${base}/cgi-bin/token?grant_type=client_credential&appid=${encodeURIComponent(creds.appid)}&secret=${encodeURIComponent(creds.secret)}`,
      { signal: AbortSignal.timeout(5000) },
    );
    const tokenBody = (await tokenRes.json()) as { access_token?: string; errcode?: number; errmsg?: string };
    if (!tokenBody.access_token) throw new Error(`WeChat access_token failed: ${tokenBody.errcode ?? '?'} ${tokenBody.errmsg ?? ''}`);
    const ticketRes = await doFetch(
      `${base}/cgi-bin/ticket/getticket?type=jsapi&access_token=${encodeURIComponent(tokenBody.access_token)}`,
      { signal: AbortSignal.timeout(5000) },
    );
    const ticketBody = (await ticketRes.json()) as { ticket?: string; expires_in?: number; errcode?: number; errmsg?: string };
    if (!ticketBody.ticket) throw new Error(`WeChat getticket failed: ${ticketBody.errcode ?? '?'} ${ticketBody.errmsg ?? ''}`);
    return { ticket: ticketBody.ticket, expiresIn: ticketBody.expires_in ?? TICKET_TTL_S };
  }
}

function answer(ticket: string, appid: string, expiresAt: Date, now: Date, local: boolean): WechatConfigResponse {
  return { ticket, appid, app_id: appid, expires_in: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)), local };
}

/** A stable appid-like id for a company without WeChat credentials: `wx` + 16 hex characters. */
export const localAppid = (companyId: string): string => `wx${sha256Hex(`campus-hub:${companyId}`).slice(0, 16)}`;
const localTicket = (): string => `local-${randomBytes(24).toString('base64url')}`;

/** Parses WECHAT_APPS (`{"<company id>|*": {"appid": "...", "secret": "..."}}`). */
export function parseWechatApps(json: string | undefined): Record<string, WechatCredentials> | undefined {
  if (!json) return undefined;
  const parsed = JSON.parse(json) as Record<string, WechatCredentials>;
  for (const [k, v] of Object.entries(parsed)) {
    if (typeof v?.appid !== 'string' || typeof v.secret !== 'string') throw new Error(`WECHAT_APPS.${k}: appid and secret are required`);
  }
  return parsed;
}
