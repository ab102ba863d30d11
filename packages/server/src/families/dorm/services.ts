/**
 * The resident's services: cleaning (a deep cleaning is paid through the pay family, then done by
 * the admin and rated), simple repairs with photos, dorm notices, room inspections and feedback.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import {
  CLEAN_KINDS,
  CLEAN_PRICE_FEN,
  CLEAN_STATUSES,
  DORM_PAY_PURPOSES,
  REPAIR_STATUSES,
  dormEndpoints,
  fenToYuan,
  type DormCheck,
  type DormClean,
  type DormFeedback,
  type DormRepair,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { localDateTime } from '../../platform/time.ts';
import { checkAttachments, fileRefs } from '../../platform/files/index.ts';
import { payService, refundOrder, registerPayable } from '../../platform/pay/index.ts';
import { DORM2_ACTIONS, isAdmin, pushDorm2, requireAdmin } from './common.ts';
import { DORM_MESSAGES, roomLabels, roomSummary, stayOf } from './housing.ts';
import { dormChecks, dormCleanings, dormFeedback, dormNotices, dormRepairs, dormStays } from './schema.ts';
import { hubToday } from './split.ts';
import { staffNames } from '../../platform/directory/directory.ts';

type CleanRow = typeof dormCleanings.$inferSelect;

/** The caller's room today (else the next stay's), or a 400: a service needs a room. */
async function myRoom(db: Database, auth: AuthContext, day: string): Promise<string> {
  const stay = await stayOf(db, auth.companyId, auth.staffId, day);
  if (!stay) throw badRequest(DORM_MESSAGES.noRoom);
  return stay.roomId;
}

/** Staff living in the room on the day (pushes about the room). */
async function residentsOf(db: Database, companyId: string, roomIds: string[] | null, day: string): Promise<string[]> {
  const rows = await db
    .select({ staffId: dormStays.staffId })
    .from(dormStays)
    .where(
      inCompany(
        dormStays,
        companyId,
        roomIds === null ? undefined : inArray(dormStays.roomId, roomIds.length > 0 ? roomIds : [companyId]),
        lte(dormStays.startDate, day),
        or(isNull(dormStays.endDate), gt(dormStays.endDate, day)),
      ),
    );
  return [...new Set(rows.map((r) => r.staffId))];
}

async function lockClean(tx: Database, companyId: string, id: string): Promise<CleanRow | undefined> {
  if (!isGuid(id)) return undefined;
  const [row] = await tx
    .select()
    .from(dormCleanings)
    .where(inCompany(dormCleanings, companyId, eq(dormCleanings.id, id)))
    .for('update');
  return row;
}

registerPayable({
  purpose: DORM_PAY_PURPOSES.clean,
  family: 'dorm',
  name: '深度保洁',
  async quote({ tx, companyId, payerId, refId }) {
    const row = refId ? await lockClean(tx, companyId, refId) : undefined;
    if (!row || row.staffId !== payerId) throw fieldError('ref_id', '保洁单不存在');
    if (row.status !== 'unpaid') throw badRequest('该保洁单无需支付');
    return { amountFen: row.priceFen, subject: `${CLEAN_KINDS[row.kind]} ${row.date} ${row.slot}` };
  },
  async onPaid({ tx, order }) {
    await tx
      .update(dormCleanings)
      .set({ status: 'pending', payOrderId: order.id })
      .where(inCompany(dormCleanings, order.companyId, eq(dormCleanings.id, order.refId ?? ''), eq(dormCleanings.status, 'unpaid')));
  },
  async onRefunded({ tx, order }) {
    await tx
      .update(dormCleanings)
      .set({ status: 'cancelled' })
      .where(inCompany(dormCleanings, order.companyId, eq(dormCleanings.id, order.refId ?? ''), eq(dormCleanings.payOrderId, order.id)));
  },
});

export function dormServiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;
  const today = () => hubToday(ctx.now());

  async function cleanViews(auth: AuthContext, rows: CleanRow[]): Promise<DormClean[]> {
    const who = await staffNames(
      db(),
      auth.companyId,
      rows.map((r) => r.staffId),
    );
    const rooms = await roomLabels(
      db(),
      auth.companyId,
      rows.map((r) => r.roomId),
    );
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      kind_label: CLEAN_KINDS[r.kind],
      date: r.date,
      slot: r.slot,
      remark: r.remark,
      room: { id: r.roomId, label: rooms.get(r.roomId) ?? '' },
      applicant: { id: r.staffId, name: who.get(r.staffId) ?? '' },
      price_fen: r.priceFen,
      status: r.status,
      status_label: CLEAN_STATUSES[r.status],
      score: r.score,
      comment: r.comment,
      created_time: localDateTime(r.createdAt),
      done_time: localDateTime(r.doneAt),
      can_complete: isAdmin(auth) && r.status === 'pending',
    }));
  }
  async function cleanOf(auth: AuthContext, id: string): Promise<CleanRow> {
    const row = isGuid(id)
      ? (
          await db()
            .select()
            .from(dormCleanings)
            .where(inCompany(dormCleanings, auth.companyId, eq(dormCleanings.id, id)))
        )[0]
      : undefined;
    if (!row || (row.staffId !== auth.staffId && !isAdmin(auth))) throw notFound();
    return row;
  }
  const oneClean = async (auth: AuthContext, id: string) => (await cleanViews(auth, [await cleanOf(auth, id)]))[0] as DormClean;

  /** Moves a cleaning from one of `from` to `to` with a conditional update (two admins at once: one wins). */
  async function moveClean(
    auth: AuthContext,
    id: string,
    from: CleanRow['status'][],
    set: Partial<CleanRow>,
    refusal: string,
  ): Promise<CleanRow> {
    const row = await cleanOf(auth, id);
    const [moved] = await db()
      .update(dormCleanings)
      .set(set)
      .where(inCompany(dormCleanings, auth.companyId, eq(dormCleanings.id, row.id), inArray(dormCleanings.status, from)))
      .returning();
    if (!moved) throw badRequest(`${refusal}（当前状态：${CLEAN_STATUSES[row.status]}）`);
    return moved;
  }

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.cleanings,
    async handler({ auth, query }) {
      const all = query.all === '1' && isAdmin(auth);
      const rows = await db()
        .select()
        .from(dormCleanings)
        .where(inCompany(dormCleanings, auth.companyId, all ? undefined : eq(dormCleanings.staffId, auth.staffId)))
        .orderBy(desc(dormCleanings.createdAt), desc(dormCleanings.id))
        .limit(100);
      return cleanViews(auth, rows);
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.createCleaning,
    async handler({ auth, body, reply }) {
      if (body.date < today()) throw fieldError('date', '保洁日期不能早于今天');
      const roomId = await myRoom(db(), auth, today());
      const price = CLEAN_PRICE_FEN[body.kind];
      const [row] = await db()
        .insert(dormCleanings)
        .values({
          companyId: auth.companyId,
          id: randomUUID(),
          staffId: auth.staffId,
          roomId,
          kind: body.kind,
          date: body.date,
          slot: body.slot,
          remark: body.remark || null,
          priceFen: price,
          status: price > 0 ? 'unpaid' : 'pending',
          createdAt: ctx.now(),
        })
        .returning();
      reply.code(201);
      return (await cleanViews(auth, row ? [row] : []))[0] as DormClean;
    },
  });

  defineRoute(app, ctx, { endpoint: dormEndpoints.cleaning, handler: async ({ auth, params }) => oneClean(auth, params.id) });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.completeCleaning,
    async handler({ auth, params }) {
      requireAdmin(auth);
      const row = await moveClean(auth, params.id, ['pending'], { status: 'done', doneAt: ctx.now() }, '该保洁单不能完成');
      await pushDorm2(
        ctx,
        { companyId: auth.companyId, staffId: row.staffId },
        {
          title: '保洁已完成',
          content: `${CLEAN_KINDS[row.kind]}（${row.date} ${row.slot}）已完成，请评价`,
          msgId: row.id,
          action: DORM2_ACTIONS.cleanOrder,
        },
      );
      return oneClean(auth, params.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.rateCleaning,
    async handler({ auth, params, body }) {
      const row = await cleanOf(auth, params.id);
      if (row.staffId !== auth.staffId) throw notFound();
      await moveClean(auth, params.id, ['done'], { status: 'rated', score: body.score, comment: body.comment || null }, '该保洁单不能评价');
      return oneClean(auth, params.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.cancelCleaning,
    async handler({ auth, params }) {
      const row = await cleanOf(auth, params.id);
      if (row.staffId !== auth.staffId) throw notFound();
      if (row.status === 'pending' && row.payOrderId) {
        // a paid cleaning: the refund's hook cancels it
        await refundOrder(payService(ctx), {
          companyId: auth.companyId,
          orderId: row.payOrderId,
          amountFen: row.priceFen,
          reason: '取消保洁',
          clientKey: `dorm-clean-cancel:${row.id}`,
          actor: { kind: 'family', family: 'dorm' },
        });
      } else {
        await moveClean(auth, params.id, ['unpaid', 'pending'], { status: 'cancelled' }, '该保洁单不能取消');
      }
      return oneClean(auth, params.id);
    },
  });

  // ---------------------------------------------------------------------------------------------
  // Repairs

  async function repairViews(auth: AuthContext, rows: (typeof dormRepairs.$inferSelect)[]): Promise<DormRepair[]> {
    const who = await staffNames(
      db(),
      auth.companyId,
      rows.map((r) => r.staffId),
    );
    const rooms = await roomLabels(
      db(),
      auth.companyId,
      rows.map((r) => r.roomId),
    );
    // every row's attachments in one query
    const refs = new Map((await fileRefs(db(), auth.companyId, [...new Set(rows.flatMap((r) => r.attachments))])).map((f) => [f.id, f]));
    return Promise.all(
      rows.map(async (r) => ({
        id: r.id,
        content: r.content,
        room: { id: r.roomId, label: rooms.get(r.roomId) ?? '' },
        applicant: { id: r.staffId, name: who.get(r.staffId) ?? '' },
        attachments: r.attachments.flatMap((id) => refs.get(id) ?? []),
        status: r.status,
        status_label: REPAIR_STATUSES[r.status],
        reply: r.reply,
        created_time: localDateTime(r.createdAt),
        done_time: localDateTime(r.doneAt),
      })),
    );
  }

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.repairs,
    async handler({ auth, query }) {
      const all = query.all === '1' && isAdmin(auth);
      const rows = await db()
        .select()
        .from(dormRepairs)
        .where(inCompany(dormRepairs, auth.companyId, all ? undefined : eq(dormRepairs.staffId, auth.staffId)))
        .orderBy(desc(dormRepairs.createdAt), desc(dormRepairs.id))
        .limit(100);
      return repairViews(auth, rows);
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.createRepair,
    async handler({ auth, body, reply }) {
      const roomId = await myRoom(db(), auth, today());
      await checkAttachments(db(), auth, body.attachments);
      const [row] = await db()
        .insert(dormRepairs)
        .values({
          companyId: auth.companyId,
          id: randomUUID(),
          staffId: auth.staffId,
          roomId,
          content: body.content,
          attachments: body.attachments,
          status: 'pending',
          createdAt: ctx.now(),
        })
        .returning();
      reply.code(201);
      return (await repairViews(auth, row ? [row] : []))[0] as DormRepair;
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.completeRepair,
    async handler({ auth, params, body }) {
      requireAdmin(auth);
      if (!isGuid(params.id)) throw notFound();
      const [found] = await db()
        .select()
        .from(dormRepairs)
        .where(inCompany(dormRepairs, auth.companyId, eq(dormRepairs.id, params.id)));
      if (!found) throw notFound();
      const [row] = await db()
        .update(dormRepairs)
        .set({ status: 'done', reply: body.reply, doneAt: ctx.now() })
        .where(inCompany(dormRepairs, auth.companyId, eq(dormRepairs.id, params.id), eq(dormRepairs.status, 'pending')))
        .returning();
      if (!row) throw badRequest('该报修已处理');
      await pushDorm2(
        ctx,
        { companyId: auth.companyId, staffId: row.staffId },
        { title: '报修已处理', content: body.reply, msgId: row.id },
      );
      return (await repairViews(auth, [row]))[0] as DormRepair;
    },
  });

  // ---------------------------------------------------------------------------------------------
  // Notices, inspections, feedback

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.notices,
    async handler({ auth }) {
      const rows = await db()
        .select()
        .from(dormNotices)
        .where(inCompany(dormNotices, auth.companyId))
        .orderBy(desc(dormNotices.createdAt), desc(dormNotices.id))
        .limit(100);
      return rows.map((n) => ({ id: n.id, title: n.title, content: n.content, created_time: localDateTime(n.createdAt) }));
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.createNotice,
    async handler({ auth, body, reply }) {
      requireAdmin(auth);
      const [n] = await db()
        .insert(dormNotices)
        .values({ companyId: auth.companyId, id: randomUUID(), title: body.title, content: body.content, createdAt: ctx.now() })
        .returning();
      if (!n) throw notFound();
      for (const staffId of await residentsOf(db(), auth.companyId, null, today()))
        await pushDorm2(ctx, { companyId: auth.companyId, staffId }, { title: '宿舍公告', content: n.title, msgId: n.id });
      reply.code(201);
      return { id: n.id, title: n.title, content: n.content, created_time: localDateTime(n.createdAt) };
    },
  });

  async function checkViews(auth: AuthContext, rows: (typeof dormChecks.$inferSelect)[]): Promise<DormCheck[]> {
    const who = await staffNames(
      db(),
      auth.companyId,
      rows.map((r) => r.inspectorId),
    );
    const rooms = await roomLabels(
      db(),
      auth.companyId,
      rows.map((r) => r.roomId),
    );
    return rows.map((r) => ({
      id: r.id,
      room: { id: r.roomId, label: rooms.get(r.roomId) ?? '' },
      date: r.date,
      score: r.score,
      result: r.result,
      remark: r.remark,
      inspector: { id: r.inspectorId, name: who.get(r.inspectorId) ?? '' },
    }));
  }

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.checks,
    async handler({ auth, query }) {
      const all = query.all === '1' && isAdmin(auth);
      const stay = all ? undefined : await stayOf(db(), auth.companyId, auth.staffId, today());
      if (!all && !stay) return [];
      const rows = await db()
        .select()
        .from(dormChecks)
        .where(inCompany(dormChecks, auth.companyId, stay ? eq(dormChecks.roomId, stay.roomId) : undefined))
        .orderBy(desc(dormChecks.date), desc(dormChecks.createdAt), desc(dormChecks.id))
        .limit(100);
      return checkViews(auth, rows);
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.createCheck,
    async handler({ auth, body, reply }) {
      requireAdmin(auth);
      const room = isGuid(body.room_id) ? await roomSummary(db(), auth.companyId, body.room_id, today()) : undefined;
      if (!room) throw fieldError('room_id', '房间不存在');
      const [row] = await db()
        .insert(dormChecks)
        .values({
          companyId: auth.companyId,
          id: randomUUID(),
          roomId: room.id,
          date: today(),
          score: body.score,
          result: body.result,
          remark: body.remark || null,
          inspectorId: auth.staffId,
          createdAt: ctx.now(),
        })
        .returning();
      for (const staffId of await residentsOf(db(), auth.companyId, [room.id], today()))
        await pushDorm2(
          ctx,
          { companyId: auth.companyId, staffId },
          { title: '宿舍检查结果', content: `${room.label}：${body.result}（${String(body.score)}分）`, msgId: row?.id ?? '' },
        );
      reply.code(201);
      return (await checkViews(auth, row ? [row] : []))[0] as DormCheck;
    },
  });

  async function feedbackViews(auth: AuthContext, rows: (typeof dormFeedback.$inferSelect)[]): Promise<DormFeedback[]> {
    const who = await staffNames(
      db(),
      auth.companyId,
      rows.map((r) => r.staffId),
    );
    return rows.map((r) => ({
      id: r.id,
      content: r.content,
      author: { id: r.staffId, name: who.get(r.staffId) ?? '' },
      reply: r.reply,
      created_time: localDateTime(r.createdAt),
      replied_time: localDateTime(r.repliedAt),
    }));
  }

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.feedback,
    async handler({ auth, query }) {
      const all = query.all === '1' && isAdmin(auth);
      const rows = await db()
        .select()
        .from(dormFeedback)
        .where(inCompany(dormFeedback, auth.companyId, all ? undefined : eq(dormFeedback.staffId, auth.staffId)))
        .orderBy(desc(dormFeedback.createdAt), desc(dormFeedback.id))
        .limit(100);
      return feedbackViews(auth, rows);
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.createFeedback,
    async handler({ auth, body, reply }) {
      const [row] = await db()
        .insert(dormFeedback)
        .values({ companyId: auth.companyId, id: randomUUID(), staffId: auth.staffId, content: body.content, createdAt: ctx.now() })
        .returning();
      reply.code(201);
      return (await feedbackViews(auth, row ? [row] : []))[0] as DormFeedback;
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.replyFeedback,
    async handler({ auth, params, body }) {
      requireAdmin(auth);
      if (!isGuid(params.id)) throw notFound();
      const [row] = await db()
        .update(dormFeedback)
        .set({ reply: body.reply, repliedAt: ctx.now() })
        .where(inCompany(dormFeedback, auth.companyId, eq(dormFeedback.id, params.id)))
        .returning();
      if (!row) throw notFound();
      await pushDorm2(
        ctx,
        { companyId: auth.companyId, staffId: row.staffId },
        { title: '意见反馈已回复', content: body.reply, msgId: row.id },
      );
      return (await feedbackViews(auth, [row]))[0] as DormFeedback;
    },
  });

  void fenToYuan;
}
