/**
 * Reception fees (receptionOrderFee, receptionAddFee, receptionFeeSelTask): integer fen per task,
 * each with its receipt photo (a file the caller uploaded: the platform's files service). The
 * totals are sums of the stored integers, so tasks and the reception add up to the fen.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { visitorMessages as M, type ReceptionFee, type ReceptionFeeCreate, type ReceptionFees } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { isGuid } from '../../platform/crypto.ts';
import { notFound } from '../../platform/errors.ts';
import { ValidationError } from '../../platform/http/validation.ts';
import { checkAttachments, fileRefs } from '../../platform/files/service.ts';
import { forbiddenWith } from '../../platform/orders/policy.ts';
import { staffBriefs, unknownStaff } from '../../platform/directory/directory.ts';
import { localDateTime } from '../../platform/time.ts';
import type { Caller } from './common.ts';
import { isClosed, loadReception, requireOpen } from './reception-access.ts';
import { visitorReceptionFees } from './schema.ts';

type FeeRow = typeof visitorReceptionFees.$inferSelect;

async function feeViews(ctx: AppContext, companyId: string, rows: readonly FeeRow[]): Promise<ReceptionFee[]> {
  const db = ctx.handle.db;
  const photos = new Map(
    (
      await fileRefs(
        db,
        companyId,
        rows.map((r) => r.photoId),
      )
    ).map((f) => [f.id, f]),
  );
  const people = await staffBriefs(
    db,
    companyId,
    rows.map((r) => r.addedBy),
  );
  return rows.map((r) => ({
    id: r.id,
    task_id: r.taskId,
    name: r.name,
    amount_fen: r.amountFen,
    photo: photos.get(r.photoId) ?? null,
    remark: r.remark,
    added_by: { id: r.addedBy, name: (people.get(r.addedBy) ?? unknownStaff(r.addedBy)).name },
    created_time: localDateTime(r.createdAt),
  }));
}

export async function receptionFees(ctx: AppContext, caller: Caller, id: string): Promise<ReceptionFees> {
  const db = ctx.handle.db;
  const loaded = await loadReception(db, caller, id);
  const rows = await db
    .select()
    .from(visitorReceptionFees)
    .where(inCompany(visitorReceptionFees, caller.companyId, eq(visitorReceptionFees.receptionId, id)))
    .orderBy(asc(visitorReceptionFees.createdAt), asc(visitorReceptionFees.id));
  const views = await feeViews(ctx, caller.companyId, rows);
  const tasks = loaded.tasks.map((t) => {
    const fees = views.filter((f) => f.task_id === t.id);
    return { task: { id: t.id, kind: t.kind, title: t.title }, total_fen: fees.reduce((s, f) => s + f.amount_fen, 0), fees };
  });
  return { reception_id: id, budget_fen: loaded.reception.budgetFen, total_fen: tasks.reduce((s, t) => s + t.total_fen, 0), tasks };
}

/** Adds a fee: an arranger to any task, an assignee to his own; the same client key answers the first fee. */
export async function addFee(ctx: AppContext, caller: Caller, id: string, input: ReceptionFeeCreate & { client_key: string }) {
  const db = ctx.handle.db;
  const loaded = await loadReception(db, caller, id);
  const same = async () => {
    const [row] = await db
      .select()
      .from(visitorReceptionFees)
      .where(
        inCompany(
          visitorReceptionFees,
          caller.companyId,
          eq(visitorReceptionFees.addedBy, caller.staffId),
          eq(visitorReceptionFees.clientKey, input.client_key),
        ),
      );
    return row;
  };
  const first = await same();
  if (first?.receptionId === id) return { status: 200, body: (await feeViews(ctx, caller.companyId, [first]))[0] };
  requireOpen(loaded);
  const task = loaded.tasks.find((t) => t.id === input.task_id);
  if (!task) throw new ValidationError({ task_id: [M.taskGone] });
  if (!loaded.roles.has('arranger') && !task.assigneeIds.includes(caller.staffId)) throw forbiddenWith(M.notArranger);
  await checkAttachments(db, caller, [input.photo_id], 'photo_id');
  const [row] = await db
    .insert(visitorReceptionFees)
    .values({
      companyId: caller.companyId,
      id: randomUUID(),
      receptionId: id,
      taskId: task.id,
      name: input.name,
      amountFen: input.amount_fen,
      photoId: input.photo_id,
      remark: input.remark ?? '',
      addedBy: caller.staffId,
      clientKey: input.client_key,
      createdAt: ctx.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const again = await same();
    if (again?.receptionId !== id) throw new ValidationError({ client_key: ['请求重复，请刷新后重试'] });
    return { status: 200, body: (await feeViews(ctx, caller.companyId, [again]))[0] };
  }
  return { status: 201, body: (await feeViews(ctx, caller.companyId, [row]))[0] };
}

/** Removes a fee: whoever added it, or an arranger, while the reception is open. */
export async function removeFee(ctx: AppContext, caller: Caller, feeId: string): Promise<ReceptionFees> {
  const db = ctx.handle.db;
  if (!isGuid(feeId)) throw notFound();
  const [fee] = await db
    .select()
    .from(visitorReceptionFees)
    .where(inCompany(visitorReceptionFees, caller.companyId, eq(visitorReceptionFees.id, feeId)));
  if (!fee) throw notFound();
  const loaded = await loadReception(db, caller, fee.receptionId);
  if (fee.addedBy !== caller.staffId && !loaded.roles.has('arranger')) throw forbiddenWith(M.notArranger);
  if (isClosed(loaded.order.status)) throw forbiddenWith(M.receptionClosed);
  await db.delete(visitorReceptionFees).where(inCompany(visitorReceptionFees, caller.companyId, eq(visitorReceptionFees.id, feeId)));
  return receptionFees(ctx, caller, fee.receptionId);
}
