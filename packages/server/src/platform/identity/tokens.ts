import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/types.ts';
import { authTokens, companies, departments, staff } from '../db/schema.ts';
import { isGuid, sha256Hex } from '../crypto.ts';
import { inCompany } from '../db/scoped.ts';

export const DEFAULT_TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * A token is `<company_id>.<32 random bytes, base64url>`. Only its SHA-256 is stored. The company
 * prefix routes the lookup to the company's rows (primary key (company_id, token_hash)), so the
 * lookup stays a single-shard query when the tables are distributed by company_id.
 */
export function newToken(companyId: string): { token: string; hash: string } {
  const token = `${companyId}.${randomBytes(32).toString('base64url')}`;
  return { token, hash: sha256Hex(token) };
}

export function parseToken(token: string): { companyId: string; hash: string } | null {
  const dot = token.indexOf('.');
  const companyId = token.slice(0, dot);
  if (dot <= 0 || !isGuid(companyId) || token.length - dot - 1 !== 43) return null;
  return { companyId, hash: sha256Hex(token) };
}

export async function issueToken(db: Database, companyId: string, staffId: string, ttlMs: number, now: Date): Promise<string> {
  const { token, hash } = newToken(companyId);
  await db.insert(authTokens).values({ companyId, tokenHash: hash, staffId, createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
  // Housekeeping: drop this staff's dead tokens.
  await db
    .delete(authTokens)
    .where(
      and(
        inCompany(authTokens, companyId),
        eq(authTokens.staffId, staffId),
        or(lt(authTokens.expiresAt, now), lt(authTokens.revokedAt, new Date(now.getTime() - ttlMs))),
      ),
    );
  return token;
}

/** The columns a request needs about its caller (no secrets: no password or login-code hash). */
const authColumns = {
  staff: {
    companyId: staff.companyId,
    id: staff.id,
    name: staff.name,
    phone: staff.phone,
    role: staff.role,
    departmentId: staff.departmentId,
    isPatrolman: staff.isPatrolman,
    isRepairman: staff.isRepairman,
    isOff3driver: staff.isOff3driver,
    canPublish: staff.canPublish,
  },
  company: {
    companyId: companies.companyId,
    name: companies.name,
    type: companies.type,
    mainColor: companies.mainColor,
    assetDir: companies.assetDir,
  },
  departmentName: departments.name,
  /** Caches must not serve the caller past it. */
  expiresAt: authTokens.expiresAt,
};

/** Every authenticated request runs this: one prepared statement per database (built and planned once). */
const prepare = (db: Database) =>
  db
    .select(authColumns)
    .from(authTokens)
    .innerJoin(staff, and(eq(staff.companyId, authTokens.companyId), eq(staff.id, authTokens.staffId)))
    .innerJoin(companies, eq(companies.companyId, authTokens.companyId))
    .leftJoin(departments, and(eq(departments.companyId, staff.companyId), eq(departments.id, staff.departmentId)))
    .where(
      and(
        eq(authTokens.companyId, sql.placeholder('companyId')),
        eq(authTokens.tokenHash, sql.placeholder('hash')),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql.placeholder('now')),
        eq(staff.isActive, true),
      ),
    )
    .limit(1)
    .prepare('campus_resolve_token');
const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

export type ResolvedToken = Awaited<ReturnType<ReturnType<typeof prepare>['execute']>>[number] & { tokenHash: string };

/** The caller behind a live token; null when missing, malformed, expired, revoked or the staff inactive. */
export async function resolveToken(db: Database, token: string, now: Date): Promise<ResolvedToken | null> {
  const parsed = parseToken(token);
  return parsed ? resolveParsedToken(db, parsed, now) : null;
}

/** resolveToken for a token already parsed (the caller cache keys on its hash). */
export async function resolveParsedToken(
  db: Database,
  parsed: { companyId: string; hash: string },
  now: Date,
): Promise<ResolvedToken | null> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepare(db)));
  const rows = await query.execute({ companyId: parsed.companyId, hash: parsed.hash, now });
  const row = rows[0];
  return row ? { ...row, tokenHash: parsed.hash } : null;
}

export async function revokeToken(db: Database, companyId: string, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(inCompany(authTokens, companyId, eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}

/** Revokes every live token of a staff (all devices), except one when given. Usable from tests and QA scripts. */
export async function revokeStaffTokens(
  db: Database,
  companyId: string,
  staffId: string,
  options: { now?: Date; except?: string } = {},
): Promise<number> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: options.now ?? new Date() })
    .where(
      and(
        inCompany(authTokens, companyId),
        eq(authTokens.staffId, staffId),
        isNull(authTokens.revokedAt),
        options.except ? ne(authTokens.tokenHash, options.except) : undefined,
      ),
    )
    .returning({ hash: authTokens.tokenHash });
  return rows.length;
}
