/**
 * Arranging a reception: the agenda (receptionPlans), preparation items, the main task and child
 * tasks (assignees, due time, state), and who may view or arrange (receptionAuth,
 * receptionArrangeAuth). Newly named assignees get a VISITOR push that opens their task. The
 * list rows of assignees and viewers follow every change (visitor_reception_lists).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import {
  PUSH_MSG_TYPES,
  VISITOR_PUSH,
  visitorMessages as M,
  type ReceptionAuthUpdate,
  type ReceptionDetail,
  type ReceptionPlansUpdate,
  type ReceptionTask,
  type ReceptionTaskCreate,
  type ReceptionTaskInput,
  type ReceptionTaskUpdate,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { isGuid } from '../../platform/crypto.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { pgCode } from '../../platform/db/pg-code.ts';
import { forbiddenWith } from '../../platform/orders/policy.ts';
import { localDateTime } from '../../platform/time.ts';
import { hubWallInstant, type Caller } from './common.ts';
import { loadReception, requireArranger, requireOpen, type LoadedReception, type TaskRow } from './reception-access.ts';
import { detailOf, receptionDetail, requireActiveStaff, taskViews } from './receptions.ts';
import {
  visitorReceptionFees,
  visitorReceptionLists,
  visitorReceptionPeople,
  visitorReceptionPlans,
  visitorReceptionTasks,
} from './schema.ts';

const KIND_NAMES = { main: '主任务', child: '子任务', prepare: '准备事项' } as const;

/** Pushes each newly named assignee (after the write): a VISITOR message whose msg_id is the task. */
async function pushAssignees(ctx: AppContext, companyId: string, task: TaskRow, receptionTitle: string, staffIds: readonly string[]) {
  for (const staffId of staffIds) {
    try {
      await ctx.push.send(
        { companyId, staffId },
        {
          title: '接待任务',
          content: `您有新的${KIND_NAMES[task.kind]}「${task.title}」（${receptionTitle}），请于${localDateTime(task.dueAt).slice(0, 16)}前完成`,
          extras: { msg_type: PUSH_MSG_TYPES.visitor, msg_id: task.id, extra_param: { ...VISITOR_PUSH.task } },
        },
      );
    } catch (err) {
      ctx.log.error({ err, taskId: task.id }, 'reception task push failed');
    }
  }
}

/** The `assigned` list rows of a reception: exactly its tasks' assignees. */
async function syncAssigned(tx: Database, companyId: string, receptionId: string, createdAt: Date): Promise<void> {
  const tasks = await tx
    .select({ ids: visitorReceptionTasks.assigneeIds })
    .from(visitorReceptionTasks)
    .where(inCompany(visitorReceptionTasks, companyId, eq(visitorReceptionTasks.receptionId, receptionId)));
  const assigned = [...new Set(tasks.flatMap((t) => t.ids))];
  const l = visitorReceptionLists;
  await tx
    .delete(l)
    .where(
      and(
        inCompany(l, companyId, eq(l.receptionId, receptionId), eq(l.scope, 'assigned')),
        assigned.length ? notInArray(l.staffId, assigned) : undefined,
      ),
    );
  if (assigned.length)
    await tx
      .insert(l)
      .values(assigned.map((staffId) => ({ companyId, staffId, scope: 'assigned' as const, receptionId, createdAt })))
      .onConflictDoNothing();
}

export async function updatePlans(ctx: AppContext, caller: Caller, id: string, input: ReceptionPlansUpdate): Promise<ReceptionDetail> {
  const db = ctx.handle.db;
  const loaded = await loadReception(db, caller, id);
  requireArranger(loaded);
  requireOpen(loaded);
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await tx
      .delete(visitorReceptionPlans)
      .where(inCompany(visitorReceptionPlans, caller.companyId, eq(visitorReceptionPlans.receptionId, id)));
    if (input.items.length)
      await tx.insert(visitorReceptionPlans).values(
        input.items.map((item, i) => ({
          companyId: caller.companyId,
          id: randomUUID(),
          receptionId: id,
          seq: i + 1,
          startAt: hubWallInstant(item.start_time),
          endAt: item.end_time ? hubWallInstant(item.end_time) : null,
          title: item.title,
          place: item.place ?? '',
          content: item.content ?? '',
        })),
      );
  });
  return receptionDetail(ctx, caller, id);
}

async function oneTask(ctx: AppContext, caller: Caller, loaded: LoadedReception, taskId: string): Promise<ReceptionTask> {
  const db = ctx.handle.db;
  const [task] = await db
    .select()
    .from(visitorReceptionTasks)
    .where(inCompany(visitorReceptionTasks, caller.companyId, eq(visitorReceptionTasks.id, taskId)));
  if (!task) throw notFound();
  const [view] = await taskViews(db, caller, loaded.reception, [task], loaded.roles.has('arranger'));
  if (!view) throw notFound();
  return view;
}

export async function createTask(ctx: AppContext, caller: Caller, id: string, input: ReceptionTaskCreate): Promise<ReceptionTask> {
  const db = ctx.handle.db;
  const loaded = await loadReception(db, caller, id);
  requireArranger(loaded);
  requireOpen(loaded);
  await requireActiveStaff(db, caller.companyId, input.assignee_ids, 'assignee_ids');
  const now = ctx.now();
  const task: TaskRow = {
    companyId: caller.companyId,
    id: randomUUID(),
    receptionId: id,
    kind: input.kind,
    title: input.title,
    content: input.content ?? '',
    assigneeIds: input.assignee_ids,
    dueAt: hubWallInstant(input.due_time),
    state: 'todo',
    createdAt: now,
    updatedAt: now,
  };
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await tx.insert(visitorReceptionTasks).values(task);
    await syncAssigned(tx, caller.companyId, id, loaded.reception.createdAt);
  });
  await pushAssignees(ctx, caller.companyId, task, loaded.reception.title, task.assigneeIds);
  return oneTask(ctx, caller, await loadReception(db, caller, id), task.id);
}

/** Writes a task's changes; answers the assignees it did not have before (they are pushed). */
async function writeTask(tx: Database, loaded: LoadedReception, task: TaskRow, input: ReceptionTaskUpdate, now: Date): Promise<string[]> {
  const assignees = input.assignee_ids ?? task.assigneeIds;
  await tx
    .update(visitorReceptionTasks)
    .set({
      ...(input.title === undefined ? {} : { title: input.title }),
      ...(input.content === undefined ? {} : { content: input.content }),
      ...(input.due_time === undefined ? {} : { dueAt: hubWallInstant(input.due_time) }),
      assigneeIds: assignees,
      updatedAt: now,
    })
    .where(inCompany(visitorReceptionTasks, task.companyId, eq(visitorReceptionTasks.id, task.id)));
  await syncAssigned(tx, task.companyId, loaded.reception.id, loaded.reception.createdAt);
  return assignees.filter((a) => !task.assigneeIds.includes(a));
}

/** The main task: one per reception (a partial unique index), created or updated. */
export async function putMainTask(ctx: AppContext, caller: Caller, id: string, input: ReceptionTaskInput): Promise<ReceptionTask> {
  const db = ctx.handle.db;
  const loaded = await loadReception(db, caller, id);
  requireArranger(loaded);
  requireOpen(loaded);
  await requireActiveStaff(db, caller.companyId, input.assignee_ids, 'assignee_ids');
  const now = ctx.now();
  const fresh: TaskRow = {
    companyId: caller.companyId,
    id: randomUUID(),
    receptionId: id,
    kind: 'main',
    title: input.title,
    content: input.content ?? '',
    assigneeIds: input.assignee_ids,
    dueAt: hubWallInstant(input.due_time),
    state: 'todo',
    createdAt: now,
    updatedAt: now,
  };
  const save = async () =>
    db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const [main] = await tx
        .select()
        .from(visitorReceptionTasks)
        .where(
          inCompany(
            visitorReceptionTasks,
            caller.companyId,
            eq(visitorReceptionTasks.receptionId, id),
            eq(visitorReceptionTasks.kind, 'main'),
          ),
        )
        .for('update');
      if (main) return { task: main, added: await writeTask(tx, loaded, main, input, now) };
      await tx.insert(visitorReceptionTasks).values(fresh);
      await syncAssigned(tx, caller.companyId, id, loaded.reception.createdAt);
      return { task: fresh, added: fresh.assigneeIds };
    });
  let saved: { task: TaskRow; added: string[] };
  try {
    saved = await save();
  } catch (err) {
    // two arrangers created it at once: the other's insert won, this one updates it
    if (pgCode(err) !== '23505') throw err;
    saved = await save();
  }
  const [task] = await db
    .select()
    .from(visitorReceptionTasks)
    .where(inCompany(visitorReceptionTasks, caller.companyId, eq(visitorReceptionTasks.id, saved.task.id)));
  if (task) await pushAssignees(ctx, caller.companyId, task, loaded.reception.title, saved.added);
  return oneTask(ctx, caller, await loadReception(db, caller, id), saved.task.id);
}

/** A task and its reception as the caller may see them (404 otherwise). */
async function loadTask(ctx: AppContext, caller: Caller, taskId: string): Promise<{ loaded: LoadedReception; task: TaskRow }> {
  if (!isGuid(taskId)) throw notFound();
  const db = ctx.handle.db;
  const [task] = await db
    .select()
    .from(visitorReceptionTasks)
    .where(inCompany(visitorReceptionTasks, caller.companyId, eq(visitorReceptionTasks.id, taskId)));
  if (!task) throw notFound();
  return { loaded: await loadReception(db, caller, task.receptionId), task };
}

export async function getTask(ctx: AppContext, caller: Caller, taskId: string): Promise<ReceptionTask> {
  const { loaded } = await loadTask(ctx, caller, taskId);
  return oneTask(ctx, caller, loaded, taskId);
}

export async function updateTask(ctx: AppContext, caller: Caller, taskId: string, input: ReceptionTaskUpdate): Promise<ReceptionTask> {
  const db = ctx.handle.db;
  const { loaded, task } = await loadTask(ctx, caller, taskId);
  requireArranger(loaded);
  requireOpen(loaded);
  if (input.assignee_ids) await requireActiveStaff(db, caller.companyId, input.assignee_ids, 'assignee_ids');
  const added = await db.transaction(async (t) => writeTask(t as unknown as Database, loaded, task, input, ctx.now()));
  const [fresh] = await db
    .select()
    .from(visitorReceptionTasks)
    .where(inCompany(visitorReceptionTasks, caller.companyId, eq(visitorReceptionTasks.id, taskId)));
  if (fresh) await pushAssignees(ctx, caller.companyId, fresh, loaded.reception.title, added);
  return oneTask(ctx, caller, await loadReception(db, caller, loaded.reception.id), taskId);
}

export async function setTaskState(ctx: AppContext, caller: Caller, taskId: string, state: TaskRow['state']): Promise<ReceptionTask> {
  const db = ctx.handle.db;
  const { loaded, task } = await loadTask(ctx, caller, taskId);
  if (!loaded.roles.has('arranger') && !task.assigneeIds.includes(caller.staffId)) throw forbiddenWith(M.notAssignee);
  requireOpen(loaded);
  await db
    .update(visitorReceptionTasks)
    .set({ state, updatedAt: ctx.now() })
    .where(inCompany(visitorReceptionTasks, caller.companyId, eq(visitorReceptionTasks.id, taskId)));
  return oneTask(ctx, caller, loaded, taskId);
}

export async function removeTask(ctx: AppContext, caller: Caller, taskId: string): Promise<ReceptionDetail> {
  const db = ctx.handle.db;
  const { loaded, task } = await loadTask(ctx, caller, taskId);
  requireArranger(loaded);
  requireOpen(loaded);
  if (task.kind === 'main') throw badRequest(M.mainTaskExists);
  const [fee] = await db
    .select({ id: visitorReceptionFees.id })
    .from(visitorReceptionFees)
    .where(inCompany(visitorReceptionFees, caller.companyId, eq(visitorReceptionFees.taskId, taskId)))
    .limit(1);
  if (fee) throw badRequest(M.taskHasFees);
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await tx.delete(visitorReceptionTasks).where(inCompany(visitorReceptionTasks, caller.companyId, eq(visitorReceptionTasks.id, taskId)));
    await syncAssigned(tx, caller.companyId, loaded.reception.id, loaded.reception.createdAt);
  });
  return detailOf(ctx, caller, await loadReception(db, caller, loaded.reception.id));
}

/** Who may view and who may arrange: the applicant and the hosts set them. */
export async function updateAuth(ctx: AppContext, caller: Caller, id: string, input: ReceptionAuthUpdate): Promise<ReceptionDetail> {
  const db = ctx.handle.db;
  const loaded = await loadReception(db, caller, id);
  if (!loaded.roles.has('host')) throw forbiddenWith(M.onlyHost);
  requireOpen(loaded);
  await requireActiveStaff(db, caller.companyId, input.viewer_ids, 'viewer_ids');
  await requireActiveStaff(db, caller.companyId, input.arranger_ids, 'arranger_ids');
  const c = caller.companyId;
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const p = visitorReceptionPeople;
    await tx.delete(p).where(inCompany(p, c, eq(p.receptionId, id), inArray(p.role, ['viewer', 'arranger'])));
    const rows = [
      ...input.viewer_ids.map((staffId) => ({ companyId: c, receptionId: id, role: 'viewer' as const, staffId })),
      ...input.arranger_ids.map((staffId) => ({ companyId: c, receptionId: id, role: 'arranger' as const, staffId })),
    ];
    if (rows.length) await tx.insert(p).values(rows);
    const l = visitorReceptionLists;
    await tx.delete(l).where(inCompany(l, c, eq(l.receptionId, id), eq(l.scope, 'viewable')));
    const viewable = [...new Set([...input.viewer_ids, ...input.arranger_ids])];
    if (viewable.length)
      await tx.insert(l).values(
        viewable.map((staffId) => ({
          companyId: c,
          staffId,
          scope: 'viewable' as const,
          receptionId: id,
          createdAt: loaded.reception.createdAt,
        })),
      );
  });
  return receptionDetail(ctx, caller, id);
}
