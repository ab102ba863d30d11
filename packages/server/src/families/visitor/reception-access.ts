/**
 * Who may do what with a reception: its applicant and hosts host it; arrangers (and hosts) arrange
 * it (agenda, preparations, tasks, fees); viewers, assignees, its approvers and admins may view it.
 * Anyone else, and any other company, gets 404.
 */
import { asc, eq } from 'drizzle-orm';
import { RECEPTION_STATUS, visitorMessages as M } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { isGuid } from '../../platform/crypto.ts';
import { notFound } from '../../platform/errors.ts';
import { forbiddenWith } from '../../platform/orders/policy.ts';
import { approvalSteps, orders } from '../../platform/orders/schema.ts';
import type { Caller } from './common.ts';
import { visitorReceptionPeople, visitorReceptionTasks, visitorReceptions } from './schema.ts';

export type ReceptionRow = typeof visitorReceptions.$inferSelect;
export type TaskRow = typeof visitorReceptionTasks.$inferSelect;
export type Role = 'host' | 'arranger' | 'viewer' | 'assignee' | 'approver' | 'admin';

export interface LoadedReception {
  reception: ReceptionRow;
  order: typeof orders.$inferSelect;
  people: { role: 'host' | 'viewer' | 'arranger'; staffId: string }[];
  steps: (typeof approvalSteps.$inferSelect)[];
  tasks: TaskRow[];
  roles: Set<Role>;
}

export const isClosed = (status: number): boolean =>
  status === RECEPTION_STATUS.finished || status === RECEPTION_STATUS.cancelled || status === RECEPTION_STATUS.rejected;

export async function loadReception(db: Database, caller: Caller, id: string): Promise<LoadedReception> {
  if (!isGuid(id)) throw notFound();
  const [reception] = await db
    .select()
    .from(visitorReceptions)
    .where(inCompany(visitorReceptions, caller.companyId, eq(visitorReceptions.id, id)));
  if (!reception) throw notFound();
  const [order] = await db
    .select()
    .from(orders)
    .where(inCompany(orders, caller.companyId, eq(orders.id, id)));
  if (!order) throw notFound();
  const people = await db
    .select({ role: visitorReceptionPeople.role, staffId: visitorReceptionPeople.staffId })
    .from(visitorReceptionPeople)
    .where(inCompany(visitorReceptionPeople, caller.companyId, eq(visitorReceptionPeople.receptionId, id)));
  const steps = await db
    .select()
    .from(approvalSteps)
    .where(inCompany(approvalSteps, caller.companyId, eq(approvalSteps.orderId, id)))
    .orderBy(asc(approvalSteps.seq));
  const tasks = await db
    .select()
    .from(visitorReceptionTasks)
    .where(inCompany(visitorReceptionTasks, caller.companyId, eq(visitorReceptionTasks.receptionId, id)))
    .orderBy(asc(visitorReceptionTasks.createdAt), asc(visitorReceptionTasks.id));
  const me = caller.staffId;
  const roles = new Set<Role>();
  const has = (role: string) => people.some((p) => p.role === role && p.staffId === me);
  if (reception.applicantId === me || has('host')) roles.add('host');
  if (roles.has('host') || has('arranger')) roles.add('arranger');
  if (has('viewer')) roles.add('viewer');
  if (tasks.some((t) => t.assigneeIds.includes(me))) roles.add('assignee');
  // his delegate too (代理审批, issue 41): the step waiting for him, or one he acted on for its approver
  if (steps.some((s) => s.approverId === me || s.transferredTo === me || s.delegateId === me || s.actedBy === me)) roles.add('approver');
  if (caller.role === 'admin') roles.add('admin');
  if (roles.size === 0) throw notFound();
  return { reception, order, people, steps, tasks, roles };
}

export function requireArranger(loaded: LoadedReception): void {
  if (!loaded.roles.has('arranger')) throw forbiddenWith(M.notArranger);
}

export function requireOpen(loaded: LoadedReception): void {
  if (isClosed(loaded.order.status)) throw forbiddenWith(M.receptionClosed);
}
