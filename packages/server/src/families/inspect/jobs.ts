/**
 * The family's once-a-minute jobs, each taking the clock as an argument (tests pass their own):
 * - the day's rounds are made from the routes' schedules, and a round whose shift has ended without
 *   its last point is marked 未完成 with the points it missed named;
 * - an open alarm nobody acknowledged within its type's time goes one level up: a conditional update
 *   on (status open, its level) moves it, so of two runners (two servers on one PostgreSQL) exactly
 *   one records the step and pushes the next level's handlers; at the top level it stays.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { INSPECT_PUSH, hubDate } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { companies } from '../../platform/db/schema.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { inspectPush, sendAll } from './common.ts';
import { alarmTypes, alarms, inspectPoints, inspectRecords, inspectRounds } from './schema.ts';
import { ensureRounds } from './round-views.ts';
import { handlersAt } from './alarm-views.ts';
import { addAlarmEvent } from './alarms.ts';

const BATCH = 200;

export interface RoundSweep {
  closed: number;
}

/** Marks the company's rounds whose shift ended before `now` 未完成, naming their missed points. */
export async function closeRounds(db: Database, companyId: string, now: Date): Promise<number> {
  await ensureRounds(db, companyId, hubDate(now), now);
  const open = await db
    .select()
    .from(inspectRounds)
    .where(inCompany(inspectRounds, companyId, inArray(inspectRounds.status, ['pending', 'in_progress']), lte(inspectRounds.endAt, now)))
    .orderBy(asc(inspectRounds.endAt))
    .limit(BATCH);
  let closed = 0;
  for (const round of open) {
    const [points, records] = await Promise.all([
      db
        .select({ id: inspectPoints.id, name: inspectPoints.name })
        .from(inspectPoints)
        .where(inCompany(inspectPoints, companyId, eq(inspectPoints.routeId, round.routeId)))
        .orderBy(asc(inspectPoints.seq)),
      db
        .select({ pointId: inspectRecords.pointId })
        .from(inspectRecords)
        .where(inCompany(inspectRecords, companyId, eq(inspectRecords.roundId, round.id))),
    ]);
    const seen = new Set(records.map((r) => r.pointId));
    const moved = await db
      .update(inspectRounds)
      .set({ status: 'incomplete', missed: points.filter((p) => !seen.has(p.id)), closedAt: now })
      .where(inCompany(inspectRounds, companyId, eq(inspectRounds.id, round.id), inArray(inspectRounds.status, ['pending', 'in_progress'])))
      .returning({ id: inspectRounds.id });
    closed += moved.length;
  }
  return closed;
}

/** Moves the company's overdue open alarms one level up (once per level); answers how many moved. */
export async function escalateAlarms(ctx: AppContext, companyId: string, now: Date): Promise<number> {
  const db = ctx.handle.db;
  const due = await db
    .select({ alarm: alarms, typeName: alarmTypes.name })
    .from(alarms)
    .innerJoin(alarmTypes, and(eq(alarmTypes.companyId, alarms.companyId), eq(alarmTypes.id, alarms.typeId)))
    .where(
      inCompany(
        alarms,
        companyId,
        eq(alarms.status, 'open'),
        lte(alarms.levelAt, sql`${now.toISOString()}::timestamptz - make_interval(mins => ${alarmTypes.ackMinutes})`),
      ),
    )
    .orderBy(asc(alarms.levelAt))
    .limit(BATCH);
  let moved = 0;
  for (const { alarm, typeName } of due) {
    const next = alarm.level + 1;
    const handlers = await handlersAt(db, companyId, next);
    if (handlers.length === 0) continue; // the top level: nobody above
    const won = await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const rows = await tx
        .update(alarms)
        .set({ level: next, levelAt: now })
        .where(inCompany(alarms, companyId, eq(alarms.id, alarm.id), eq(alarms.status, 'open'), eq(alarms.level, alarm.level)))
        .returning({ id: alarms.id });
      if (rows.length === 0) return false;
      await addAlarmEvent(tx, companyId, alarm.id, 'escalate', null, `超时未确认，升级至第${String(next + 1)}级`, now);
      return true;
    });
    if (!won) continue;
    moved += 1;
    await sendAll(
      ctx,
      companyId,
      handlers.map((id) =>
        inspectPush(id, alarm.id, INSPECT_PUSH.alarmEscalated, '告警升级', `${alarm.place}：${typeName}，超时未确认，请尽快处理`),
      ),
    );
  }
  return moved;
}

/** Both jobs for every company at `now`. */
export async function runInspectJobs(ctx: AppContext, now: Date): Promise<{ closed: number; escalated: number }> {
  const list = await ctx.handle.db.select({ id: companies.companyId }).from(companies);
  let closed = 0;
  let escalated = 0;
  for (const { id } of list) {
    closed += await closeRounds(ctx.handle.db, id, now);
    escalated += await escalateAlarms(ctx, id, now);
  }
  return { closed, escalated };
}

export function startInspectTimer(app: FastifyInstance, ctx: AppContext): void {
  const timer = setInterval(() => {
    runInspectJobs(ctx, ctx.now()).catch((err: unknown) => ctx.log.error({ err }, 'inspect jobs failed'));
  }, 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
