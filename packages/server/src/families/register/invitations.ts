/**
 * Invitation codes of quick registration (issue 40): an admin makes one for a department (the QR
 * code shown to newcomers carries the registration link with it), revokes it, lists them. A use is
 * one conditional UPDATE (live, not revoked, uses left), in the registration's transaction.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { registerMessages as M, type Invitation, type InvitationCreate, type InvitationPreview } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { departments, staff } from '../../platform/db/schema.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { notFound } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { ValidationError } from '../../platform/http/validation.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { localDateTime } from '../../platform/time.ts';
import { CROCKFORD_ALPHABET, draw, withFreshCode } from '../../platform/numbers/codes.ts';
import type { Page } from '@campus/contracts';
import { departmentOf } from './registration.ts';
import { registerInvitations as inv } from './schema.ts';

const CODE_LENGTH = 8;
const DAY_MS = 86_400_000;

/** A code as typed: upper case, without spaces (Crockford's alphabet has no I, L, O, U to confuse). */
export const normalCode = (code: string): string => code.replace(/\s+/g, '').toUpperCase();

const live = (now: Date) =>
  and(isNull(inv.revokedAt), gt(inv.expiresAt, now), or(isNull(inv.maxUses), lt(inv.usedCount, sql`${inv.maxUses}`)));

function invitationQuery(db: Database) {
  return db
    .select({ inv, department: departments.name, creator: staff.name })
    .from(inv)
    .innerJoin(departments, and(eq(departments.companyId, inv.companyId), eq(departments.id, inv.departmentId)))
    .innerJoin(staff, and(eq(staff.companyId, inv.companyId), eq(staff.id, inv.createdBy)));
}
type Row = Awaited<ReturnType<ReturnType<typeof invitationQuery>['execute']>>[number];

function view({ inv: r, department, creator }: Row, now: Date): Invitation {
  const state =
    r.revokedAt !== null
      ? 'revoked'
      : r.expiresAt <= now
        ? 'expired'
        : r.maxUses !== null && r.usedCount >= r.maxUses
          ? 'used_up'
          : 'active';
  const labels = { active: '有效', revoked: '已撤销', expired: '已过期', used_up: '已用完' } as const;
  return {
    id: r.id,
    code: r.code,
    department: { id: r.departmentId, name: department },
    job: r.job,
    created_by: { id: r.createdBy, name: creator },
    created_time: localDateTime(r.createdAt),
    expires_time: localDateTime(r.expiresAt),
    max_uses: r.maxUses,
    used_count: r.usedCount,
    state,
    state_label: labels[state],
  };
}

export async function listInvitations(
  db: Database,
  companyId: string,
  page: number,
  pageSize: number,
  now: Date,
): Promise<Page<Invitation>> {
  const where = inCompany(inv, companyId);
  const order = [desc(inv.companyId), desc(inv.createdAt), desc(inv.id)];
  const [total, ids] = await Promise.all([
    boundedCount(db, inv, where, page, pageSize, order),
    db
      .select({ id: inv.id })
      .from(inv)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await invitationQuery(db).where(
          inCompany(
            inv,
            companyId,
            inArray(
              inv.id,
              ids.map((r) => r.id),
            ),
          ),
        );
  const byId = new Map(rows.map((r) => [r.inv.id, r]));
  const results = ids.flatMap(({ id }) => {
    const row = byId.get(id);
    return row ? [view(row, now)] : [];
  });
  return toPage(total, page, pageSize, results);
}

export async function createInvitation(
  db: Database,
  admin: { companyId: string; staffId: string },
  body: InvitationCreate & { days: number },
  now: Date,
): Promise<Invitation> {
  const department = await departmentOf(db, admin.companyId, body.department_id);
  const id = randomUUID();
  await withFreshCode(
    () => draw.chars(CROCKFORD_ALPHABET, CODE_LENGTH),
    async (code) => {
      const rows = await db
        .insert(inv)
        .values({
          companyId: admin.companyId,
          id,
          code,
          departmentId: department.id,
          job: body.job?.trim() ? body.job.trim() : null,
          createdBy: admin.staffId,
          createdAt: now,
          expiresAt: new Date(now.getTime() + body.days * DAY_MS),
          maxUses: body.max_uses ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: inv.id });
      return rows[0];
    },
  );
  return invitationById(db, admin.companyId, id, now);
}

async function invitationById(db: Database, companyId: string, id: string, now: Date): Promise<Invitation> {
  const [row] = isGuid(id) ? await invitationQuery(db).where(inCompany(inv, companyId, eq(inv.id, id))) : [];
  if (!row) throw notFound();
  return view(row, now);
}

export async function revokeInvitation(db: Database, companyId: string, id: string, now: Date): Promise<Invitation> {
  if (!isGuid(id)) throw notFound();
  await db
    .update(inv)
    .set({ revokedAt: now })
    .where(inCompany(inv, companyId, eq(inv.id, id), isNull(inv.revokedAt)));
  return invitationById(db, companyId, id, now);
}

/** What the quick registration screen shows of a code before the form is sent. */
export async function previewInvitation(
  db: Database,
  companyId: string,
  code: string,
  now: Date,
): Promise<InvitationPreview & { id: string | null; departmentId: string | null }> {
  const [row] = await db
    .select({ id: inv.id, departmentId: inv.departmentId, department: departments.name, job: inv.job })
    .from(inv)
    .innerJoin(departments, and(eq(departments.companyId, inv.companyId), eq(departments.id, inv.departmentId)))
    .where(inCompany(inv, companyId, eq(inv.code, normalCode(code)), live(now)));
  if (!row) return { valid: false, department: null, job: null, id: null, departmentId: null };
  return { valid: true, department: row.department, job: row.job, id: row.id, departmentId: row.departmentId };
}

/** One use of the invitation, if it is still live (concurrent uses of the last one: one wins). */
export async function useInvitation(tx: Database, companyId: string, id: string, now: Date): Promise<void> {
  const used = await tx
    .update(inv)
    .set({ usedCount: sql`${inv.usedCount} + 1` })
    .where(inCompany(inv, companyId, eq(inv.id, id), live(now)))
    .returning({ id: inv.id });
  if (used.length === 0) throw new ValidationError({ invite_code: [M.inviteInvalid] });
}
