/**
 * Visits (/makingAppointment, approvalVisitDetail): booking from a phone without an account, a
 * host's invitation, the visitor's page by its link, the host's list and detail, changing the
 * window (the old QR dies, exactly one new pass) and cancelling. Every visit's applicant is the
 * company's visitor desk (common.ts); the host is its approver when the visitor booked, and an
 * invitation is approved at once (an empty chain).
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  VISIT_STATUS,
  VISITOR_ORDER_TYPES,
  visitorMessages as M,
  type PublicVisit,
  type PublicVisitCreate,
  type Visit,
  type VisitChange,
  type VisitInvite,
  type VisitPage,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { companies, staff } from '../../platform/db/schema.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { isGuid } from '../../platform/crypto.ts';
import { forbiddenWith } from '../../platform/orders/policy.ts';
import { notFound } from '../../platform/errors.ts';
import { ValidationError } from '../../platform/http/validation.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { staffBriefs, unknownStaff } from '../../platform/directory/directory.ts';
import { approvalSteps, orders } from '../../platform/orders/schema.ts';
import { localDateTime } from '../../platform/time.ts';
import {
  LINK_TOKEN,
  isGuard,
  linkSecret,
  maskIdNumber,
  maskPhone,
  statusOf,
  visitorDesk,
  windowOf,
  windowView,
  type Caller,
} from './common.ts';
import { DuplicateKey, VISIT, type VisitData } from './order-types.ts';
import { consumePhoneCode, publicCompany, replayHash } from './phone-codes.ts';
import { endLivePass, issuePass, latestPasses, lockLivePass, passView } from './passes.ts';
import { gateRecordViews } from './gate-views.ts';
import { visitorVisits } from './schema.ts';

type VisitRow = typeof visitorVisits.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

const MAX_VISIT_DAYS = 7;
export const VISIT_PATH = '/makingAppointment';
// ?visit=, never ?token=: spec 4 takes a token query parameter for the login token (it would sign a staff out).
const linkOf = (token: string) => ({ token, path: `${VISIT_PATH}?visit=${token}` });

async function visitWithOrder(db: Database, where: SQL): Promise<{ visit: VisitRow; order: OrderRow } | undefined> {
  const [row] = await db
    .select({ visit: visitorVisits, order: orders })
    .from(visitorVisits)
    .innerJoin(orders, and(eq(orders.companyId, visitorVisits.companyId), eq(orders.id, visitorVisits.id)))
    .where(where)
    .limit(1);
  return row;
}

/** The visit a link names (the one lookup across companies, on the token's unique index), or 404. */
async function byToken(db: Database, token: string) {
  if (!LINK_TOKEN.test(token)) throw notFound();
  const row = await visitWithOrder(db, eq(visitorVisits.linkToken, token));
  if (!row) throw notFound();
  return row;
}

const cancellable = (status: number) => status === VISIT_STATUS.inApproval || status === VISIT_STATUS.approved;

async function publicView(db: Database, visit: VisitRow, order: OrderRow): Promise<PublicVisit> {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.companyId, visit.companyId));
  const host = (await staffBriefs(db, visit.companyId, [visit.hostId])).get(visit.hostId);
  const pass = (await latestPasses(db, visit.companyId, [visit.id])).get(visit.id);
  return {
    company_name: company?.name ?? '',
    visitor_name: visit.visitorName,
    phone_masked: maskPhone(visit.phone),
    id_number_masked: visit.idNumberMasked,
    host_name: host?.name ?? '',
    reason: visit.reason,
    window: windowView(visit.startAt, visit.endAt),
    plate: visit.plate,
    companions: visit.companions,
    status: statusOf(VISIT.statuses, order.status),
    reject_reason: order.rejectReason,
    pass: passView(pass),
    can_cancel: cancellable(order.status),
  };
}

/** The booking's data for the workflow (secrets leave the payload once stored: order-types.ts). */
function visitData(
  input: Omit<VisitInvite, 'client_key'> & { client_key: string },
  hostId: string,
  window: { startAt: Date; endAt: Date },
  invited: boolean,
  codeHash: string | null,
): VisitData {
  const id = input.id_number ?? null;
  return {
    host_id: hostId,
    visitor_name: input.visitor_name,
    phone: input.phone,
    id_number_masked: id ? maskIdNumber(id) : null,
    visitor_company: input.visitor_company ?? '',
    reason: input.reason,
    start_at: window.startAt.toISOString(),
    end_at: window.endAt.toISOString(),
    plate: input.plate ?? null,
    companions: input.companions ?? 0,
    invited,
    client_key: input.client_key,
    secret: { id_number: id, link_token: linkSecret(), code_hash: codeHash },
  };
}

const fieldsOf = (d: VisitData, hostName: string) => [
  { label: '访客', value: d.visitor_name },
  { label: '手机号', value: maskPhone(d.phone) },
  ...(d.id_number_masked ? [{ label: '身份证号', value: d.id_number_masked }] : []),
  ...(d.visitor_company ? [{ label: '单位', value: d.visitor_company }] : []),
  { label: '被访人', value: hostName },
  { label: '来访事由', value: d.reason },
  {
    label: '来访时段',
    value: `${windowView(new Date(d.start_at), new Date(d.end_at)).start_time} 至 ${windowView(new Date(d.start_at), new Date(d.end_at)).end_time}`,
  },
  ...(d.plate ? [{ label: '车牌号', value: d.plate }] : []),
  { label: '随行人数', value: String(d.companions) },
];

async function bySameKey(db: Database, companyId: string, phone: string, clientKey: string) {
  return visitWithOrder(db, inCompany(visitorVisits, companyId, eq(visitorVisits.phone, phone), eq(visitorVisits.clientKey, clientKey)));
}

/** A visitor books: the code proves the phone; the host is matched by name and phone (nothing else is said). */
export async function bookVisit(ctx: AppContext, input: PublicVisitCreate & { client_key: string }) {
  const db = ctx.handle.db;
  const companyId = input.company_id;
  await publicCompany(db, companyId);
  const replay = async () => {
    const found = await bySameKey(db, companyId, input.phone, input.client_key);
    if (found && found.visit.codeHash === replayHash(companyId, input.phone, 'visit', input.code)) {
      return { status: 200, body: { ...(await publicView(db, found.visit, found.order)), link: linkOf(found.visit.linkToken) } };
    }
    return undefined;
  };
  const again = await replay();
  if (again) return again;
  const now = ctx.now();
  const window = windowOf(input.start_time, input.end_time, now, MAX_VISIT_DAYS);
  const [host] = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(inCompany(staff, companyId, eq(staff.phone, input.host_phone), eq(staff.name, input.host_name), eq(staff.isActive, true)))
    .limit(1);
  if (!host) throw new ValidationError({ host_name: [M.hostUnknown] });
  let codeHash: string;
  try {
    codeHash = await consumePhoneCode(db, companyId, input.phone, 'visit', input.code, now);
  } catch (err) {
    // the same request twice at once: the first used the code; answer what it made
    const made = await replay();
    if (made) return made;
    throw err;
  }
  const desk = await visitorDesk(db, companyId);
  const data = visitData(input, host.id, window, false, codeHash);
  let id: string;
  try {
    id = await ctx.orders.submit(desk, {
      orderType: VISITOR_ORDER_TYPES.visit,
      title: `${input.visitor_name} 来访`,
      fields: fieldsOf(data, host.name),
      data: data as unknown as Record<string, unknown>,
      chain: [{ kind: 'staff', staff_id: host.id }],
      viaModule: true,
    });
  } catch (err) {
    if (err instanceof DuplicateKey) {
      const made = await replay();
      if (made) return made;
      throw new ValidationError({ client_key: ['请求重复，请刷新后重试'] });
    }
    throw err;
  }
  const made = await visitWithOrder(db, inCompany(visitorVisits, companyId, eq(visitorVisits.id, id)));
  if (!made) throw notFound();
  return { status: 201, body: { ...(await publicView(db, made.visit, made.order)), link: linkOf(made.visit.linkToken) } };
}

export async function publicVisit(ctx: AppContext, token: string): Promise<PublicVisit> {
  const { visit, order } = await byToken(ctx.handle.db, token);
  return publicView(ctx.handle.db, visit, order);
}

/** The visitor cancels by his link: in approval through the workflow's cancel (he is its applicant's desk), approved by revoking. */
export async function cancelPublicVisit(ctx: AppContext, token: string): Promise<PublicVisit> {
  const db = ctx.handle.db;
  const { visit, order } = await byToken(db, token);
  await cancelVisitOrder(ctx, visit, order, '访客取消');
  return publicVisit(ctx, token);
}

async function cancelVisitOrder(ctx: AppContext, visit: VisitRow, order: OrderRow, remark: string): Promise<void> {
  if (!cancellable(order.status)) throw new ValidationError({ non_field_errors: [M.visitNotCancellable] });
  const desk = await visitorDesk(ctx.handle.db, visit.companyId);
  if (order.status === VISIT_STATUS.inApproval) await ctx.orders.cancel(desk, visit.id, remark);
  else await ctx.orders.runTransition(desk, visit.id, 'revoke', remark, { apply: async () => [] });
}

/** A host invites: approved at once (an empty chain), with its pass. */
export async function inviteVisit(ctx: AppContext, caller: Caller, input: VisitInvite & { client_key: string }) {
  const db = ctx.handle.db;
  const found = await bySameKey(db, caller.companyId, input.phone, input.client_key);
  if (found && found.visit.hostId === caller.staffId) return { status: 200, body: await visitView(ctx, caller, found.visit.id) };
  const window = windowOf(input.start_time, input.end_time, ctx.now(), MAX_VISIT_DAYS);
  const me = (await staffBriefs(db, caller.companyId, [caller.staffId])).get(caller.staffId);
  const desk = await visitorDesk(db, caller.companyId);
  const data = visitData(input, caller.staffId, window, true, null);
  try {
    const id = await ctx.orders.submit(desk, {
      orderType: VISITOR_ORDER_TYPES.visit,
      title: `${input.visitor_name} 来访`,
      fields: fieldsOf(data, me?.name ?? ''),
      data: data as unknown as Record<string, unknown>,
      chain: [],
      viaModule: true,
    });
    return { status: 201, body: await visitView(ctx, caller, id) };
  } catch (err) {
    if (!(err instanceof DuplicateKey)) throw err;
    const again = await bySameKey(db, caller.companyId, input.phone, input.client_key);
    if (again?.visit.hostId !== caller.staffId) throw new ValidationError({ client_key: ['请求重复，请刷新后重试'] });
    return { status: 200, body: await visitView(ctx, caller, again.visit.id) };
  }
}

/** May the caller see the visit: its host, an admin, the gate, or an approver of its order. */
async function mayView(db: Database, caller: Caller, visit: VisitRow): Promise<boolean> {
  if (visit.hostId === caller.staffId || isGuard(caller)) return true;
  const [step] = await db
    .select({ id: approvalSteps.id })
    .from(approvalSteps)
    .where(inCompany(approvalSteps, caller.companyId, eq(approvalSteps.orderId, visit.id), eq(approvalSteps.approverId, caller.staffId)))
    .limit(1);
  return step !== undefined;
}

async function loadVisit(db: Database, caller: Caller, id: string) {
  if (!isGuid(id)) throw notFound();
  const row = await visitWithOrder(db, inCompany(visitorVisits, caller.companyId, eq(visitorVisits.id, id)));
  if (!row || !(await mayView(db, caller, row.visit))) throw notFound();
  return row;
}

export async function visitView(ctx: AppContext, caller: Caller, id: string): Promise<Visit> {
  const db = ctx.handle.db;
  const { visit, order } = await loadVisit(db, caller, id);
  const host = (await staffBriefs(db, caller.companyId, [visit.hostId])).get(visit.hostId) ?? unknownStaff(visit.hostId);
  const pass = (await latestPasses(db, caller.companyId, [visit.id])).get(visit.id);
  const isHost = visit.hostId === caller.staffId;
  const seesPhone = isHost || caller.role === 'admin' || !isGuard(caller);
  return {
    id: visit.id,
    visitor_name: visit.visitorName,
    phone_masked: maskPhone(visit.phone),
    phone: seesPhone ? visit.phone : null,
    id_number_masked: visit.idNumberMasked,
    visitor_company: visit.visitorCompany,
    host: { id: host.id, name: host.name },
    reason: visit.reason,
    window: windowView(visit.startAt, visit.endAt),
    plate: visit.plate,
    companions: visit.companions,
    invited: visit.invited,
    status: statusOf(VISIT.statuses, order.status),
    reject_reason: order.rejectReason,
    pass: passView(pass),
    gate_records: await gateRecordViews(db, caller.companyId, visit.id),
    link: isHost ? linkOf(visit.linkToken) : null,
    can: { change: isHost && order.status === VISIT_STATUS.approved, cancel: isHost && order.status === VISIT_STATUS.approved },
    created_time: localDateTime(visit.createdAt),
  };
}

/** The host changes an approved visit's window: the old QR dies and exactly one new pass is issued, in one transaction. */
export async function changeVisit(ctx: AppContext, caller: Caller, id: string, input: VisitChange): Promise<Visit> {
  const db = ctx.handle.db;
  const { visit } = await loadVisit(db, caller, id);
  if (visit.hostId !== caller.staffId) throw forbiddenWith(M.onlyHost);
  const window = windowOf(input.start_time, input.end_time, ctx.now(), MAX_VISIT_DAYS);
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    // the order's row lock orders this change after (or before) a scan, a cancel or another change
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(inCompany(orders, caller.companyId, eq(orders.id, id)))
      .for('update');
    if (order?.status !== VISIT_STATUS.approved) throw new ValidationError({ non_field_errors: [M.visitNotChangeable] });
    await lockLivePass(tx, caller.companyId, id);
    const now = ctx.now();
    await endLivePass(tx, caller.companyId, id, 'revoked', now);
    await tx
      .update(visitorVisits)
      .set({ startAt: window.startAt, endAt: window.endAt, ...(input.plate === undefined ? {} : { plate: input.plate }) })
      .where(inCompany(visitorVisits, caller.companyId, eq(visitorVisits.id, id)));
    await issuePass(tx, caller.companyId, 'visit', id, window.startAt, window.endAt, now);
  });
  return visitView(ctx, caller, id);
}

export async function cancelVisit(ctx: AppContext, caller: Caller, id: string, remark: string | undefined): Promise<Visit> {
  const db = ctx.handle.db;
  const { visit, order } = await loadVisit(db, caller, id);
  if (visit.hostId !== caller.staffId) throw forbiddenWith(M.onlyHost);
  if (order.status !== VISIT_STATUS.approved) throw new ValidationError({ non_field_errors: [M.visitNotCancellable] });
  await cancelVisitOrder(ctx, visit, order, remark || '被访人取消');
  return visitView(ctx, caller, id);
}

/** The caller's visitors (an admin: the company's), newest first, through one index; the page is joined after. */
export async function listVisits(
  ctx: AppContext,
  caller: Caller,
  q: { page: number; page_size: number; status?: number | undefined },
): Promise<VisitPage> {
  const db = ctx.handle.db;
  const v = visitorVisits;
  // the visit's copy of its order's status: walked through (company, host, status, created_at)
  const statusFilter = q.status === undefined ? undefined : eq(v.status, q.status);
  const where = and(inCompany(v, caller.companyId), caller.role === 'admin' ? undefined : eq(v.hostId, caller.staffId), statusFilter);
  const order = [desc(v.createdAt), desc(v.id)];
  const [total, rows] = await Promise.all([
    boundedCount(db, v, where, q.page, q.page_size, order),
    db
      .select()
      .from(v)
      .where(where)
      .orderBy(...order)
      .limit(q.page_size)
      .offset(offsetOf(q.page, q.page_size)),
  ]);
  const hosts = await staffBriefs(
    db,
    caller.companyId,
    rows.map((r) => r.hostId),
  );
  return toPage(
    total,
    q.page,
    q.page_size,
    rows.map((r) => ({
      id: r.id,
      visitor_name: r.visitorName,
      phone_masked: maskPhone(r.phone),
      visitor_company: r.visitorCompany,
      host: { id: r.hostId, name: (hosts.get(r.hostId) ?? unknownStaff(r.hostId)).name },
      reason: r.reason,
      window: windowView(r.startAt, r.endAt),
      plate: r.plate,
      invited: r.invited,
      status: statusOf(VISIT.statuses, r.status),
      created_time: localDateTime(r.createdAt),
    })),
  );
}
