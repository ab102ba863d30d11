/**
 * Rectifications (整改, inspectRectify and inspectRectifyDetail): opened by an abnormal check item
 * with its photo, assigned with a deadline, fixed with photos by the assignee, verified or reopened
 * by the inspector (the patrolman who opened it) or an admin. Every move is a conditional update on
 * the state it leaves, so two at once cannot both pass; each one is in the history and pushes the
 * person who acts next.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  INSPECT_MESSAGES as M,
  INSPECT_PUSH,
  RECTIFY_STATUS_LABELS,
  hubDate,
  inspectEndpoints,
  type RectificationInfo,
  type RectificationRow,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import type { PendingPush } from '../../platform/orders/notifications.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { staffBriefs, activeStaff } from '../../platform/directory/directory.ts';
import { fileRefs } from '../../platform/files/index.ts';
import { isGuid } from '../../platform/crypto.ts';
import { forbiddenWith, idOrNone, inspectPush, isAdmin, sendAll, time } from './common.ts';
import { inspectPoints, inspectRectifications } from './schema.ts';
import { addTaskEvent, taskEvents } from './task-events.ts';
import { taskLifecycle } from './task-lifecycle.ts';

type RectRow = typeof inspectRectifications.$inferSelect;

export interface NewRectification {
  companyId: string;
  title: string;
  place: string;
  description: string;
  photos: string[];
  roundId: string | null;
  pointId: string | null;
  itemName: string | null;
  inspectorId: string;
  assigneeId: string;
  deadline: string;
  now: Date;
}

/** Opens one (inside the caller's transaction); answers its id and the push to its assignee. */
export async function openRectification(tx: Database, r: NewRectification): Promise<{ id: string; push: PendingPush }> {
  const id = randomUUID();
  await tx.insert(inspectRectifications).values({
    companyId: r.companyId,
    id,
    title: r.title,
    place: r.place,
    description: r.description,
    photos: r.photos,
    roundId: r.roundId,
    pointId: r.pointId,
    itemName: r.itemName,
    inspectorId: r.inspectorId,
    assigneeId: r.assigneeId,
    deadline: r.deadline,
    status: 'open',
    createdAt: r.now,
  });
  await addTaskEvent(tx, {
    companyId: r.companyId,
    subjectId: id,
    action: 'open',
    actorId: r.inspectorId,
    remark: r.description,
    photos: r.photos,
    at: r.now,
  });
  return { id, push: inspectPush(r.assigneeId, id, INSPECT_PUSH.rectify, '新的整改任务', `${r.title}，请于${r.deadline}前完成整改`) };
}

async function rectRow(db: Database, companyId: string, id: string): Promise<RectRow | undefined> {
  const [row] = await db
    .select()
    .from(inspectRectifications)
    .where(inCompany(inspectRectifications, companyId, eq(inspectRectifications.id, idOrNone(id))));
  return row;
}

async function rowViews(db: Database, companyId: string, rows: RectRow[], today: string): Promise<RectificationRow[]> {
  const names = await staffBriefs(
    db,
    companyId,
    rows.flatMap((r) => [r.assigneeId, r.inspectorId]),
  );
  const person = (id: string) => ({ id, name: names.get(id)?.name ?? '' });
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    place: r.place,
    status: r.status,
    status_label: RECTIFY_STATUS_LABELS[r.status],
    assignee: person(r.assigneeId),
    inspector: person(r.inspectorId),
    deadline: r.deadline,
    overdue: r.status === 'open' && r.deadline < today,
    created_time: time(r.createdAt) ?? '',
  }));
}

/** open -> fixed (the assignee) -> verified, or reopened by the inspector (task-lifecycle.ts). */
const rectifyLifecycle = (ctx: AppContext) =>
  taskLifecycle<typeof inspectRectifications, RectRow>(ctx, {
    table: inspectRectifications,
    states: { open: 'open', handedIn: 'fixed', done: 'verified' },
    doerOf: (row) => row.assigneeId,
    handIn: {
      action: 'fix',
      values: (remark, photos) => ({ fixRemark: remark, fixPhotos: photos }),
      notice: { kind: INSPECT_PUSH.rectifyFixed, title: '整改待验收', content: (row) => `${row.title}已整改，请验收` },
    },
    acceptAction: 'verify',
    reopenNotice: { kind: INSPECT_PUSH.rectify, title: '整改被退回', content: (row, reason) => `${row.title}被退回：${reason}` },
  });

export function inspectRectifyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;
  const today = () => hubDate(ctx.now());
  const lifecycle = rectifyLifecycle(ctx);

  async function visible(auth: AuthContext, id: string): Promise<RectRow> {
    const row = await rectRow(db(), auth.companyId, id);
    if (!row || (row.assigneeId !== auth.staffId && row.inspectorId !== auth.staffId && !isAdmin(auth))) throw notFound();
    return row;
  }

  async function info(auth: AuthContext, id: string): Promise<RectificationInfo> {
    const row = await visible(auth, id);
    const [[view], photos, fixPhotos, events, point] = await Promise.all([
      rowViews(db(), auth.companyId, [row], today()),
      fileRefs(db(), auth.companyId, row.photos),
      fileRefs(db(), auth.companyId, row.fixPhotos),
      taskEvents<RectificationInfo['events'][number]['action']>(db(), auth.companyId, row.id),
      row.pointId
        ? db()
            .select({ id: inspectPoints.id, name: inspectPoints.name })
            .from(inspectPoints)
            .where(inCompany(inspectPoints, auth.companyId, eq(inspectPoints.id, row.pointId)))
        : Promise.resolve([]),
    ]);
    const checker = row.inspectorId === auth.staffId || isAdmin(auth);
    return {
      ...(view as RectificationRow),
      description: row.description,
      photos,
      round_id: row.roundId,
      point: point[0] ?? null,
      item: row.itemName,
      fix_remark: row.fixRemark,
      fix_photos: fixPhotos,
      reopen_count: row.reopenCount,
      events,
      can: {
        assign: checker && row.status === 'open',
        fix: row.assigneeId === auth.staffId && row.status === 'open',
        verify: checker && row.status === 'fixed',
        reopen: checker && row.status === 'fixed',
      },
    };
  }

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.rectifications,
    async handler({ auth, query }) {
      if (query.scope === 'all' && !isAdmin(auth)) throw forbiddenWith(M.notAdmin);
      const t = inspectRectifications;
      const where = and(
        inCompany(t, auth.companyId),
        query.scope === 'mine' ? eq(t.assigneeId, auth.staffId) : query.scope === 'opened' ? eq(t.inspectorId, auth.staffId) : undefined,
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
      return toPage(total, query.page, query.page_size, await rowViews(db(), auth.companyId, rows, today()));
    },
  });

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.rectification,
    handler: async ({ auth, params }) => info(auth, params.id),
  });

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.assign,
    async handler({ auth, params, body }) {
      const row = await visible(auth, params.id);
      if (row.inspectorId !== auth.staffId && !isAdmin(auth)) throw forbiddenWith(M.onlyInspector);
      const assignee = isGuid(body.assignee_id) ? await activeStaff(db(), auth.companyId, body.assignee_id) : undefined;
      if (!assignee) throw fieldError('assignee_id', M.staffUnknown);
      const now = ctx.now();
      await db().transaction(async (t) => {
        const tx = t as unknown as Database;
        await lifecycle.move(tx, row, 'open', { assigneeId: assignee.id, deadline: body.deadline });
        await addTaskEvent(tx, {
          companyId: auth.companyId,
          subjectId: row.id,
          action: 'assign',
          actorId: auth.staffId,
          remark: `指派给${assignee.name}，期限${body.deadline}${body.remark ? `：${body.remark}` : ''}`,
          at: now,
        });
      });
      await sendAll(ctx, auth.companyId, [
        inspectPush(assignee.id, row.id, INSPECT_PUSH.rectify, '新的整改任务', `${row.title}，请于${body.deadline}前完成整改`),
      ]);
      return info(auth, row.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.fix,
    async handler({ auth, params, body }) {
      const row = await visible(auth, params.id);
      await lifecycle.handIn(auth, row, body);
      return info(auth, row.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.verify,
    async handler({ auth, params, body }) {
      const row = await visible(auth, params.id);
      await lifecycle.accept(auth, row, body.remark ?? null);
      return info(auth, row.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.reopen,
    async handler({ auth, params, body }) {
      const row = await visible(auth, params.id);
      await lifecycle.reopen(auth, row, body.reason);
      return info(auth, row.id);
    },
  });
}
