/**
 * Delegation (代理审批, issue 41): an approver going away names a delegate for a range of days. Steps
 * pending for him in that range go to the delegate too (`approval_steps.delegate_id`), chains
 * resolved (A → B → C: C), and he can still act himself. A loop is refused when it is set; the
 * delegate of an order its own applicant would be is left out (nobody approves his own order).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { addHubDays, hubDate, type Delegation } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { inCompany } from '../db/scoped.ts';
import { fieldError, notFound } from '../errors.ts';
import { ValidationError } from '../http/validation.ts';
import { isGuid } from '../crypto.ts';
import { activeStaff, staffBriefs, unknownStaff } from '../directory/directory.ts';
import { approvalDelegations, approvalSteps, orders } from './schema.ts';
import type { Actor } from './policy.ts';

type DelegationRow = typeof approvalDelegations.$inferSelect;

export const delegationMessages = {
  self: '不能委托给自己',
  unknown: '代理人不存在或已停用',
  range: '结束日期不能早于开始日期',
  past: '结束日期不能早于今天',
  overlap: '该时间段已设置代理人',
  loop: (name: string) => `不能形成循环代理：${name}已在该时间段内（直接或间接）委托给您`,
} as const;

/** Delegations in force on `day` (not cancelled, the day in range), by the staff who set them. */
async function inForce(db: Database, companyId: string, day: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ staffId: approvalDelegations.staffId, delegateId: approvalDelegations.delegateId })
    .from(approvalDelegations)
    .where(
      inCompany(
        approvalDelegations,
        companyId,
        isNull(approvalDelegations.cancelledAt),
        lte(approvalDelegations.startsOn, day),
        gte(approvalDelegations.endsOn, day),
      ),
    )
    .orderBy(desc(approvalDelegations.createdAt));
  const out = new Map<string, string>();
  for (const r of rows) if (!out.has(r.staffId)) out.set(r.staffId, r.delegateId);
  return out;
}

/**
 * The end of an approver's delegation chain on a map of delegations: null when he has none. A link
 * that would hand the order to its applicant ends the chain before it.
 */
export function chainEnd(edges: ReadonlyMap<string, string>, approverId: string, applicantId?: string): string | null {
  let current = approverId;
  const seen = new Set([approverId]);
  for (;;) {
    const next = edges.get(current);
    if (next === undefined || seen.has(next) || next === applicantId) break;
    seen.add(next);
    current = next;
  }
  return current === approverId ? null : current;
}

/** The delegate a step of `approverId` gets now (a step becoming pending). */
export async function delegateFor(
  db: Database,
  companyId: string,
  approverId: string,
  applicantId: string,
  now: Date,
): Promise<string | null> {
  const edges = await inForce(db, companyId, hubDate(now));
  return chainEnd(edges, approverId, applicantId);
}

/**
 * Sets every pending step of the company to the delegate its approver has today (or none): after a
 * delegation is set or cancelled, and by the sweep when a range starts or ends. One UPDATE per
 * approver concerned; the applicant's own orders keep no delegate of his.
 */
export async function refreshDelegates(db: Database, companyId: string, now: Date): Promise<void> {
  const edges = await inForce(db, companyId, hubDate(now));
  const withDelegate = await db
    .selectDistinct({ approverId: approvalSteps.approverId })
    .from(approvalSteps)
    .where(and(inCompany(approvalSteps, companyId), sql`${approvalSteps.state} = 'pending' AND ${approvalSteps.delegateId} IS NOT NULL`));
  const approvers = new Set([...edges.keys(), ...withDelegate.map((r) => r.approverId)]);
  for (const approverId of approvers) {
    const end = chainEnd(edges, approverId);
    const pendingOf = and(
      inCompany(approvalSteps, companyId),
      eq(approvalSteps.approverId, approverId),
      sql`${approvalSteps.state} = 'pending'`,
    );
    if (end === null) {
      await db
        .update(approvalSteps)
        .set({ delegateId: null })
        .where(and(pendingOf, sql`${approvalSteps.delegateId} IS NOT NULL`));
      continue;
    }
    const ownOrder = sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.companyId} = ${approvalSteps.companyId} AND ${orders.id} = ${approvalSteps.orderId} AND ${orders.applicantId} = ${end})`;
    await db
      .update(approvalSteps)
      .set({ delegateId: end })
      .where(and(pendingOf, sql`${approvalSteps.delegateId} IS DISTINCT FROM ${end}`, sql`NOT ${ownOrder}`));
    // On his own orders the end of the chain would approve himself: the approver keeps them alone.
    await db
      .update(approvalSteps)
      .set({ delegateId: null })
      .where(and(pendingOf, eq(approvalSteps.delegateId, end), ownOrder));
  }
}

/** Companies whose delegations start or end around `now` (the sweep refreshes these). */
export async function companiesWithDelegations(db: Database, now: Date): Promise<string[]> {
  const yesterday = addHubDays(hubDate(now), -1);
  const rows = await db
    .selectDistinct({ companyId: approvalDelegations.companyId })
    .from(approvalDelegations)
    .where(gte(approvalDelegations.endsOn, yesterday));
  const stale = await db
    .selectDistinct({ companyId: approvalSteps.companyId })
    .from(approvalSteps)
    .where(sql`${approvalSteps.state} = 'pending' AND ${approvalSteps.delegateId} IS NOT NULL`);
  return [...new Set([...rows, ...stale].map((r) => r.companyId))];
}

function stateOf(row: DelegationRow, today: string): Delegation['state'] {
  if (row.cancelledAt !== null || row.endsOn < today) return 'ended';
  return row.startsOn > today ? 'upcoming' : 'active';
}

async function views(db: Database, companyId: string, rows: DelegationRow[], now: Date): Promise<Delegation[]> {
  const people = await staffBriefs(
    db,
    companyId,
    rows.flatMap((r) => [r.staffId, r.delegateId]),
  );
  const ref = (id: string) => {
    const p = people.get(id) ?? unknownStaff(id);
    return { id: p.id, name: p.name };
  };
  const today = hubDate(now);
  return rows.map((r) => ({
    id: r.id,
    staff: ref(r.staffId),
    delegate: ref(r.delegateId),
    starts_on: r.startsOn,
    ends_on: r.endsOn,
    state: stateOf(r, today),
    cancelled: r.cancelledAt !== null,
  }));
}

/** The caller's delegations and those naming him, newest first (a person keeps a handful). */
export async function listDelegations(db: Database, actor: Actor, now: Date): Promise<{ mine: Delegation[]; to_me: Delegation[] }> {
  const rows = await db
    .select()
    .from(approvalDelegations)
    .where(
      inCompany(
        approvalDelegations,
        actor.companyId,
        or(eq(approvalDelegations.staffId, actor.staffId), eq(approvalDelegations.delegateId, actor.staffId)),
      ),
    )
    .orderBy(desc(approvalDelegations.createdAt), desc(approvalDelegations.id))
    .limit(100);
  const all = await views(db, actor.companyId, rows, now);
  return { mine: all.filter((d) => d.staff.id === actor.staffId), to_me: all.filter((d) => d.delegate.id === actor.staffId) };
}

/**
 * The caller names a delegate from `starts_on` to `ends_on`. Refused: himself, an unknown or inactive
 * staff, a range that ends before it starts or before today, a range overlapping one of his own, and
 * a loop (the delegate, directly or through others, delegates back to him on a day of the range).
 * Delegations of a company are set one at a time (an advisory lock), so two people naming each
 * other at once cannot both pass the loop check.
 */
export async function createDelegation(
  db: Database,
  actor: Actor,
  input: { delegate_id: string; starts_on: string; ends_on: string },
  now: Date,
): Promise<Delegation> {
  const { delegate_id: delegateId, starts_on: startsOn, ends_on: endsOn } = input;
  if (delegateId === actor.staffId) throw fieldError('delegate_id', delegationMessages.self);
  if (endsOn < startsOn) throw fieldError('ends_on', delegationMessages.range);
  if (endsOn < hubDate(now)) throw fieldError('ends_on', delegationMessages.past);
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`approval_delegations:${actor.companyId}`}))`);
    const delegate = isGuid(delegateId) ? await activeStaff(tx, actor.companyId, delegateId) : undefined;
    if (!delegate) throw fieldError('delegate_id', delegationMessages.unknown);
    const overlapping = await tx
      .select()
      .from(approvalDelegations)
      .where(
        inCompany(
          approvalDelegations,
          actor.companyId,
          isNull(approvalDelegations.cancelledAt),
          lte(approvalDelegations.startsOn, endsOn),
          gte(approvalDelegations.endsOn, startsOn),
        ),
      );
    if (overlapping.some((d) => d.staffId === actor.staffId)) throw fieldError('starts_on', delegationMessages.overlap);
    const loop = loopThrough(overlapping, actor.staffId, delegateId);
    if (loop) {
      const names = await staffBriefs(tx, actor.companyId, [loop]);
      throw new ValidationError({ delegate_id: [delegationMessages.loop(names.get(loop)?.name ?? delegate.name)] });
    }
    const [inserted] = await tx
      .insert(approvalDelegations)
      .values({ companyId: actor.companyId, id: randomUUID(), staffId: actor.staffId, delegateId, startsOn, endsOn, createdAt: now })
      .returning();
    await refreshDelegates(tx, actor.companyId, now);
    return inserted as DelegationRow;
  });
  const [view] = await views(db, actor.companyId, [row], now);
  return view as Delegation;
}

/**
 * Would `staffId → delegateId` close a loop with the delegations overlapping its range? Answers the
 * person whose delegation leads back to `staffId`, or null. (Overlapping ranges are treated as one
 * day: a chain that could meet on any day of the range is refused.)
 */
export function loopThrough(
  overlapping: readonly Pick<DelegationRow, 'staffId' | 'delegateId'>[],
  staffId: string,
  delegateId: string,
): string | null {
  const next = new Map<string, string[]>();
  for (const d of overlapping) next.set(d.staffId, [...(next.get(d.staffId) ?? []), d.delegateId]);
  const stack = [delegateId];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const at = stack.pop() as string;
    if (seen.has(at)) continue;
    seen.add(at);
    for (const to of next.get(at) ?? []) {
      if (to === staffId) return at;
      stack.push(to);
    }
  }
  return null;
}

/** The caller ends one of his delegations now; steps with the delegate go back to him alone. */
export async function cancelDelegation(db: Database, actor: Actor, id: string, now: Date): Promise<Delegation> {
  if (!isGuid(id)) throw notFound();
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [updated] = await tx
      .update(approvalDelegations)
      .set({ cancelledAt: sql`COALESCE(${approvalDelegations.cancelledAt}, ${now})` })
      .where(
        inCompany(approvalDelegations, actor.companyId, eq(approvalDelegations.id, id), eq(approvalDelegations.staffId, actor.staffId)),
      )
      .returning();
    if (!updated) throw notFound();
    await refreshDelegates(tx, actor.companyId, now);
    return updated;
  });
  const [view] = await views(db, actor.companyId, [row], now);
  return view as Delegation;
}
