/**
 * Tells applicants the decision on their registration by SMS (issue 40), after the decision's
 * transaction has committed: a decided application not yet told is claimed with one conditional
 * UPDATE (notified_at), so each is sent once however many servers sweep. Through the platform's
 * SMS sender: purpose register_approved or register_rejected, no code (the gateway's template says
 * the rest; docs/server.md "Registration").
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { registerApplications as apps } from './schema.ts';

export const DECISION_PURPOSES = { approved: 'register_approved', rejected: 'register_rejected', cancelled: 'register_cancelled' } as const;
const BATCH = 50;

/** Sends the decisions not yet told; answers how many were sent. */
export async function tellDecisions(ctx: AppContext): Promise<number> {
  const db = ctx.handle.db;
  const due = await db
    .select({ companyId: apps.companyId, id: apps.id })
    .from(apps)
    .where(and(isNull(apps.notifiedAt), isNotNull(apps.decidedAt)))
    .orderBy(asc(apps.decidedAt))
    .limit(BATCH);
  let sent = 0;
  for (const { companyId, id } of due) {
    const [claimed] = await db
      .update(apps)
      .set({ notifiedAt: ctx.now() })
      .where(and(eq(apps.companyId, companyId), eq(apps.id, id), isNull(apps.notifiedAt)))
      .returning({ phone: apps.phone, status: apps.status });
    if (!claimed || claimed.status === 'pending') continue;
    try {
      await ctx.codeSender.send({ companyId, phone: claimed.phone }, '', DECISION_PURPOSES[claimed.status]);
      sent++;
    } catch (err) {
      ctx.log.warn({ err, companyId }, 'registration decision SMS failed');
    }
  }
  return sent;
}
