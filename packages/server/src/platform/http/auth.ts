import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { pushEndpoints } from '@campus/contracts';
import { authFail } from '../errors.ts';
import type { ResolvedToken } from '../identity/tokens.ts';
import type { AppContext } from '../context.ts';

export interface AuthContext {
  companyId: string;
  staffId: string;
  staff: ResolvedToken['staff'];
  company: ResolvedToken['company'];
  departmentName: string | null;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** `Authorization: Token <t>` or `Bearer <t>`; on the push stream only also `?token=` (EventSource sets no headers). */
export function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header === 'string') {
    const m = /^(?:Token|Bearer)\s+(\S+)\s*$/i.exec(header);
    if (m?.[1]) return m[1];
  }
  if (req.method === 'GET' && req.routeOptions.url === pushEndpoints.stream.url) {
    const q = req.query as Record<string, unknown> | undefined;
    if (q && typeof q.token === 'string' && q.token.length > 0) return q.token;
  }
  return null;
}

async function resolve(ctx: AppContext, req: FastifyRequest): Promise<AuthContext | null> {
  const token = tokenOf(req);
  if (!token) return null;
  // Cached per token hash (cache/caller-cache.ts): most requests ask nothing of the database here.
  const row = await ctx.caches.callers.resolve(token, ctx.now());
  if (!row) return null;
  return {
    companyId: row.staff.companyId,
    staffId: row.staff.id,
    staff: row.staff,
    company: row.company,
    departmentName: row.departmentName,
    tokenHash: row.tokenHash,
  };
}

/** 401 {code: 'AUTH_FAIL', msg} for a missing, malformed, expired or revoked token. */
export const authenticate =
  (ctx: AppContext): onRequestAsyncHookHandler =>
  async (req) => {
    const auth = await resolve(ctx, req);
    if (!auth) throw authFail();
    req.auth = auth;
  };

/** Sets req.auth when a valid token is sent; a sent but invalid token is still AUTH_FAIL. */
export const optionalAuthenticate =
  (ctx: AppContext): onRequestAsyncHookHandler =>
  async (req) => {
    if (!tokenOf(req)) return;
    const auth = await resolve(ctx, req);
    if (!auth) throw authFail();
    req.auth = auth;
  };
