/**
 * Violations (saViolationDetail) found on a round or a room check, and the reform tasks (整改任务,
 * saReformTaskList and saReformTaskDetail) they raise: the responsible person submits evidence, the
 * inspector (who raised it) or an admin accepts or reopens. One task per violation (a unique key);
 * every move is a conditional update on the state it leaves.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  INSPECT_MESSAGES as M,
  INSPECT_PUSH,
  REFORM_STATUS_LABELS,
  VIOLATION_SOURCE_LABELS,
  hubDate,
  inspectEndpoints,
  type ReformInfo,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { activeStaff, staffBriefs } from '../../platform/directory/directory.ts';
import { checkAttachments, fileRefs } from '../../platform/files/index.ts';
import { isGuid } from '../../platform/crypto.ts';
import { pgCode } from '../../platform/db/pg-code.ts';
import { forbiddenWith, idOrNone, inspectPush, isAdmin, isPatrolman, requirePatrolman, sendAll, time } from './common.ts';
import { inspectReformTasks, inspectViolations } from './schema.ts';
import { addTaskEvent, taskEvents } from './task-events.ts';
import { taskLifecycle } from './task-lifecycle.ts';

type ViolationRow = typeof inspectViolations.$inferSelect;
type TaskRow = typeof inspectReformTasks.$inferSelect;

/** open -> submitted (the responsible person's evidence) -> accepted, or reopened by the inspector (task-lifecycle.ts). */
const reformLifecycle = (ctx: AppContext) =>
  taskLifecycle<typeof inspectReformTasks, TaskRow>(ctx, {
    table: inspectReformTasks,
    states: { open: 'open', handedIn: 'submitted', done: 'accepted' },
    doerOf: (row) => row.responsibleId,
    handIn: {
      action: 'submit',
      values: (remark, photos) => ({ evidenceRemark: remark, evidencePhotos: photos }),
      notice: { kind: INSPECT_PUSH.reformSubmitted, title: '整改任务待验收', content: (row) => `${row.title}已提交整改材料` },
    },
    acceptAction: 'accept',
    reopenNotice: { kind: INSPECT_PUSH.reform, title: '整改任务被退回', content: (row, reason) => `${row.title}被退回：${reason}` },
  });

export function inspectViolationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;
  const today = () => hubDate(ctx.now());
  const lifecycle = reformLifecycle(ctx);

  async function violationRows(companyId: string, rows: ViolationRow[]) {
    const names = await staffBriefs(
      db(),
      companyId,
      rows.flatMap((r) => (r.personId ? [r.personId, r.foundBy] : [r.foundBy])),
    );
    const tasks = rows.length
      ? await db()
          .select({ id: inspectReformTasks.id, violationId: inspectReformTasks.violationId })
          .from(inspectReformTasks)
          .where(
            and(
              inCompany(inspectReformTasks, companyId),
              inArray(
                inspectReformTasks.violationId,
                rows.map((r) => r.id),
              ),
            ),
          )
      : [];
    const taskOf = new Map(tasks.map((t) => [t.violationId, t.id]));
    const person = (id: string) => ({ id, name: names.get(id)?.name ?? '' });
    return rows.map((r) => ({
      id: r.id,
      rule: r.rule,
      place: r.place,
      person: r.personId ? person(r.personId) : null,
      room: r.room,
      source: r.source,
      source_label: VIOLATION_SOURCE_LABELS[r.source],
      found_by: person(r.foundBy),
      created_time: time(r.createdAt) ?? '',
      reform_task_id: taskOf.get(r.id) ?? null,
    }));
  }

  async function violationInfo(auth: AuthContext, id: string) {
    const [row] = await db()
      .select()
      .from(inspectViolations)
      .where(inCompany(inspectViolations, auth.companyId, eq(inspectViolations.id, idOrNone(id))));
    if (!row || !(isPatrolman(auth) || row.foundBy === auth.staffId || row.personId === auth.staffId)) throw notFound();
    const [[view], photos] = await Promise.all([violationRows(auth.companyId, [row]), fileRefs(db(), auth.companyId, row.photos)]);
    if (!view) throw notFound();
    return {
      ...view,
      description: row.description,
      photos,
      round_id: row.roundId,
      can_raise_task: isPatrolman(auth) && view.reform_task_id === null,
    };
  }

  async function taskRows(companyId: string, rows: TaskRow[]) {
    const names = await staffBriefs(
      db(),
      companyId,
      rows.flatMap((r) => [r.responsibleId, r.inspectorId]),
    );
    const person = (id: string) => ({ id, name: names.get(id)?.name ?? '' });
    const day = today();
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      place: r.place,
      status: r.status,
      status_label: REFORM_STATUS_LABELS[r.status],
      responsible: person(r.responsibleId),
      inspector: person(r.inspectorId),
      deadline: r.deadline,
      overdue: r.status === 'open' && r.deadline < day,
      created_time: time(r.createdAt) ?? '',
    }));
  }

  async function visibleTask(auth: AuthContext, id: string): Promise<TaskRow> {
    const [row] = await db()
      .select()
      .from(inspectReformTasks)
      .where(inCompany(inspectReformTasks, auth.companyId, eq(inspectReformTasks.id, idOrNone(id))));
    if (!row || (row.responsibleId !== auth.staffId && row.inspectorId !== auth.staffId && !isAdmin(auth))) throw notFound();
    return row;
  }

  async function taskInfo(auth: AuthContext, id: string): Promise<ReformInfo> {
    const row = await visibleTask(auth, id);
    const [[view], photos, events] = await Promise.all([
      taskRows(auth.companyId, [row]),
      fileRefs(db(), auth.companyId, row.evidencePhotos),
      taskEvents<ReformInfo['events'][number]['action']>(db(), auth.companyId, row.id),
    ]);
    const checker = row.inspectorId === auth.staffId || isAdmin(auth);
    if (!view) throw notFound();
    return {
      ...view,
      violation_id: row.violationId,
      requirement: row.requirement,
      evidence_remark: row.evidenceRemark,
      evidence_photos: photos,
      reopen_count: row.reopenCount,
      events,
      can: {
        submit: row.responsibleId === auth.staffId && row.status === 'open',
        accept: checker && row.status === 'submitted',
        reopen: checker && row.status === 'submitted',
      },
    };
  }

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.violations,
    async handler({ auth, query }) {
      const t = inspectViolations;
      const where = and(inCompany(t, auth.companyId), isPatrolman(auth) ? undefined : eq(t.personId, auth.staffId));
      const order = [desc(t.createdAt), desc(t.id)];
      const [total, rows] = await Promise.all([
        boundedCount(db(), t, where, query.page, query.page_size, order),
        db()
          .select()
          .from(t)
          .where(where)
          .orderBy(...order)
          .limit(query.page_size)
          .offset(offsetOf(query.page, query.page_size)),
      ]);
      return toPage(total, query.page, query.page_size, await violationRows(auth.companyId, rows));
    },
  });

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.createViolation,
    async handler({ auth, body, reply }) {
      requirePatrolman(auth);
      const c = auth.companyId;
      const earlier = async () => {
        const [row] = await db()
          .select({ id: inspectViolations.id })
          .from(inspectViolations)
          .where(
            inCompany(inspectViolations, c, eq(inspectViolations.foundBy, auth.staffId), eq(inspectViolations.clientKey, body.client_key)),
          );
        return row?.id;
      };
      const before = await earlier();
      if (before) return violationInfo(auth, before);
      if (body.person_id && !(isGuid(body.person_id) && (await activeStaff(db(), c, body.person_id))))
        throw fieldError('person_id', M.staffUnknown);
      await checkAttachments(db(), auth, body.photos, 'photos');
      const id = randomUUID();
      try {
        await db()
          .insert(inspectViolations)
          .values({
            companyId: c,
            id,
            rule: body.rule,
            place: body.place,
            personId: body.person_id ?? null,
            room: body.room || null,
            description: body.description,
            photos: body.photos,
            source: body.source,
            roundId: body.round_id && isGuid(body.round_id) ? body.round_id : null,
            foundBy: auth.staffId,
            clientKey: body.client_key,
            createdAt: ctx.now(),
          });
      } catch (err) {
        const other = pgCode(err) === '23505' ? await earlier() : undefined;
        if (!other) throw err;
        return violationInfo(auth, other);
      }
      reply.code(201);
      return violationInfo(auth, id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.violation,
    handler: async ({ auth, params }) => violationInfo(auth, params.id),
  });

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.raiseTask,
    async handler({ auth, params, body, reply }) {
      const violation = await violationInfo(auth, params.id);
      requirePatrolman(auth);
      if (violation.reform_task_id) throw badRequest('该违规已下发整改任务');
      const responsible = isGuid(body.responsible_id) ? await activeStaff(db(), auth.companyId, body.responsible_id) : undefined;
      if (!responsible) throw fieldError('responsible_id', M.staffUnknown);
      const id = randomUUID();
      const now = ctx.now();
      const title = `${violation.rule}整改`;
      try {
        await db().transaction(async (t) => {
          const tx = t as unknown as Database;
          await tx.insert(inspectReformTasks).values({
            companyId: auth.companyId,
            id,
            violationId: violation.id,
            title,
            place: violation.place,
            requirement: body.requirement,
            responsibleId: responsible.id,
            inspectorId: auth.staffId,
            deadline: body.deadline,
            status: 'open',
            createdAt: now,
          });
          await addTaskEvent(tx, {
            companyId: auth.companyId,
            subjectId: id,
            action: 'open',
            actorId: auth.staffId,
            remark: body.requirement,
            at: now,
          });
        });
      } catch (err) {
        if (pgCode(err) === '23505') throw badRequest('该违规已下发整改任务');
        throw err;
      }
      await sendAll(ctx, auth.companyId, [
        inspectPush(responsible.id, id, INSPECT_PUSH.reform, '新的整改任务', `${title}，请于${body.deadline}前完成`),
      ]);
      reply.code(201);
      return taskInfo(auth, id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.reformTasks,
    async handler({ auth, query }) {
      if (query.scope === 'all' && !isAdmin(auth)) throw forbiddenWith(M.notAdmin);
      const t = inspectReformTasks;
      const where = and(
        inCompany(t, auth.companyId),
        query.scope === 'mine'
          ? eq(t.responsibleId, auth.staffId)
          : query.scope === 'inspecting'
            ? eq(t.inspectorId, auth.staffId)
            : undefined,
        query.status ? eq(t.status, query.status) : undefined,
      );
      const order = [desc(t.createdAt), desc(t.id)];
      const [total, rows] = await Promise.all([
        boundedCount(db(), t, where, query.page, query.page_size, order),
        db()
          .select()
          .from(t)
          .where(where)
          .orderBy(...order)
          .limit(query.page_size)
          .offset(offsetOf(query.page, query.page_size)),
      ]);
      return toPage(total, query.page, query.page_size, await taskRows(auth.companyId, rows));
    },
  });

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.reformTask,
    handler: async ({ auth, params }) => taskInfo(auth, params.id),
  });

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.submitEvidence,
    async handler({ auth, params, body }) {
      const row = await visibleTask(auth, params.id);
      await lifecycle.handIn(auth, row, body);
      return taskInfo(auth, row.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.acceptTask,
    async handler({ auth, params, body }) {
      const row = await visibleTask(auth, params.id);
      await lifecycle.accept(auth, row, body.remark ?? null);
      return taskInfo(auth, row.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.reopenTask,
    async handler({ auth, params, body }) {
      const row = await visibleTask(auth, params.id);
      await lifecycle.reopen(auth, row, body.reason);
      return taskInfo(auth, row.id);
    },
  });
}
